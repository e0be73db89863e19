import type {
  AccountUser,
  CertifiedHireCredit,
  CompanyDetailView,
  CreditList,
  CreditSummary,
  DueSubmission,
  EmployeeDetailView,
  EVerifyCaseView,
  Section2View,
  EmployeeListItem,
  LocationView,
  PendingInvitation,
  QueuedSubmission,
  StateQueue,
  StatusCounts,
  SubmissionDetailView,
  SubmissionList,
  SubmissionListItem,
  TaxYearSummary,
  TeamView,
  WageRecordView,
} from '../../api/generated';

/** Acme's first location (named after the company, as sign-up makes it). */
export const ACME_MAIN = { id: 70, name: 'Acme' };

/** A location of Acme as GET /api/companies/7/locations lists it. */
export function aLocation(id: number, name: string, overrides: Partial<LocationView> = {}): LocationView {
  return {
    id,
    name,
    street: null,
    city: null,
    state: null,
    zip: null,
    time_zone: 'America/New_York',
    everify_hiring_site: false,
    open_on_weekends: false,
    closed_on_federal_holidays: false,
    prescreening_link: `/prescreening/511119/key${id}`,
    employees: 0,
    submissions: 0,
    ...overrides,
  };
}

export function aSubmission(n: number, overrides: Partial<SubmissionListItem> = {}): SubmissionListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstname: `Applicant${n}`,
    lastname: 'Rivera',
    email: `applicant${n}@example.com`,
    status: 'pending',
    eligible: true,
    created_at: '2026-11-22T15:00:00.000Z',
    company_id: 7,
    company_name: 'Acme',
    location: ACME_MAIN,
    external_id: null,
    target_group: 'SNAP',
    target_group_name: 'SNAP recipient',
    max_credit: 2400,
    ...overrides,
  };
}

export const COUNTS: StatusCounts = { total: 25, pending: 12, sent: 6, approved: 5, rejected: 2 };

/** One page of `total` rows starting at `offset`, as GET /api/submissions answers. */
export function submissionPage(offset: number, limit: number, total = 25, counts: StatusCounts = COUNTS): SubmissionList {
  const size = Math.max(0, Math.min(limit, total - offset));
  return { data: Array.from({ length: size }, (_, i) => aSubmission(offset + i + 1)), count: total, counts };
}

/** A company as the detail answers it (the list rows are the same without documents). */
export function aCompany(overrides: Partial<CompanyDetailView> = {}): CompanyDetailView {
  return {
    id: 7,
    name: 'Acme',
    firstname: 'Carla',
    lastname: 'Owner',
    email: 'carla@acme.example',
    phone: '5125550100',
    fax: null,
    industry: 'Restaurants',
    size: '11-50',
    ein: null,
    erd_status: 'approved',
    created_at: '2026-01-05T10:00:00.000Z',
    link_id: String(7 * 73017),
    time_zone: 'America/New_York',
    address: null,
    closed_on_federal_holidays: false,
    require_two_factor: false,
    everify: { participating: false, company_id: null, mou_signed_on: null, hiring_sites: [], create_after_section2: false },
    ats_return_hosts: [],
    frame_ancestors: [],
    documents: [],
    ...overrides,
  };
}

const NO_ANSWERS = {
  military: '0',
  militaryUnemployed6m: null,
  militaryUnemployed4w: null,
  militarySnap: null,
  militaryDisability: null,
  militaryReleased: null,
  militaryYear: null,
  militaryBranch: null,
  snap: '1',
  snap3: null,
  tanf: '0',
  tanfState: null,
  tanfStopped: null,
  tanfAssistance9: null,
  tanfAssistance18: null,
  tanfTime: null,
  ssi: '0',
  vr: '0',
  vrService: null,
  unemployed: '0',
  unemployedDate: null,
  unemployedState: null,
  felony: '0',
  felonyConviction: null,
  felonyRelease: null,
  felonyState: null,
  felonyType: null,
  felonyAdjudication: null,
  felonyWrp: null,
  woc: '0',
};

export function aSubmissionDetail(overrides: Partial<SubmissionDetailView> = {}): SubmissionDetailView {
  return {
    ...aSubmission(1, { firstname: 'Maria', lastname: 'Lopez' }),
    language: 'en',
    hire_corrections: [],
    section1_differences: [],
    phone: '5125550199',
    street: '12 Main St',
    apt: null,
    city: 'Austin',
    county: 'Travis',
    state: 'TX',
    zip: '78701',
    ssn: '***-**-6789',
    birthdate: '1990-04-02',
    age_group: 'Under 40',
    signature: 'Maria Lopez',
    answers: { ...NO_ANSWERS },
    target_groups: [
      { code: 'SNAP', name: 'SNAP recipient', maxCredit: 2400, form: '9061', needs9175: false, needsAddressCheck: false },
    ],
    max_credit: 2400,
    no_credit_reason: null,
    offer_date: null,
    hire_date: null,
    start_date: null,
    starting_wage: null,
    job_title: null,
    state_deadline: null,
    program_status: null,
    employee_id: null,
    documents: [],
    status_history: [],
    timeline: [],
    ...overrides,
  };
}

