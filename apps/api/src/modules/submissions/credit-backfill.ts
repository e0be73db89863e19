import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { Submission } from '@clearhire/db';
import { NoWotcRulesError, creditDeterminationOf, type CreditDetermination } from '@clearhire/domain';

const BATCH = 1000;

/**
 * Fills best_group / max_credit where they are not determined yet (rows written before the columns
 * existed, or inserted around the API), with the same function the API uses on every write. Run by
 * the `migrate` command after the migrations, so the rule stays in one place (the API's code, which
 * libs/db migrations cannot import). Walks the primary key in batches, so a table of millions never
 * rescans what it has done; running it again finds nothing to do. Returns how many rows it filled.
 */
export async function backfillCreditDeterminations(dataSource: DataSource): Promise<number> {
  const submissions = dataSource.getRepository(Submission);
  let after = '00000000-0000-0000-0000-000000000000';
  let filled = 0;
  for (;;) {
    const rows = await submissions.find({ where: { maxCredit: IsNull(), id: MoreThan(after) }, order: { id: 'ASC' }, take: BATCH });
    if (rows.length === 0) return filled;
    const determined = rows.map((s) => ({ id: s.id, ...determinationOf(s) }));
    await dataSource.query(
      `UPDATE submissions AS s SET best_group = d.best_group, max_credit = d.max_credit
       FROM unnest($1::uuid[], $2::text[], $3::int[]) AS d(id, best_group, max_credit)
       WHERE s.id = d.id AND s.max_credit IS NULL`,
      [determined.map((d) => d.id), determined.map((d) => d.bestGroup), determined.map((d) => d.maxCredit)],
    );
    filled += rows.length;
    after = rows[rows.length - 1].id;
  }
}

/**
 * A row dated before the WOTC rules table (hired before 2015-01-01) has no group ClearHire can credit:
 * it counts for none, rather than stopping the migration for every other row.
 */
function determinationOf(s: Submission): CreditDetermination {
  try {
    return creditDeterminationOf(s);
  } catch (err) {
    if (err instanceof NoWotcRulesError) return { bestGroup: null, maxCredit: 0 };
    throw err;
  }
}
