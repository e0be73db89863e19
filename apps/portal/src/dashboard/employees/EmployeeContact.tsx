import { useState } from 'react';
import { EMPLOYEE_LIMITS, type Language } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { useEmployeesResendLinkMutation, useEmployeesUpdateMutation, type EmployeeDetailView, type EmployeeUpdateDto } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { CheckboxField, TextField } from '../../ui/form/Fields';
import { emailRules } from '../../ui/form/rules';
import { useServerErrors } from '../../ui/form/server-errors';
import { useKitForm } from '../../ui/form/use-kit-form';
import { LanguageField } from './EmployeeLanguage';
import shared from '../common/dashboard.module.css';

interface Values {
  email: string;
  offerAcceptedOn: string;
  language: Language;
  resend: boolean;
}

const FIELDS = { fields: ['email', 'offerAcceptedOn', 'language'] as const };

/**
 * How the employee is reached, corrected after they were added: the e-mail their private link goes
 * to (until Section 1 is done, when the address they gave is on the form), the language of the mail,
 * and the day the job offer was accepted (E-Verify needs it). While Section 1 waits, the link can be
 * sent again: a new one, the old one stops working.
 */
export function EmployeeContact({ employee, onSaved }: { employee: EmployeeDetailView; onSaved: () => void }) {
  const pending = employee.i9_status === 'pending';
  const [update, saving] = useEmployeesUpdateMutation();
  const [resendLink, resending] = useEmployeesResendLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useKitForm<Values>({
    defaultValues: { email: employee.email, offerAcceptedOn: employee.offer_accepted_on ?? '', language: employee.language, resend: false },
  });
  const serverErrors = useServerErrors(saving.error, setError, FIELDS);

  const save = handleSubmit(async (v) => {
    setSent(null);
    const changes: EmployeeUpdateDto = {
      ...(pending && v.email.trim() !== employee.email ? { email: v.email.trim() } : {}),
      ...(v.offerAcceptedOn && v.offerAcceptedOn !== employee.offer_accepted_on ? { offerAcceptedOn: v.offerAcceptedOn } : {}),
      ...(v.language !== employee.language ? { language: v.language } : {}),
    };
    if (Object.keys(changes).length > 0 && !('data' in (await update({ id: employee.id, employeeUpdateDto: changes })))) return;
    if (pending && v.resend) await resend();
    else onSaved();
  });

  const resend = async () => {
    setSent(null);
    const result = await resendLink({ id: employee.id });
    if ('data' in result && result.data) setSent(result.data.data.email);
    onSaved();
  };

  return (
    <section aria-labelledby="contact-title" className="card">
      <h2 id="contact-title">Contact and offer</h2>
      <ServerErrors errors={[...serverErrors, ...apiErrors(resending.error)]} scroll={false} />
      {sent && (
        <p role="status" className="banner banner--success">
          A new link was e-mailed to {sent}. The previous link no longer works.
        </p>
      )}
      <form noValidate onSubmit={save} aria-label="Contact and offer" className={shared.narrowForm}>
        {pending ? (
          <TextField
            id="contact-email"
            label="E-mail"
            type="email"
            required
            maxLength={EMPLOYEE_LIMITS.email}
            hint="Where the private Form I-9 link goes. It can be corrected until Section 1 is completed."
            error={formState.errors.email}
            registration={register('email', emailRules('E-mail', EMPLOYEE_LIMITS.email))}
          />
        ) : (
          <p>E-mail: {employee.email} (given by the employee in Section 1)</p>
        )}
        <TextField
          id="contact-offer"
          label="Job offer accepted on"
          type="date"
          max={todayCalendarDate()}
          hint="Not after the first day of employment. E-Verify cases need it."
          error={formState.errors.offerAcceptedOn}
          registration={register('offerAcceptedOn')}
        />
        <LanguageField idPrefix="contact" error={formState.errors.language} registration={register('language')} />
        {pending && (
          <CheckboxField id="contact-resend" label="Send the Form I-9 link again with the changes (a new link; the previous one stops working)" registration={register('resend')} />
        )}
        <div className={shared.actions}>
          <button type="submit" className="button" disabled={saving.isLoading || resending.isLoading}>
            {saving.isLoading || resending.isLoading ? 'Saving…' : 'Save'}
          </button>
          {pending && (
            <button type="button" className="button button--secondary" disabled={saving.isLoading || resending.isLoading} onClick={() => void resend()}>
              Send the link again
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
