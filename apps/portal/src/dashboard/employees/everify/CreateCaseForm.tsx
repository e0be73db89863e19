import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { daysLeftText, EVERIFY_LATE_REASONS, EVERIFY_REASON_TEXT_MAX, type EVerifyLateReason } from '@clearhire/contracts';
import { looksLikeItHoldsAnSsn } from '@clearhire/domain';
import { useEVerifyCreateMutation, type EVerifyView } from '../../../api/generated';
import { ServerErrors } from '../../../ui/ServerErrors';
import { SelectField, TextAreaField } from '../../../ui/form/Fields';
import { useServerErrors } from '../../../ui/form/server-errors';
import { formatDate } from '../../../ui/format';
import styles from '../section2/section2.module.css';

interface Values {
  lateReason: '' | EVerifyLateReason;
  lateReasonText: string;
}

const FIELDS = { fields: ['lateReason', 'lateReasonText'] as const };

/**
 * Creates the case once Section 2 is signed, by the 3rd business day after the first day. A late
 * case asks for E-Verify's reason for delay; "Other" is explained in words that go to E-Verify, so
 * never with an SSN.
 */
export function CreateCaseForm({ employeeId, everify, onCreated, focusOnOpen = false }: { employeeId: string; everify: EVerifyView; onCreated: () => void; focusOnOpen?: boolean }) {
  const [create, { isLoading, error }] = useEVerifyCreateMutation();
  const { register, handleSubmit, setError, control, formState } = useKitForm<Values>({ defaultValues: { lateReason: '', lateReasonText: '' } });
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const reason = useWatch({ control, name: 'lateReason' });
  const { case_due_date: due, case_days_left: daysLeft, case_days_unit: unit } = everify;
  const late = daysLeft !== null && daysLeft < 0;
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from the next step after Section 2: the focus goes on to the first thing to answer (the reason, or the button).
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('select, textarea, button')?.focus();
  }, [focusOnOpen]);

  const submit = async (v: Values) => {
    const body = late ? { lateReason: v.lateReason || undefined, ...(v.lateReason === 'OTHER' ? { lateReasonText: v.lateReasonText } : {}) } : {};
    const result = await create({ id: employeeId, createEVerifyCaseDto: body });
    if ('data' in result) onCreated();
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(submit)} aria-label="Create the E-Verify case">
      {due && daysLeft !== null && unit && (
        <p className={`${styles.deadline} ${late ? styles.late : ''}`}>
          Case due {formatDate(due)}: {daysLeftText(daysLeft, unit)}
        </p>
      )}
      <ServerErrors errors={serverErrors} scroll={false} />
      {late && (
        <>
          <SelectField
            id="everify-late-reason"
            label="Reason for delay"
            required
            placeholder="Choose the reason…"
            options={EVERIFY_LATE_REASONS.map((r) => ({ value: r.code, label: r.label }))}
            error={formState.errors.lateReason}
            registration={register('lateReason', { required: 'Choose the reason for delay: E-Verify asks for it once the case is late.' })}
          />
          {reason === 'OTHER' && (
            <TextAreaField
              id="everify-late-reason-text"
              label="Explanation"
              hint={`At most ${EVERIFY_REASON_TEXT_MAX} characters. It goes to E-Verify: no Social Security number or other personal data.`}
              required
              error={formState.errors.lateReasonText}
              registration={register('lateReasonText', {
                required: 'Explain the reason in a few words.',
                maxLength: { value: EVERIFY_REASON_TEXT_MAX, message: `The explanation may have at most ${EVERIFY_REASON_TEXT_MAX} characters.` },
                validate: (v) => !looksLikeItHoldsAnSsn(v) || 'Leave out Social Security numbers and other personal data.',
              })}
            />
          )}
        </>
      )}
      <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Creating…' : 'Create E-Verify case'}
      </button>
    </form>
  );
}
