import type { DataSource } from 'typeorm';
import type { Submission } from '@clearhire/db';
import { NoWotcRulesError, creditDeterminationOf, type CreditDetermination } from '@clearhire/domain';
import { SubmissionsRepository } from './submissions.repository';

const BATCH = 1000;

/**
 * Fills best_group / max_credit where they are not determined yet (rows written before the columns
 * existed, or inserted around the API), with the same function the API uses on every write. Run by
 * the `migrate` command after the migrations, so the rule stays in one place (the API's code, which
 * libs/db migrations cannot import). Walks the primary key in batches, so a table of millions never
 * rescans what it has done; running it again finds nothing to do. Returns how many rows it filled.
 */
export async function backfillCreditDeterminations(dataSource: DataSource): Promise<number> {
  const submissions = new SubmissionsRepository(dataSource);
  let after = '00000000-0000-0000-0000-000000000000';
  let filled = 0;
  for (;;) {
    const rows = await submissions.undetermined(after, BATCH);
    if (rows.length === 0) return filled;
    await submissions.fillDeterminations(rows.map((s) => ({ id: s.id, ...determinationOf(s) })));
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
