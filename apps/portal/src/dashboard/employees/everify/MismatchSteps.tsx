import { useKitForm } from '../../../ui/form/use-kit-form';
import { EVERIFY_AGENCY_LABELS, EVERIFY_EMPLOYEE_DECISION_LABELS, EVERIFY_LIMITS, type EVerifyEmployeeDecision } from '@clearhire/contracts';
import { AGENCY_CONTACT_WORKING_DAYS } from '@clearhire/domain';
import type { EVerifyCaseView } from '../../../api/generated';
import { ServerErrors } from '../../../ui/ServerErrors';
import { ChoiceGroup, TextField } from '../../../ui/form/Fields';
import { useServerErrors } from '../../../ui/form/server-errors';
import { useEVerifyAction } from './use-everify-action';
import shared from '../../common/dashboard.module.css';

/** Said where the employer decides: an open mismatch is never a reason to act against the employee. */
export function NoAdverseAction() {
  return (
    <p className="banner banner--warning" role="note">
      While the mismatch is open, do not fire, suspend, delay the start, cut hours or pay, or take any other action against the employee because of
      it. A tentative nonconfirmation is not proof that the employee is not authorized to work.
    </p>
  );
}

interface DecisionValues {
  decision: '' | EVerifyEmployeeDecision;
  signature: string;
}

/**
 * A tentative nonconfirmation, step by step (docs/compliance.md §6.2): the employer gives the employee
 * the Further Action Notice in private; the employee decides whether to take action and signs; the
 * employer refers the case. Each step is one call; the page shows the next one.
 */
export function MismatchSteps({ employeeId, current, onChanged }: { employeeId: string; current: EVerifyCaseView; onChanged: () => void }) {
  const step = current.next_action?.step;
  const agency = current.agency ? EVERIFY_AGENCY_LABELS[current.agency] : 'the agency';
  const { run, isLoading, error } = useEVerifyAction(employeeId, onChanged);
  const { register, handleSubmit, setError, formState } = useKitForm<DecisionValues>({ defaultValues: { decision: '', signature: '' } });
  const serverErrors = useServerErrors(error, setError, { fields: ['decision', 'signature'] });

  return (
    <>
      <NoAdverseAction />
      <ServerErrors errors={serverErrors} scroll={false} />
      {step === 'notify' && (
        <>
          <p>
            Meet the employee in private, explain that E-Verify could not confirm their records with {agency}, and give them the Further Action
            Notice (English or Spanish, above) to read.
          </p>
          <button type="button" className="button" disabled={isLoading} onClick={() => void run({ action: 'notify' })}>
            I gave the employee the Further Action Notice in private
          </button>
        </>
      )}
      {step === 'employee-decision' && (
        <form noValidate aria-label="Record the employee’s decision" onSubmit={handleSubmit((v) => run({ action: 'employee-decision', decision: v.decision as EVerifyEmployeeDecision, signature: v.signature }))}>
          <ChoiceGroup
            id="everify-decision"
            label="The employee’s decision on the Further Action Notice"
            required
            options={[
              { value: 'take-action', label: `${EVERIFY_EMPLOYEE_DECISION_LABELS['take-action']} with ${agency}` },
              { value: 'no-action', label: `${EVERIFY_EMPLOYEE_DECISION_LABELS['no-action']} (the case becomes a final nonconfirmation)` },
            ]}
            error={formState.errors.decision}
            registration={register('decision', { required: 'Choose the employee’s decision.' })}
          />
          <TextField
            id="everify-signature"
            label="Employee’s signature"
            hint="The name the employee signed on the notice."
            required
            maxLength={EVERIFY_LIMITS.decisionSignature}
            error={formState.errors.signature}
            registration={register('signature', { required: 'Type the employee’s signature.', maxLength: { value: EVERIFY_LIMITS.decisionSignature, message: `At most ${EVERIFY_LIMITS.decisionSignature} characters.` } })}
          />
          <button type="submit" className="button" disabled={isLoading}>
            Record the decision
          </button>
        </form>
      )}
      {step === 'refer' && (
        <div className={shared.actions}>
          <p>
            Refer the case: E-Verify then issues the Referral Date Confirmation, and the employee has {AGENCY_CONTACT_WORKING_DAYS} federal government
            working days to contact {agency}. They keep working meanwhile.
          </p>
          <button type="button" className="button" disabled={isLoading} onClick={() => void run({ action: 'refer' })}>
            Refer the case to {agency}
          </button>
        </div>
      )}
    </>
  );
}
