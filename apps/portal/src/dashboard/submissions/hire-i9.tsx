import { Link } from 'react-router-dom';
import type { HireEmployeeOutcome, SubmissionDetailView } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { employeePath } from '../employees/I9StatusBadge';

/**
 * What recording the hire did to the employee, in the user's words: the Form I-9 started, the
 * first day moved with the start date, or kept because Section 2 already holds it.
 */
export function hireOutcomeMessages(outcome: HireEmployeeOutcome | null | undefined, applicant: Pick<SubmissionDetailView, 'firstname' | 'lastname'>): string[] {
  if (!outcome) return [];
  const messages: string[] = [];
  if (outcome.created) messages.push(`Form I-9 started: ${applicant.firstname} ${applicant.lastname} will receive the private link by e-mail.`);
  if (outcome.first_day) {
    messages.push(
      outcome.first_day.from
        ? `The first day of employment was changed from ${formatDate(outcome.first_day.from)} to ${formatDate(outcome.first_day.to)}.`
        : `The first day of employment was set to ${formatDate(outcome.first_day.to)}.`,
    );
  }
  if (outcome.first_day_kept_reason) messages.push(outcome.first_day_kept_reason);
  return messages;
}

/** The way from the pre-screening to the employee hired from it. */
export function HiredEmployeeLink({ submission }: { submission: SubmissionDetailView }) {
  if (!submission.employee_id) return null;
  return (
    <p>
      Form I-9: <Link to={employeePath(submission.employee_id)}>{`${submission.firstname} ${submission.lastname}`}'s employee page</Link>
    </p>
  );
}

/**
 * Why the hire form offers no Form I-9 start when no employee is linked: the company's ERD is not
 * approved yet, or the user is an administrator (the company's users start it).
 */
export function i9StartUnavailableReason(isCompanyUser: boolean): string {
  return isCompanyUser
    ? "This employee's Form I-9 can be started here once your ERD and I-9 employer authorization are approved."
    : "The company's users start this employee's Form I-9, here or from Employees.";
}
