import { useWatch } from 'react-hook-form';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { EVERIFY_CLOSURE_REASONS, EVERIFY_REASON_TEXT_MAX, type EVerifyClosureReason } from '@clearhire/contracts';
import { looksLikeItHoldsAnSsn } from '@clearhire/domain';
import type { EVerifyCaseView } from '../../../api/generated';
import { ServerErrors } from '../../../ui/ServerErrors';
import { ChoiceGroup, SelectField, TextAreaField } from '../../../ui/form/Fields';
import { useServerErrors } from '../../../ui/form/server-errors';
import { useEVerifyAction } from './use-everify-action';

interface Values {
  reason: '' | EVerifyClosureReason;
  currentlyEmployed: '' | 'yes' | 'no';
  reasonText: string;
}

const FIELDS = { fields: ['reason', 'currentlyEmployed', 'reasonText'] as const };
const ANY_CASE: EVerifyClosureReason[] = ['INCORRECT_DATA', 'EMPLOYEE_QUIT', 'OTHER'];

/** The closure reasons that fit the case as it stands (the API checks them again). */
function reasonsFor(c: EVerifyCaseView): EVerifyClosureReason[] {
  if (c.status === 'final-nonconfirmation') {
    return c.employee_decision === 'no-action'
      ? ['EMPLOYEE_NOT_TAKING_ACTION_CONTINUES_TO_WORK', 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED', ...ANY_CASE]
      : ['EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC', 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', ...ANY_CASE];
  }
  if (c.status === 'duplicate-case') return ['DUPLICATE_CASE_DATA_EXISTS', ...ANY_CASE];
  return ANY_CASE;
}

/** Closes the open case with one of E-Verify's closure reasons and whether the employee still works here. */
export function CloseCaseForm({ employeeId, current, onClosed }: { employeeId: string; current: EVerifyCaseView; onClosed: () => void }) {
  const { run, isLoading, error } = useEVerifyAction(employeeId, onClosed);
  const { register, handleSubmit, setError, control, formState } = useKitForm<Values>({ defaultValues: { reason: '', currentlyEmployed: '', reasonText: '' } });
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const reason = useWatch({ control, name: 'reason' });
  const options = reasonsFor(current).map((code) => ({ value: code, label: EVERIFY_CLOSURE_REASONS.find((r) => r.code === code)?.label ?? code }));

  const submit = (v: Values) =>
    run({
      action: 'close',
      reason: v.reason as EVerifyClosureReason,
      currentlyEmployed: v.currentlyEmployed === 'yes',
      ...(v.reason === 'OTHER' ? { reasonText: v.reasonText } : {}),
    });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Close the E-Verify case">
      <ServerErrors errors={serverErrors} scroll={false} />
      <SelectField
        id="everify-closure-reason"
        label="Closure reason"
        required
        placeholder="Choose the reason…"
        options={options}
        error={formState.errors.reason}
        registration={register('reason', { required: 'Choose the closure reason.' })}
      />
      {reason === 'OTHER' && (
        <TextAreaField
          id="everify-closure-text"
          label="Explanation"
          hint={`At most ${EVERIFY_REASON_TEXT_MAX} characters, without personal data such as an SSN.`}
          required
          error={formState.errors.reasonText}
          registration={register('reasonText', {
            required: 'Explain the reason in a few words.',
            maxLength: { value: EVERIFY_REASON_TEXT_MAX, message: `At most ${EVERIFY_REASON_TEXT_MAX} characters.` },
            validate: (v) => !looksLikeItHoldsAnSsn(v) || 'Leave out Social Security numbers and other personal data.',
          })}
        />
      )}
      <ChoiceGroup
        id="everify-still-employed"
        label="Does the employee still work for the company?"
        required
        inline
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        error={formState.errors.currentlyEmployed}
        registration={register('currentlyEmployed', { required: 'Say whether the employee still works for the company.' })}
      />
      <button type="submit" className="button" disabled={isLoading}>
        Close the case
      </button>
    </form>
  );
}
