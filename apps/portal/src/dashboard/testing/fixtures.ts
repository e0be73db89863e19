import type {
  CompanyDetailView,
  DueSubmission,
  EmployeeDetailView,
  EmployeeListItem,
  StatusCounts,
  SubmissionDetailView,
  SubmissionList,
  SubmissionListItem,
} from '../../api/generated';

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
    offer_date: null,
    hire_date: null,
    start_date: null,
    starting_wage: null,
    job_title: null,
    state_deadline: null,
    program_status: null,
    documents: [],
    status_history: [],
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
    i9_status: 'pending',
    created_at: '2026-11-01T09:00:00.000Z',
    company_id: 7,
    company_name: 'Acme',
    ...overrides,
  };
}

export function anEmployeeDetail(overrides: Partial<EmployeeDetailView> = {}): EmployeeDetailView {
  return {
    ...anEmployee(1, { firstname: 'Jo', lastname: 'Kim' }),
    url: 'k3y-token-abc',
    ssn: null,
    documents_type: null,
    i9: null,
    documents: [],
    ...overrides,
  };
}
