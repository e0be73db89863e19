import { useKitForm } from '../../ui/form/use-kit-form';
import { useEmployeesUpdateMutation, type EmployeeDetailView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { mobilePhoneRules } from '../../ui/form/mobile-phone-rules';
import { useServerErrors } from '../../ui/form/server-errors';
import shared from '../common/dashboard.module.css';

interface Values {
  mobilePhone: string;
}

const FIELDS = { fields: ['mobilePhone'] as const };

/**
 * The number the Form I-9 link and reminders are texted to, shown by its last four digits, and
 * whether it replied STOP. It may be corrected or removed until the employee completes Section 1
 * (the API answers 409 after); a new number gets the link by text at once.
 */
export function EmployeeMobilePhone({ employee, onSaved }: { employee: EmployeeDetailView; onSaved: () => void }) {
  const [update, { isLoading, error }] = useEmployeesUpdateMutation();
  const { register, handleSubmit, setError, reset, formState } = useKitForm<Values>({ defaultValues: { mobilePhone: '' } });
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const correctable = employee.i9_status === 'pending';
  const save = (mobilePhone: string | null) =>
    update({ id: employee.id, employeeUpdateDto: { mobilePhone } }).then((result) => {
      if ('data' in result) {
        reset({ mobilePhone: '' });
        onSaved();
      }
    });

  return (
    <div>
      <p>
        <strong>Mobile number:</strong> {employee.mobile_phone ?? 'None: the Form I-9 link goes by e-mail only'}
        {employee.mobile_phone && employee.texts_opted_out && (
          <>
            {' '}
            <span className="badge badge--rejected">Opted out of texts</span>
          </>
        )}
      </p>
      {correctable && (
        <>
          <ServerErrors errors={serverErrors} scroll={false} />
          <form noValidate onSubmit={handleSubmit((v) => save(v.mobilePhone.trim()))} aria-label="Correct the mobile number" className={shared.inlineForm}>
            <TextField
              id="employee-mobile-correction"
              label={employee.mobile_phone ? 'Correct the mobile number' : 'Add a mobile number'}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              hint="Until Section 1 is done. A US number: 10 digits."
              error={formState.errors.mobilePhone}
              registration={register('mobilePhone', { required: 'Mobile number is required.', ...mobilePhoneRules('Mobile number') })}
            />
            <button type="submit" className="button" disabled={isLoading}>
              Save the number
            </button>
            {employee.mobile_phone && (
              <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void save(null)}>
                Remove the number
              </button>
            )}
          </form>
        </>
      )}
    </div>
  );
}
