import type { AuditEntry } from '@clearhire/server';
import type { Actor } from '../auth/session';
import type { Scope } from '../auth/scope';

/** A list read of personal data, as its audit event describes it. */
export interface ListRead {
  action: 'submissions.listed' | 'employees.listed' | 'credits.listed';
  scope: Scope;
  /**
   * The filters as asked, those not given left out. Free text that may name a person (the
   * employee search) is passed as `true`: the trail keeps that a search was made, not its words.
   */
  filters: Record<string, string | number | boolean | undefined>;
  page: { take: number; skip: number };
  /** The ids of the rows answered, under the name of their kind (submissionIds, employeeIds). */
  ids: { name: 'submissionIds' | 'employeeIds'; values: string[] };
  /** How many rows match in all (the list's count). */
  total: number;
}

/**
 * The one audit event of a list read (docs/architecture.md §4: every read of personal data is
 * audited): who, which filters and page, how many rows came back and which ones (ids only, never
 * what the rows say). Recorded against the company in scope, or 'all' with no company when an
 * administrator reads every company, as credits.summary_read does.
 */
export function listReadEvent(actor: Actor, read: ListRead): AuditEntry {
  const companyId = read.scope.companyId ?? null;
  return {
    actor,
    action: read.action,
    recordType: 'company',
    recordId: companyId ?? 'all',
    companyId,
    detail: {
      filters: Object.fromEntries(Object.entries(read.filters).filter(([, value]) => value !== undefined)),
      limit: read.page.take,
      offset: read.page.skip,
      returned: read.ids.values.length,
      total: read.total,
      [read.ids.name]: read.ids.values,
    },
  };
}