export function aDue(n: number, overrides: Partial<DueSubmission> = {}): DueSubmission {
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstname: `Hire${n}`,
    lastname: 'Nguyen',
    company_id: 7,
    company_name: 'Acme',
    start_date: '2026-10-20',
    state_deadline: '2026-11-17',
    days_left: 3,
    late: false,
    ...overrides,
  };
}

export function anEmployee(n: number, overrides: Partial<EmployeeListItem> = {}): EmployeeListItem {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstname: `Employee${n}`,
    lastname: 'Kim',
    email: `employee${n}@example.com`,
    external_id: null,
    job_title: null,
    i9_status: 'pending',
    created_at: '2026-11-01T09:00:00.000Z',
    company_id: 7,
    company_name: 'Acme',
    location: ACME_MAIN,
    start_date: null,
    section2_due_date: null,
    section2_days_left: null,
    section2_days_unit: null,
    section2_late: false,
    reverify_by: null,
    termination_date: null,
    retain_until: null,
    legal_hold: false,
    submission_id: null,
    mobile_phone: null,
    ...overrides,
  };
}

export function anEmployeeDetail(overrides: Partial<EmployeeDetailView> = {}): EmployeeDetailView {
  return {
    ...anEmployee(1, { firstname: 'Jo', lastname: 'Kim' }),
    url: 'k3y-token-abc',
    ssn: null,
    texts_opted_out: false,
    documents_type: null,
    i9: null,
    documents: [],
    offer_accepted_on: null,
    language: 'en',
    supplement_a: [],
    section2: null,
    section2_business_address: null,
    alternative_procedure_refusal: null,
    supplement_b: [],
    reverify_reason: null,
    everify: { participating: false, test_mode: true, case_due_date: null, case_days_left: null, case_days_unit: null, can_create: false, current: null, previous: [] },
    history: [],
    submission_matches: [],
    timeline: [],
    ...overrides,
  };
}

/** Form I-9 Section 2 as signed: a List A document examined on 6 Jan 2026, first day 5 Jan. */
export function aSignedSection2(overrides: Partial<Section2View> = {}): Section2View {
  return {
    first_day_of_employment: '2026-01-05',
    short_term_employment: false,
    documents: [{ list: 'A', title: 'Employment Authorization Document (Form I-766)', issuing_authority: 'USCIS', number: '••••6789', expiration_date: '2026-12-31', has_photo: null }],
    alternative_procedure: false,
    additional_information: null,
    examiner: { last_name: 'Owner', first_name: 'Carla', title: 'HR Manager', authorized_representative: false },
    employer: { name: 'Acme', street: '1 Main', city: 'Austin', state: 'TX', zip: '78701' },
    signed_on: '2026-01-06',
    signed_at: '2026-01-06T15:00:00.000Z',
    due_date: '2026-01-08',
    late: false,
    attestation: 'Certification',
    ...overrides,
  };
}

/** An E-Verify case as the employee detail answers it: a mismatch to notify by default. */
export function anEVerifyCase(overrides: Partial<EVerifyCaseView> = {}): EVerifyCaseView {
  return {
    id: '70000000-0000-4000-8000-000000000001',
    case_number: '2026329000123AB',
    status: 'tentative-nonconfirmation',
    status_label: 'Tentative nonconfirmation (mismatch)',
    test_mode: true,
    hire_date: '2026-11-23',
    late_reason: null,
    late_reason_text: null,
    agency: 'ssa',
    result_issued_on: '2026-11-25',
    next_action: { step: 'notify', text: 'Notify the employee privately and give them the Further Action Notice.', due_date: '2026-12-10', days_left: 10, days_unit: 'federal-working' },
    notified_at: null,
    employee_decision: null,
    decision_signature: null,
    decision_signed_at: null,
    referred_on: null,
    contact_by: null,
    photo_answer: null,
    closure_reason: null,
    closure_text: null,
    closure_label: null,
    currently_employed: null,
    closed_at: null,
    created_at: '2026-11-24T15:00:00.000Z',
    documents: { notice_en: '71000000-0000-4000-8000-000000000001', notice_es: '71000000-0000-4000-8000-000000000002', referral_en: null, referral_es: null, photo: null },
    ...overrides,
  };
}

// Tax credits (credits/): certified hires with their wage records, and the Form 5884 summary.

export function aWageRecord(overrides: Partial<WageRecordView> = {}): WageRecordView {
  return {
    tax_year: 2025,
    hours: 450,
    first_year_wages: 8000,
    second_year_wages: 0,
    line: '1b',
    first_year_credit: 2400,
    second_year_credit: 0,
    credit: 2400,
    ...overrides,
  };
}

