import { Injectable } from '@nestjs/common';
import { renderForm5884Worksheet, toCsv } from '@clearhire/documents';
import { TARGET_GROUP_CODES, TARGET_GROUPS, firstWotcRulesDate, form5884Lines, maskSsn, wotcRulesCover, wotcRulesFor, type Form5884LineTotal, type TaxYearCredit, type TargetGroupCode, type WotcRuleSet } from '@clearhire/domain';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { CompaniesRepository } from '../companies/companies.repository';
import { ApiError } from '../../common/errors/api-error';
import { pageOf } from '../../common/http/page';
import { listReadEvent } from '../../common/http/list-read';
import { AuditService } from '@clearhire/server';
import { CertifiedHiresRepository, type CertifiedHire } from './certified-hires.repository';
import { allocationsOf, firstYearHoursOf, presentHire } from './certified-hire.presenter';
import type { CertifiedHireCredit, CreditListQuery, CreditSummary, CreditSummaryQuery, Form5884Format, GroupSummary, LineTotalView, TaxYearSummary } from './credits.dto';

/** What a company user sees when naming another company for one company's wages. */
export const OWN_WAGES_ONLY = 'You can only work with the wages of your own company.';

const cents = (dollars: number): number => Math.round(dollars * 100);
const lineView = (t: Form5884LineTotal): LineTotalView => ({ wages: t.wages, credit: t.credit });

/** The rates Form 5884 prints for a tax year: the rules for hires starting at its end. */
function formRules(taxYear: number): WotcRuleSet | undefined {
  const yearEnd = `${taxYear}-12-31`;
  return wotcRulesCover(yearEnd) ? wotcRulesFor(yearEnd) : undefined;
}

/**
 * A tax year that ends before the rules table begins (2015-01-01) holds no wages ClearHire can
 * credit: no hire it covers had started yet. Named in the answer, as a bad request.
 */
function taxYearBeforeRules(taxYear: number): ApiError | null {
  if (wotcRulesCover(`${taxYear}-12-31`)) return null;
  return ApiError.badRequest(`Tax year ${taxYear} is before the WOTC rules in ClearHire, which start with people who began work on ${firstWotcRulesDate()}.`, 'taxYear');
}

const money = (dollars: number): string => dollars.toFixed(2);

const CSV_COLUMNS = [
  'Last name', 'First name', 'SSN', 'Target group', 'Start date', 'Certification number', 'First-year hours',
  'Qualified first-year wages', 'Line', 'First-year credit', 'Qualified second-year wages', 'Second-year credit', 'Credit',
];

interface YearEntry {
  hire: CertifiedHire;
  group: TargetGroupCode;
  allocation: TaxYearCredit;
}

@Injectable()
export class CreditsService {
  constructor(
    private readonly hires: CertifiedHiresRepository,
    private readonly audit: AuditService,
    private readonly companies: CompaniesRepository,
  ) {}

  /** One page of certified hires with their records and credits; the read is audited (also when nothing can match). */
  async list(q: CreditListQuery, session: Session, actor: Actor): Promise<{ data: CertifiedHireCredit[]; count: number }> {
    const scope = Scope.filtered(session, q.companyId);
    const page = pageOf(q);
    const [hires, count]: [CertifiedHire[], number] = scope.matchesNothing ? [[], 0] : await Promise.all([this.hires.find(scope, {}, page), this.hires.count(scope, {})]);
    await this.audit.recordAccess(
      listReadEvent(actor, { action: 'credits.listed', scope, filters: { companyId: q.companyId }, page, ids: { name: 'submissionIds', values: hires.map((h) => h.id) }, total: count }),
    );
    return { data: hires.map(presentHire), count };
  }

  /** Form 5884 lines per tax year and the credit per target group, over the hires with records. */
  async summary(q: CreditSummaryQuery, session: Session, actor: Actor): Promise<CreditSummary> {
    const scope = Scope.filtered(session, q.companyId);
    if (scope.matchesNothing) return { data: [], by_group: [] };
    const companyId = scope.companyId;
    const hires = await this.hires.find(scope, { withRecords: true });
    await this.audit.recordAccess({ actor, action: 'credits.summary_read', recordType: 'company', recordId: companyId ?? 'all', companyId: companyId ?? null, detail: { hires: hires.length } });

    const byYear = new Map<number, TaxYearCredit[]>();
    const byGroup = new Map<TargetGroupCode, { credit: number; employees: number }>();
    for (const hire of hires) {
      const allocations = allocationsOf(hire);
      if (hire.group === null || allocations.length === 0) continue;
      for (const a of allocations) byYear.set(a.taxYear, [...(byYear.get(a.taxYear) ?? []), a]);
      const group = byGroup.get(hire.group) ?? { credit: 0, employees: 0 };
      group.credit += allocations.reduce((sum, a) => sum + cents(a.credit), 0);
      group.employees += 1;
      byGroup.set(hire.group, group);
    }

    const data: TaxYearSummary[] = [...byYear.entries()]
      .sort(([a], [b]) => b - a)
      .map(([taxYear, rows]) => {
        const lines = form5884Lines(rows, { rules: formRules(taxYear) });
        return { tax_year: taxYear, line_1a: lineView(lines.line1a), line_1b: lineView(lines.line1b), line_1c: lineView(lines.line1c), line_2: lines.line2, employees: rows.length };
      });
    const by_group: GroupSummary[] = [...byGroup.entries()]
      .sort(([ga, a], [gb, b]) => b.credit - a.credit || TARGET_GROUP_CODES.indexOf(ga) - TARGET_GROUP_CODES.indexOf(gb))
      .map(([group, g]) => ({ group, group_name: TARGET_GROUPS[group].name, credit: g.credit / 100, employees: g.employees }));
    return { data, by_group };
  }

