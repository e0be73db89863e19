import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FieldLocaleProvider, type FieldLocale } from './field-text';
import { SelectField, TextAreaField, TextField } from './Fields';
import { emailRules, textRules } from './rules';
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

  it('never cuts what is typed or pasted: too long a value stays whole, and its rule says so (issue 32)', async () => {
    function LimitedForm() {
      const { register, handleSubmit, formState } = useForm<{ email: string; note: string }>({ defaultValues: { email: '', note: '' } });
      return (
        <form onSubmit={handleSubmit(() => undefined)} noValidate>
          <TextField id="limit-email" label="E-mail" type="email" maxLength={30} registration={register('email', emailRules('E-mail', 30))} error={formState.errors.email} />
          <TextAreaField id="limit-note" label="Note" maxLength={10} registration={register('note', textRules('Note', 10, { required: false }))} error={formState.errors.note} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<LimitedForm />);
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    // No maxlength for the browser to cut with, whatever the form asks of the kit.
    expect([email.getAttribute('maxlength'), note.getAttribute('maxlength')]).toEqual([null, null]);
    await userEvent.click(email);
    await userEvent.paste('guadalupe.hernandez@bluebonnet-diner.com');
    await userEvent.type(note, 'eleven char');
    expect([email.value, note.value]).toEqual(['guadalupe.hernandez@bluebonnet-diner.com', 'eleven char']);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('E-mail must be at most 30 characters.')).toBeTruthy();
    expect(screen.getByText('Note must be at most 10 characters.')).toBeTruthy();
  });

  it('draws no empty choice when neither the form nor its locale names one', () => {
    render(<KitForm />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['California']);
  });
});
