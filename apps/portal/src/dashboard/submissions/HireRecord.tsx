import { useState } from 'react';
import { useKitForm } from '../../ui/form/use-kit-form';
import { HIRE_LIMITS } from '@clearhire/contracts';
import { WOTC_SUBMISSION_DAYS, addCalendarDays, hireRecordProblems, todayCalendarDate } from '@clearhire/domain';
import { useSubmissionsRecordHireMutation, type SubmissionDetailView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { formatDate } from '../../ui/format';
import { CheckboxField, TextAreaField, TextField } from '../../ui/form/Fields';
import { dateRules, fieldMessages } from '../../ui/form/rules';
import { showErrorsOnFields, useServerErrors, type ServerErrorFields } from '../../ui/form/server-errors';
import { useSession } from '../../session/use-session';
import { DetailList, type DetailItem } from '../common/DetailList';
import { useCanAddEmployees } from '../employees/use-company-erd';
import { HiredEmployeeLink, hireOutcomeMessages, i9StartUnavailableReason } from './hire-i9';
import shared from '../common/dashboard.module.css';

interface HireValues {
  offerDate: string;
  hireDate: string;
  startDate: string;
  startingWage: string;
  jobTitle: string;
  reason: string;
  startI9: boolean;
}

const HIRE_FIELDS: ServerErrorFields<HireValues> = { fields: ['offerDate', 'hireDate', 'startDate', 'startingWage', 'jobTitle', 'reason', 'startI9'] };

/** Dollars with at most two decimals, above zero: what the API accepts as an hourly wage. */
const WAGE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The hire's three dates (Form 8850 page 2, ETA 9061 items 9-11), as the form asks for them and the record lists them. */
const HIRE_DATES = [
  { field: 'offerDate', id: 'hire-offer-date', label: 'Job offer date', shown: 'offer_date' },
  { field: 'hireDate', id: 'hire-hire-date', label: 'Hire date', shown: 'hire_date' },
  { field: 'startDate', id: 'hire-start-date', label: 'Start date', shown: 'start_date' },
] as const;

const PROGRAM_STATUS_TEXT = {
  authorized: 'Authorized: the state agency can certify this hire.',
  hiatus: 'Held by the state until WOTC is renewed: the start date is after the program end date.',
} as const;

function valuesOf(s: SubmissionDetailView): HireValues {
  return {
    offerDate: s.offer_date ?? '',
    hireDate: s.hire_date ?? '',
    startDate: s.start_date ?? '',
    startingWage: s.starting_wage ?? '',
    jobTitle: s.job_title ?? '',
    reason: '',
    // Offered (and checked) only while no employee is linked and the company can add one.
    startI9: true,
  };
}

/**
 * The employer records the offer and the hire (Form 8850 page 2, ETA 9061 items 9-11). The answer
 * carries the state deadline: Form 8850 must reach the state agency 28 days after the start date.
 * Once the submission went to the state, the hire is the administrators' to correct, with a reason;
 * the company sees it, and each correction, without a form.
 */
export function HireRecord({ submission }: { submission: SubmissionDetailView }) {
  const { isAdmin } = useSession();
  const sent = submission.status !== 'pending';
  const [recordHire, { isLoading, error, data: saved }] = useSubmissionsRecordHireMutation();
  const [savedNotice, setSavedNotice] = useState(false);
  const { canAdd, isCompanyUser, isLoading: companyLoading } = useCanAddEmployees();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useKitForm<HireValues>({ defaultValues: valuesOf(submission) });
  const current = saved?.data.id === submission.id ? saved.data : submission;
  const offerI9 = !current.employee_id && canAdd;
  const outcome = hireOutcomeMessages(saved?.data.id === submission.id ? saved.employee : null, current);
  const serverErrors = useServerErrors(error, setError, HIRE_FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    setSavedNotice(false);
    // The order of the dates is a domain rule shared with the API: offer on or after the pre-screening, hire, then start.
    const problems = hireRecordProblems({ submittedOn: todayCalendarDate(new Date(submission.created_at)), ...values });
    if (problems.length) {
      showErrorsOnFields(problems, setError, HIRE_FIELDS);
      return;
    }
    const { reason, startI9, ...hire } = values;
    const result = await recordHire({
      id: submission.id,
      hireDto: {
        ...hire,
        startingWage: Number(values.startingWage),
        jobTitle: values.jobTitle.trim(),
        ...(sent && reason.trim() ? { reason: reason.trim() } : {}),
        ...(offerI9 && startI9 ? { startI9: true } : {}),
      },
    });
    if ('data' in result) setSavedNotice(true);
  });

  return (
    <section id="hire" aria-labelledby="hire-title" className="card">
      <h2 id="hire-title">Hire Record</h2>
      {current.state_deadline ? (
        <div className={shared.section}>
          <DetailList
            items={[
              [
                'State deadline',
                // Later than the 28th day only under IRS transition relief after a retroactive renewal (e.g. Notice 2016-40 for 2015 hires).
                `${formatDate(current.state_deadline)} (${
                  current.start_date && current.state_deadline !== addCalendarDays(current.start_date, WOTC_SUBMISSION_DAYS)
                    ? 'IRS transition relief'
                    : `start date + ${WOTC_SUBMISSION_DAYS} days`
                })`,
              ],
              ['Program status', current.program_status ? PROGRAM_STATUS_TEXT[current.program_status] : ''],
            ]}
          />
        </div>
      ) : (
        <p>Record the hire once the applicant is offered the job: the state deadline is counted from the start date.</p>
      )}
      {savedNotice && (
        <div role="status">
          <p>Hire record saved.</p>
          {outcome.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <HiredEmployeeLink submission={current} />
      <HireCorrections corrections={current.hire_corrections} />
      {sent && !isAdmin ? (
        <>
          <DetailList
            items={[
              ...HIRE_DATES.map(({ label, shown }): DetailItem => [label, formatDate(current[shown])]),
              ['Starting wage', current.starting_wage ? `$${current.starting_wage} per hour` : ''],
              ['Job title', current.job_title],
            ]}
          />
          <p className="field__hint">
            This submission was sent to the state: contact ClearHire to correct its hire. Each correction is kept with its reason, and the forms the state received are kept as
            sent.
          </p>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <ServerErrors errors={serverErrors} />
          <div className={shared.fieldGrid}>
            {HIRE_DATES.map(({ field, id, label }) => (
              <TextField key={field} id={id} label={label} type="date" required registration={register(field, dateRules(label))} error={errors[field]?.message} />
            ))}
            <TextField
              id="hire-wage"
              label="Starting wage"
              hint="Dollars per hour, e.g. 15.50"
              inputMode="decimal"
              required
              registration={register('startingWage', {
                required: fieldMessages.required('Starting wage'),
                validate: (v) => (WAGE_PATTERN.test(v.trim()) && Number(v) > 0) || 'Starting wage must be a positive amount in dollars with at most 2 decimals.',
              })}
              error={errors.startingWage?.message}
            />
            <TextField
              id="hire-job-title"
              label="Job title"
              required
              maxLength={HIRE_LIMITS.jobTitle}
              registration={register('jobTitle', {
                validate: (v) => v.trim() !== '' || fieldMessages.required('Job title'),
                maxLength: { value: HIRE_LIMITS.jobTitle, message: fieldMessages.max('Job title', HIRE_LIMITS.jobTitle) },
              })}
              error={errors.jobTitle?.message}
            />
          </div>
          {sent && (
            <TextAreaField
              id="hire-reason"
              label="Reason for the correction"
              hint="The state already has this hire: the reason is kept with the correction, and the forms the state received are kept as sent."
              required
              maxLength={HIRE_LIMITS.correctionReason}
              registration={register('reason', {
                validate: (v) => v.trim() !== '' || 'Give the reason for correcting a hire the state already has.',
                maxLength: { value: HIRE_LIMITS.correctionReason, message: fieldMessages.max('Reason for the correction', HIRE_LIMITS.correctionReason) },
              })}
              error={errors.reason?.message}
            />
          )}
          {offerI9 ? (
            <CheckboxField
              id="hire-start-i9"
              label="Start this employee's Form I-9 now"
              hint="Adds the applicant as an employee and e-mails them the private link to Section 1."
              registration={register('startI9')}
              error={errors.startI9?.message}
            />
          ) : (
            !current.employee_id && !companyLoading && <p className="field__hint">{i9StartUnavailableReason(isCompanyUser)}</p>
          )}
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? 'Saving…' : sent ? 'Correct the hire record' : 'Save hire record'}
          </button>
        </form>
      )}
    </section>
  );
}

/** The corrections made after sending, newest first: when, why, and what changed. */
function HireCorrections({ corrections }: { corrections: SubmissionDetailView['hire_corrections'] }) {
  if (corrections.length === 0) return null;
  const LABELS = { offer_date: 'offer date', hire_date: 'hire date', start_date: 'start date', starting_wage: 'starting wage', job_title: 'job title' } as const;
  return (
    <div className={shared.section}>
      <h3>Corrections after sending</h3>
      <ul className={shared.plainList}>
        {corrections.map((c) => {
          const changes = (Object.keys(LABELS) as (keyof typeof LABELS)[])
            .filter((k) => c.before[k] !== c.after[k])
            .map((k) => `${LABELS[k]} ${c.before[k] ?? '—'} → ${c.after[k] ?? '—'}`);
          return (
            <li key={c.corrected_at}>
              {formatDate(c.corrected_at)}: {changes.join(', ')}. Reason: {c.reason}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
