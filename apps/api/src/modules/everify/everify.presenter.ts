import { EVERIFY_STATUS_LABELS, everifyClosureLabel, type DeadlineDayUnit } from '@clearhire/contracts';
import type { EVerifyCase } from '@clearhire/db';
import { agencyContactBy, daysLeftUntil, everifyNextAction, type CountedDeadline } from '@clearhire/domain';
import type { EVerifyCaseView, EVerifyView } from './everify.dto';

export function presentEVerifyCase(c: EVerifyCase, today: string): EVerifyCaseView {
  const next = everifyNextAction(c);
  return {
    id: c.id,
    case_number: c.caseNumber,
    status: c.status,
    status_label: EVERIFY_STATUS_LABELS[c.status],
    test_mode: c.testMode,
    hire_date: c.hireDate,
    late_reason: c.lateReason,
    late_reason_text: c.lateReasonText,
    agency: c.agency,
    result_issued_on: c.resultIssuedOn,
    next_action: next && { step: next.step, text: next.text, ...countedView(next.deadline, today) },
    notified_at: c.notifiedAt?.toISOString() ?? null,
    employee_decision: c.employeeDecision,
    decision_signature: c.decisionSignature,
    decision_signed_at: c.decisionSignedAt?.toISOString() ?? null,
    referred_on: c.referredOn,
    contact_by: c.referredOn ? agencyContactBy(c.referredOn) : null,
    photo_answer: c.photoAnswer,
    closure_reason: c.closureReason,
    closure_text: c.closureText,
    closure_label: everifyClosureLabel(c),
    currently_employed: c.currentlyEmployed,
    closed_at: c.closedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    documents: {
      notice_en: c.noticeEnDocumentId,
      notice_es: c.noticeEsDocumentId,
      referral_en: c.referralEnDocumentId,
      referral_es: c.referralEsDocumentId,
      photo: c.photoDocumentId,
    },
  };
}

/** A deadline as the API answers it: the day, and the days left from the company's today in the deadline's own unit. */
function countedView(deadline: CountedDeadline | null, today: string): { due_date: string | null; days_left: number | null; days_unit: DeadlineDayUnit | null } {
  return deadline ? { due_date: deadline.dueDate, days_left: daysLeftUntil(deadline, today), days_unit: deadline.unit } : { due_date: null, days_left: null, days_unit: null };
}

/** The employee's E-Verify block: whether a case may be created, by when, and the cases newest first. */
export function presentEVerify(
  cases: EVerifyCase[],
  state: { participating: boolean; testMode: boolean; caseDeadline: CountedDeadline | null; canCreate: boolean; today: string },
): EVerifyView {
  const [current, ...previous] = [...cases].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const caseDue = countedView(state.caseDeadline, state.today);
  return {
    participating: state.participating,
    test_mode: state.testMode,
    case_due_date: caseDue.due_date,
    case_days_left: caseDue.days_left,
    case_days_unit: caseDue.days_unit,
    can_create: state.canCreate,
    current: current ? presentEVerifyCase(current, state.today) : null,
    previous: previous.map((c) => presentEVerifyCase(c, state.today)),
  };
}