  /** The Form 5884 worksheet (PDF) or schedule (CSV) of one company and tax year; the download is audited. */
  async form5884(taxYear: number, format: Form5884Format, requestedCompany: number | undefined, session: Session, actor: Actor): Promise<{ filename: string; contentType: string; bytes: Buffer }> {
    const scope = Scope.chosen(session, requestedCompany, OWN_WAGES_ONLY, { required: true });
    const before = taxYearBeforeRules(taxYear);
    if (before) throw before;
    const companyId = scope.companyId!;
    const company = await this.companies.findOne(scope, companyId);
    if (!company) throw ApiError.notFound('Company');
    const entries: YearEntry[] = [];
    for (const hire of await this.hires.find(scope, { withRecords: { taxYear } })) {
      const allocation = allocationsOf(hire).find((a) => a.taxYear === taxYear);
      if (allocation && hire.group) entries.push({ hire, group: hire.group, allocation });
    }
    if (entries.length === 0) throw ApiError.notFound(`Wage records for tax year ${taxYear}`);
    entries.sort((a, b) => a.hire.lastname.localeCompare(b.hire.lastname) || a.hire.firstname.localeCompare(b.hire.firstname) || a.hire.startDate.localeCompare(b.hire.startDate));
    const lines = form5884Lines(
      entries.map((e) => e.allocation),
      { rules: formRules(taxYear) },
    );

    const bytes =
      format === 'csv'
        ? this.csv(entries, lines)
        : await renderForm5884Worksheet({
            generatedAt: new Date(),
            timeZone: company.timeZone,
            employer: { name: company.name, ein: company.ein },
            taxYear,
            lines,
            employees: entries.map(({ hire, group, allocation: a }) => ({
              firstname: hire.firstname,
              lastname: hire.lastname,
              maskedSsn: maskSsn(hire.ssnLast4),
              group: TARGET_GROUPS[group].name,
              startDate: hire.startDate,
              certificationNumber: hire.certificationNumber,
              firstYearHours: firstYearHoursOf(hire),
              line: a.line,
              qualifiedFirstYearWages: a.qualifiedFirstYearWages,
              firstYearCredit: a.firstYearCredit,
              qualifiedSecondYearWages: a.qualifiedSecondYearWages,
              secondYearCredit: a.secondYearCredit,
              credit: a.credit,
            })),
          });
    await this.audit.recordAccess({ actor, action: 'form5884.downloaded', recordType: 'company', recordId: companyId, companyId, detail: { taxYear, format, hires: entries.length } });
    return { filename: `form-5884-${taxYear}.${format}`, contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf', bytes };
  }

  /** One row per hire, then the form's lines 1a, 1b, 1c and 2 in the same columns. */
  private csv(entries: YearEntry[], lines: ReturnType<typeof form5884Lines>): Buffer {
    const rows: string[][] = entries.map(({ hire, group, allocation: a }) => [
      hire.lastname,
      hire.firstname,
      maskSsn(hire.ssnLast4),
      TARGET_GROUPS[group].name,
      hire.startDate,
      hire.certificationNumber ?? '',
      String(firstYearHoursOf(hire)),
      money(a.qualifiedFirstYearWages),
      a.line ?? '',
      money(a.firstYearCredit),
      money(a.qualifiedSecondYearWages),
      money(a.secondYearCredit),
      money(a.credit),
    ]);
    const lineRow = (label: string, line: string, first: Form5884LineTotal | null, second: Form5884LineTotal | null, credit: number) => [
      label, '', '', '', '', '', '',
      first ? money(first.wages) : '', line, '', second ? money(second.wages) : '', '', money(credit),
    ];
    rows.push(
      lineRow('Form 5884 line 1a', '1a', lines.line1a, null, lines.line1a.credit),
      lineRow('Form 5884 line 1b', '1b', lines.line1b, null, lines.line1b.credit),
      lineRow('Form 5884 line 1c', '1c', null, lines.line1c, lines.line1c.credit),
      lineRow('Form 5884 line 2', '2', null, null, lines.line2),
    );
    return Buffer.from(toCsv(rows, CSV_COLUMNS));
  }
}
