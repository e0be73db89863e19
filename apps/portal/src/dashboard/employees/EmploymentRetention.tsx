import { useKitForm } from '../../ui/form/use-kit-form';
import { todayCalendarDate } from '@clearhire/domain';
import { useEmployeesUpdateMutation, type EmployeeDetailView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { pastDateRules } from '../../ui/form/rules';
import { useServerErrors } from '../../ui/form/server-errors';
import { formatDate } from '../../ui/format';
import { DetailList } from '../common/DetailList';
import shared from '../common/dashboard.module.css';

interface Values {
  terminationDate: string;
}

const FIELDS = { fields: ['terminationDate'] as const };

/**
 * The end of employment and how long the Form I-9 is kept (3 years after the first day or 1 year
 * after termination, whichever is later; then it is destroyed), and an administrator's legal hold,
 * which keeps it past that day.
 */
export function EmploymentRetention({ employee, isAdmin, onSaved }: { employee: EmployeeDetailView; isAdmin: boolean; onSaved: () => void }) {
  const [update, { isLoading, error }] = useEmployeesUpdateMutation();
  const { register, handleSubmit, setError, formState } = useKitForm<Values>({ defaultValues: { terminationDate: employee.termination_date ?? '' } });
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const save = (employeeUpdateDto: { terminationDate?: string; legalHold?: boolean }) =>
    update({ id: employee.id, employeeUpdateDto }).then((result) => {
      if ('data' in result) onSaved();
    });
  const retention = employee.retain_until
    ? `Kept through ${formatDate(employee.retain_until)}${employee.legal_hold ? ', and past it while the legal hold stands' : ', then destroyed'}`
    : 'Kept while the employee works here, and for the retention period after the termination is recorded';

  return (
    <section id="employment" aria-labelledby="retention-title" className="card">
      <h2 id="retention-title">Employment and retention</h2>
      <DetailList
        items={[
          ['First day of employment', formatDate(employee.start_date)],
          ['Termination date', formatDate(employee.termination_date)],
          ['Form I-9 retention', retention],
          ['Legal hold', employee.legal_hold ? 'Yes: the Form I-9 is not destroyed' : 'No'],
        ]}
      />
      <ServerErrors errors={serverErrors} scroll={false} />
      {employee.start_date && (
        <form noValidate onSubmit={handleSubmit((v) => save({ terminationDate: v.terminationDate }))} aria-label="Record the termination" className={shared.inlineForm}>
          <TextField
            id="employee-termination"
            label="Last day of employment"
            type="date"
            required
            error={formState.errors.terminationDate}
            registration={register('terminationDate', pastDateRules('Last day of employment', todayCalendarDate()))}
          />
          <button type="submit" className="button" disabled={isLoading}>
            {employee.termination_date ? 'Correct the termination' : 'Record the termination'}
          </button>
        </form>
      )}
      {isAdmin && (
        <p>
          <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void save({ legalHold: !employee.legal_hold })}>
            {employee.legal_hold ? 'Lift the legal hold' : 'Place a legal hold'}
          </button>
        </p>
      )}
    </section>
  );
}
