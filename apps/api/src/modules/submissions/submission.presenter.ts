import type { HireFields, StoredDocument, Submission, SubmissionHireCorrection, SubmissionStatusEvent } from '@clearhire/db';
import { presentDocuments } from '../files/document.view';
import { ageGroup, calendarDaysBetween, isTargetGroupCode, maskSsn, programStatus, TARGET_GROUPS, wotcSubmissionDeadline } from '@clearhire/domain';
import { creditDeterminationOf, noCreditReason, screeningOf, type PersonTimelineEntry, type Section1Difference } from '@clearhire/domain';
import type { DueSubmission, SubmissionDetailView, SubmissionListItem } from './submissions.dto';
import type { QueuedSubmission } from './state-queue.dto';

export interface SubmissionRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  status: Submission['status'];
  eligible: boolean;
  created_at: Date;
  company_id: number;
  company_name: string;
  location_id: number;
  location_name: string;
  /** Stored at the pre-screening and the hire (creditDeterminationOf); null until determined. */
  best_group: string | null;
  max_credit: number | null;
  external_id: string | null;
}

export function presentListItem(r: SubmissionRow): SubmissionListItem {
  const group = isTargetGroupCode(r.best_group) ? r.best_group : null;
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    status: r.status,
    eligible: r.eligible,
    created_at: r.created_at.toISOString(),
    company_id: r.company_id,
    company_name: r.company_name,
    location: { id: r.location_id, name: r.location_name },
    target_group: group,
    target_group_name: group ? TARGET_GROUPS[group].name : null,
    max_credit: group ? (r.max_credit ?? 0) : 0,
    external_id: r.external_id,
  };
}

/** The employee hired from a submission, as its detail shows it: which one, and where its Section 1 differs. */
export interface LinkedEmployee {
  employeeId: string | null;
  section1Differences: Section1Difference[];
}

/** The full record: SSN masked, answers by their spec names. */
export function presentDetail(
  s: Submission,
  companyName: string,
  documents: StoredDocument[],
  history: SubmissionStatusEvent[],
  corrections: SubmissionHireCorrection[],
  today: string,
  linked: LinkedEmployee,
  timeline: PersonTimelineEntry[],
): SubmissionDetailView {
  const { answers, groups } = screeningOf({ ...s, today });
  // The detail recomputes the groups (ages move with today until the hire is recorded); the list reads the stored ones.
  const best = creditDeterminationOf({ ...s, today }, groups);
  return {
    ...presentListItem({ ...s, created_at: s.createdAt, company_id: s.companyId, company_name: companyName, location_id: s.locationId, location_name: s.location?.name ?? '', best_group: best.bestGroup, max_credit: best.maxCredit, external_id: s.externalId }),
    language: s.language,
    documents: presentDocuments(documents),
    status_history: history.map((e) => ({
      status: e.status,
      changedAt: e.changedAt.toISOString(),
      sentOn: e.sentOn,
      sentChannel: e.sentChannel,
      certifiedOn: e.certifiedOn,
      certificationNumber: e.certificationNumber,
      certifiedGroup: e.certifiedGroup,
      rejectionReason: e.rejectionReason,
      proofDocumentId: e.proofDocumentId,
    })),
    hire_corrections: corrections.map((c) => ({ corrected_at: c.correctedAt.toISOString(), reason: c.reason, before: hireFieldsView(c.before), after: hireFieldsView(c.after) })),
    phone: s.phone,
    street: s.street,
    apt: s.apt,
    city: s.city,
    county: s.county,
    state: s.state,
    zip: s.zip,
    ssn: maskSsn(s.ssnLast4),
    birthdate: s.birthdate,
    age_group: ageGroup(s.birthdate, today),
    signature: s.signature,
    employee_id: linked.employeeId,
    answers,
    target_groups: groups.map((g) => ({ ...g })),
    max_credit: best.maxCredit,
    no_credit_reason: groups.length ? noCreditReason(s) : null,
    offer_date: s.offerDate,
    hire_date: s.hireDate,
    start_date: s.startDate,
    starting_wage: s.startingWage,
    job_title: s.jobTitle,
    state_deadline: s.startDate ? wotcSubmissionDeadline(s.startDate) : null,
    program_status: s.startDate ? programStatus(s.startDate) : null,
    section1_differences: linked.section1Differences.map((d) => ({ ...d })),
    timeline,
  };
}

export interface DueRow {
  id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  company_name: string;
  start_date: string;
  /** The row's company's today: days left are counted on the company's own calendar. */
  company_today: string;
}

export function presentDue({ company_today, ...r }: DueRow): DueSubmission {
  const deadline = wotcSubmissionDeadline(r.start_date);
  const daysLeft = calendarDaysBetween(company_today, deadline);
  return { ...r, state_deadline: deadline, days_left: daysLeft, late: daysLeft < 0 };
}

/** A row of the state queue; the deadline fields stay null until the hire is recorded. */
export function presentQueued(s: Submission, today: string): QueuedSubmission {
  // today: the submission's company's day.
  const deadline = s.startDate ? wotcSubmissionDeadline(s.startDate) : null;
  const daysLeft = deadline ? calendarDaysBetween(today, deadline) : null;
  return {
    id: s.id,
    firstname: s.firstname,
    lastname: s.lastname,
    company_id: s.companyId,
    company_name: s.company?.name ?? '',
    created_at: s.createdAt.toISOString(),
    start_date: s.startDate,
    state_deadline: deadline,
    days_left: daysLeft,
    late: daysLeft !== null && daysLeft < 0,
    forms_ready: s.documentsReadyAt !== null,
    target_groups: screeningOf({ ...s, today }).groups.map((g) => g.code),
  };
}

function hireFieldsView(h: HireFields) {
  return { offer_date: h.offerDate, hire_date: h.hireDate, start_date: h.startDate, starting_wage: h.startingWage, job_title: h.jobTitle };
}
