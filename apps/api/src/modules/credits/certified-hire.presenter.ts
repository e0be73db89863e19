import { TARGET_GROUPS, creditsByTaxYear, maskSsn, type TaxYearCredit } from '@clearhire/domain';
import type { CertifiedHire } from './certified-hires.repository';
import type { CertifiedHireCredit } from './credits.dto';

const amount = (text: string): number => Number(text);

/** The hire's credit by tax year; empty when it has no group (its records then earn nothing here). */
export function allocationsOf(hire: CertifiedHire): TaxYearCredit[] {
  if (hire.group === null || hire.problem !== null || hire.records.length === 0) return [];
  return creditsByTaxYear({
    group: hire.group,
    startDate: hire.startDate,
    records: hire.records.map((r) => ({ taxYear: r.tax_year, hours: amount(r.hours), firstYearWages: amount(r.first_year_wages), secondYearWages: amount(r.second_year_wages) })),
  });
}

/** Hundredths summed as integers, so 119.99 + 0.01 is 120. */
export const firstYearHoursOf = (hire: CertifiedHire): number => hire.records.reduce((sum, r) => sum + Math.round(amount(r.hours) * 100), 0) / 100;

export function presentHire(hire: CertifiedHire): CertifiedHireCredit {
  const byYear = new Map(allocationsOf(hire).map((a) => [a.taxYear, a]));
  const records = hire.records.map((r) => {
    const a = byYear.get(r.tax_year);
    return {
      tax_year: r.tax_year,
      hours: amount(r.hours),
      first_year_wages: amount(r.first_year_wages),
      second_year_wages: amount(r.second_year_wages),
      line: a?.line ?? null,
      first_year_credit: a?.firstYearCredit ?? 0,
      second_year_credit: a?.secondYearCredit ?? 0,
      credit: a?.credit ?? 0,
    };
  });
  return {
    submission_id: hire.id,
    firstname: hire.firstname,
    lastname: hire.lastname,
    company_id: hire.companyId,
    company_name: hire.companyName,
    ssn: maskSsn(hire.ssnLast4),
    group: hire.group,
    group_name: hire.group ? TARGET_GROUPS[hire.group].name : null,
    start_date: hire.startDate,
    certification_number: hire.certificationNumber,
    first_year_hours: firstYearHoursOf(hire),
    records,
    credit_total: records.reduce((sum, r) => sum + Math.round(r.credit * 100), 0) / 100,
    can_record: hire.problem === null,
    problem: hire.problem,
  };
}