/** Certified hire n (SNAP, started in 2025, one 2025 record), as GET /api/credits lists it. */
export function aCertifiedHire(n: number, overrides: Partial<CertifiedHireCredit> = {}): CertifiedHireCredit {
  return {
    submission_id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    firstname: `Hire${n}`,
    lastname: 'Nguyen',
    company_id: 7,
    company_name: 'Acme',
    ssn: `***-**-${String(1000 + n).slice(-4)}`,
    group: 'SNAP',
    group_name: 'SNAP recipient',
    start_date: '2025-03-10',
    certification_number: `TX-2025-${String(n).padStart(5, '0')}`,
    first_year_hours: 450,
    records: [aWageRecord()],
    credit_total: 2400,
    can_record: true,
    problem: null,
    ...overrides,
  };
}

/** One page of `total` certified hires starting at `offset`. */
export function hirePage(offset: number, limit: number, total = 25): CreditList {
  const size = Math.max(0, Math.min(limit, total - offset));
  return { data: Array.from({ length: size }, (_, i) => aCertifiedHire(offset + i + 1)), count: total };
}

export function aTaxYearSummary(taxYear: number, overrides: Partial<TaxYearSummary> = {}): TaxYearSummary {
  return {
    tax_year: taxYear,
    line_1a: { wages: 6000, credit: 1500 },
    line_1b: { wages: 12000, credit: 4800 },
    line_1c: { wages: 10000, credit: 5000 },
    line_2: 11300,
    employees: 4,
    ...overrides,
  };
}

/** Two tax years, newest first, as GET /api/credits/summary answers. */
export const CREDIT_SUMMARY: CreditSummary = {
  data: [aTaxYearSummary(2026, { line_1a: { wages: 3000, credit: 750 }, line_1b: { wages: 6000, credit: 2400 }, line_1c: { wages: 0, credit: 0 }, line_2: 3150, employees: 2 }), aTaxYearSummary(2025)],
  by_group: [{ group: 'SNAP', group_name: 'SNAP recipient', credit: 14450, employees: 6 }],
};

// State batch (state-batch/): one state's pending submissions, as GET /api/submissions/state-queue answers.

/** Pending submission n of the queue: hire recorded, deadline in 8 days, forms rendered. */
export function aQueued(n: number, overrides: Partial<QueuedSubmission> = {}): QueuedSubmission {
  return {
    id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstname: `Queued${n}`,
    lastname: 'Garcia',
    company_id: 7,
    company_name: 'Acme',
    created_at: '2026-11-02T15:00:00.000Z',
    start_date: '2026-11-02',
    state_deadline: '2026-11-30',
    days_left: 8,
    late: false,
    forms_ready: true,
    target_groups: ['SNAP'],
    ...overrides,
  };
}

/** One page of a queue: `rows` (all of it, most urgent first) cut at `offset` / `limit`. */
export function queuePage(rows: QueuedSubmission[], offset: number, limit: number): StateQueue {
  return { data: rows.slice(offset, offset + limit), count: rows.length };
}

// Users of a company (team/) and administrators (admins/).

export function aUser(n: number, overrides: Partial<AccountUser> = {}): AccountUser {
  const user: AccountUser = {
    id: `80000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `user${n}@acme.example`,
    firstname: `User${n}`,
    lastname: 'Park',
    role: 'member',
    disabled: false,
    twoFactor: false,
    you: false,
    actions: [],
    createdAt: '2026-11-01T09:00:00.000Z',
    locations: overrides.role === 'owner' || overrides.role === null ? [] : [ACME_MAIN],
    ...overrides,
  };
  return overrides.actions ? user : offeredWhileOthersManage(user);
}

/**
 * The user with the actions the API offers an owner (or an administrator) while the team has another
 * owner (administrator) who can log in: every change but one's own second factor. Where the user is
 * the last one, the fixture names `actions` itself, as the API would answer: none of those changes.
 */
export function offeredWhileOthersManage(user: AccountUser): AccountUser {
  const actions: AccountUser['actions'] = [];
  if (user.role) actions.push(user.role === 'owner' ? 'make-member' : 'make-owner');
  actions.push(user.disabled ? 'enable' : 'disable');
  if (user.twoFactor && !user.you) actions.push('turn-off-two-factor');
  if (user.role) actions.push('remove');
  return { ...user, actions };
}

export function anInvitation(n: number, overrides: Partial<PendingInvitation> = {}): PendingInvitation {
  return {
    id: `81000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `invited${n}@acme.example`,
    role: 'member',
    expiresAt: '2026-11-29T09:00:00.000Z',
    createdAt: '2026-11-22T09:00:00.000Z',
    locations: overrides.role === 'owner' || overrides.role === null ? [] : [ACME_MAIN],
    ...overrides,
  };
}

/**
 * Acme's team as GET /api/companies/7/users answers it to Carla (the owner, the caller of
 * COMPANY_USER): Carla, the only owner, offered nothing on herself, and a member; one invitation.
 */
export function aTeam(overrides: Partial<TeamView> = {}): TeamView {
  return {
    users: [
      aUser(1, { firstname: 'Carla', lastname: 'Owner', email: 'carla@acme.example', role: 'owner', you: true, actions: [] }),
      aUser(2, { firstname: 'Mo', lastname: 'Member', email: 'mo@acme.example' }),
    ],
    invitations: [anInvitation(1)],
    ...overrides,
  };
}
