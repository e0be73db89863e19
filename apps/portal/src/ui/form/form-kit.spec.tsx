import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FieldLocaleProvider, type FieldLocale } from './field-text';
import { SelectField, TextField } from './Fields';
import { emailRules } from './rules';
import { showErrorsOnFields, type ServerErrorFields } from './server-errors';

interface Values {
  email: string;
  expiryDate: string;
  state: string;
}

const FIELDS: ServerErrorFields<Values> = {
  fields: ['email', 'state'],
  aliases: { expiry: 'expiryDate' },
};

/** A small form drawn with the kit; `serverErrors` arrive as the API would send them on submit. */
function KitForm({ serverErrors = [] }: { serverErrors?: { msg: string; param?: string }[] }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { email: '', expiryDate: '', state: '' },
  });
  const submit = handleSubmit(() => showErrorsOnFields(serverErrors, setError, FIELDS));
  return (
    <form onSubmit={submit} noValidate>
      <TextField id="kit-email" label="E-mail" required registration={register('email', emailRules('E-mail', 50))} error={formState.errors.email} />
      <TextField id="kit-expiry" label="Expiration date" registration={register('expiryDate')} error={formState.errors.expiryDate} />
      <SelectField
        id="kit-state"
        label="State"
        options={[{ value: 'CA', label: 'California' }]}
        registration={register('state')}
        error={formState.errors.state?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((text) => text && control.getAttribute('aria-invalid') === 'true');
};

describe('the portal form kit', () => {
  it('ties a failed rule to its field: message, aria-invalid and aria-describedby', async () => {
    render(<KitForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(screen.getByLabelText('State').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-required')).toBe('true');
  });

  it('shows each server error under the field it names, through the aliases, and ignores the rest', async () => {
    const serverErrors = [
      { msg: 'State is not served yet.', param: 'state' },
      { msg: 'The document has expired.', param: 'expiry' },
      { msg: 'Password is wrong.', param: 'password' },
      { msg: 'Try again later.' },
    ];
    render(<KitForm serverErrors={serverErrors} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('State is not served yet.')).toBeTruthy();
    expect(errorOf('State')).toBe('State is not served yet.');
    expect(errorOf('Expiration date')).toBe('The document has expired.');
    expect(screen.queryByText('Password is wrong.')).toBeNull();
    expect(screen.queryByText('Try again later.')).toBeNull();
  });

  it('lets a form area translate its errors and name the empty choice', async () => {
    const spanish: FieldLocale = {
      errorText: (m) => (m === 'Enter a valid e-mail address, like name@example.com.' ? 'Escriba un correo válido.' : m),
      choose: 'Elija…',
    };
    render(
      <FieldLocaleProvider locale={spanish}>
        <KitForm />
      </FieldLocaleProvider>,
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Escriba un correo válido.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Elija…' })).toBeTruthy();
  });

  it('draws no empty choice when neither the form nor its locale names one', () => {
    render(<KitForm />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['California']);
  });
});
