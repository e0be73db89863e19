import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Amounts go to the numeric columns as exact decimal text, never through a float's digits. */
const decimal = (value: number): string => value.toFixed(2);

/** Inserts or replaces a hire's record of one tax year; the unique (submission, year) key decides which. */
export const UPSERT_WAGE_RECORDS = `
  INSERT INTO wage_records (submission_id, company_id, tax_year, hours, first_year_wages, second_year_wages, source)
  SELECT * FROM unnest($1::uuid[], $2::int[], $3::smallint[], $4::numeric[], $5::numeric[], $6::numeric[], $7::text[])
  ON CONFLICT (submission_id, tax_year) DO UPDATE SET
    hours = EXCLUDED.hours, first_year_wages = EXCLUDED.first_year_wages, second_year_wages = EXCLUDED.second_year_wages,
    source = EXCLUDED.source, updated_at = now()`;

export interface WageRecordValues {
  submissionId: string;
  companyId: number;
  taxYear: number;
  hours: number;
  firstYearWages: number;
  secondYearWages: number;
}

/**
 * The wage records of certified hires, written in the caller's transaction once it has locked the
 * hire (read in scope through SubmissionsRepository) and checked the values; they are read with
 * the hires (CertifiedHiresRepository).
 */
@Injectable()
export class WageRecordsRepository {
  /** Many records in one statement (the import sends up to 5,000). */
  async upsert(m: EntityManager, rows: readonly WageRecordValues[], source: 'form' | 'import'): Promise<void> {
    await m.query(UPSERT_WAGE_RECORDS, [
      rows.map((r) => r.submissionId),
      rows.map((r) => r.companyId),
      rows.map((r) => r.taxYear),
      rows.map((r) => decimal(r.hours)),
      rows.map((r) => decimal(r.firstYearWages)),
      rows.map((r) => decimal(r.secondYearWages)),
      rows.map(() => source),
    ]);
  }

  /** Deletes the hire's record of one tax year; false when there was none. */
  async remove(m: EntityManager, submissionId: string, taxYear: number): Promise<boolean> {
    // For a DELETE, TypeORM's postgres driver answers [rows, affected count].
    const [, deleted] = (await m.query('DELETE FROM wage_records WHERE submission_id = $1 AND tax_year = $2', [submissionId, taxYear])) as [unknown[], number];
    return deleted > 0;
  }
}
