import { useKitForm } from '../../ui/form/use-kit-form';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_LANGUAGE, EMPLOYEE_LIMITS } from '@clearhire/contracts';
import { LanguageField } from './EmployeeLanguage';
import { useEmployeesAddMutation, type AddEmployeeDto } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { SelectField, TextField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { mobilePhoneRules } from '../../ui/form/mobile-phone-rules';
import { useCompanyLocations } from '../common/use-locations';
import { EmailAddressField, NameFields } from '../../ui/form/NameFields';
import { usePageTitle } from '../common/hooks';
import { LoadingText, NotAvailable } from '../common/states';
import { employeePath } from './I9StatusBadge';
import { useCanAddEmployees } from './use-company-erd';
import shared from '../common/dashboard.module.css';

const TITLE = 'Add New Employee';

/** /dashboard/employees/add: company users with an approved ERD (docs/product.md §4). */
export function AddEmployeePage() {
  usePageTitle(TITLE);
  const { canAdd, isLoading, isCompanyUser } = useCanAddEmployees();
  if (!isCompanyUser) {
    return <NotAvailable title="Page not available" message="Employees are added from a company account." />;
  }
  return (
    <>
      <p>
        <Link to="/dashboard/employees">Back to employees</Link>
      </p>
      <h1>{TITLE}</h1>
      {isLoading ? (
        <LoadingText what="your company" />
      ) : canAdd ? (
        <AddEmployeeForm />
      ) : (
        <div className="banner banner--warning">
          <p>Employees can be added once your ERD and I-9 Employer Authorization forms are approved.</p>
          <Link to="/dashboard">Back to the dashboard</Link>
        </div>
      )}
    </>
  );
}

const FIELDS = { fields: ['locationId', 'mobilePhone', 'language'] as const };

/**
 * On 201 the new employee opens; they are e-mailed their I-9 link. Errors show at the top without
 * scrolling (docs/product.md §8). A user of several locations says where the employee works.
 */
function AddEmployeeForm() {
  const navigate = useNavigate();
  const [addEmployee, { isLoading, error }] = useEmployeesAddMutation();
  const { locations, several } = useCompanyLocations();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useKitForm<AddEmployeeDto>({ defaultValues: { firstname: '', lastname: '', email: '', offerAcceptedOn: '', startDate: '', mobilePhone: '', language: DEFAULT_LANGUAGE } });
  // The location's refusal shows under its field too; the others at the top, as before.
  useServerErrors(error, setError, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    const addEmployeeDto: AddEmployeeDto = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      ...(values.offerAcceptedOn ? { offerAcceptedOn: values.offerAcceptedOn } : {}),
      ...(values.startDate ? { startDate: values.startDate } : {}),
      ...(several && values.locationId ? { locationId: values.locationId } : {}),
      ...(values.mobilePhone?.trim() ? { mobilePhone: values.mobilePhone.trim() } : {}),
      // English is what the API assumes when none is given.
      ...(values.language && values.language !== DEFAULT_LANGUAGE ? { language: values.language } : {}),
    };
    const result = await addEmployee({ addEmployeeDto });
    if ('data' in result && result.data) navigate(employeePath(result.data.employeeId));
  });

  return (
    <form onSubmit={onSubmit} noValidate className={shared.narrowForm}>
      <ServerErrors errors={apiErrors(error)} scroll={false} />
      <p>The employee receives an e-mail (and, with a mobile number, a text message) with a private link to complete Section 1 of Form I-9. Fields marked * are required.</p>
      <NameFields idPrefix="employee" autoComplete="off" max={EMPLOYEE_LIMITS} register={register} errors={errors} />
      <EmailAddressField idPrefix="employee" label="E-mail" autoComplete="off" max={EMPLOYEE_LIMITS.email} register={register} errors={errors} />
      <TextField
        id="employee-mobile"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="Optional. The Form I-9 link and reminders are also sent by text message. A US number: 10 digits."
        error={errors.mobilePhone?.message}
        registration={register('mobilePhone', mobilePhoneRules('Mobile number'))}
      />
      {several && (
        <SelectField
          id="employee-location"
          label="Location"
          required
          hint="Where the employee works."
          options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          placeholder="Choose a location"
          error={errors.locationId}
          registration={register('locationId', { setValueAs: (v: string | number | undefined) => (v ? Number(v) : undefined), required: 'Location is required.' })}
        />
      )}
      <LanguageField idPrefix="employee" error={errors.language} registration={register('language')} />
      <TextField
        id="employee-offer"
        label="Job offer accepted on"
        type="date"
        hint="Form I-9 is completed only after the offer is accepted."
        error={errors.offerAcceptedOn?.message}
        registration={register('offerAcceptedOn')}
      />
      <TextField
        id="employee-start"
        label="First day of employment"
        type="date"
        hint="Section 2 is due within 3 business days of this day; the employee list counts down to it."
        error={errors.startDate?.message}
        registration={register('startDate', {
          validate: (value, all) => !value || !all.offerAcceptedOn || value >= all.offerAcceptedOn || 'The first day of employment cannot be before the job offer was accepted.',
        })}
      />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Adding…' : 'Submit'}
      </button>
    </form>
  );
}
