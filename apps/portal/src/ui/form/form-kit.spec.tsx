import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ServerErrors } from '../ServerErrors';
import { FieldLocaleProvider, type FieldLocale } from './field-text';
import { SelectField, TextAreaField, TextField } from './Fields';
import { emailRules, textRules } from './rules';
import { showErrorsOnFields, type ServerErrorFields } from './server-errors';
import { useKitForm } from './use-kit-form';

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
  const { register, handleSubmit, setError, formState } = useKitForm<Values>({
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
      const { register, handleSubmit, formState } = useKitForm<{ email: string; note: string }>({ defaultValues: { email: '', note: '' } });
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

interface Place {
  firstname: string;
  city: string;
}

/** A block drawn by the form, like the name and password pairs: its field registers after the form's own. */
function NameBlock({ register, errors }: { register: UseFormRegister<Place>; errors: FieldErrors<Place> }) {
  return <TextField id="place-first" label="First name" required registration={register('firstname', textRules('First name', 20))} error={errors.firstname} />;
}

/** First name (in a block) above City (the form's own field), as a page draws them. */
function PlaceForm({ answer }: { answer?: { msg: string; param?: string }[] }) {
  const { register, handleSubmit, setError, formState } = useKitForm<Place>({ defaultValues: { firstname: '', city: '' } });
  const [serverErrors, setServerErrors] = useState<{ msg: string; param?: string }[]>([]);
  const submit = handleSubmit(() => {
    const errors = answer ?? [];
    setServerErrors(errors);
    showErrorsOnFields(errors, setError, { fields: ['firstname', 'city'] });
  });
  return (
    <>
      <h1>Place</h1>
      <ServerErrors errors={serverErrors} />
      <form onSubmit={submit} noValidate>
        <NameBlock register={register} errors={formState.errors} />
        <TextField id="place-city" label="City" required registration={register('city', textRules('City', 20))} error={formState.errors.city} />
        <button type="submit">Send</button>
      </form>
    </>
  );
}

describe('where a refused form puts the focus', () => {
  it('on the first invalid field on the page, not the first one registered', async () => {
    render(<PlaceForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('City is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
  });

  it('on the first field the server names, in page order', async () => {
    render(<PlaceForm answer={[{ msg: 'We do not serve this city.', param: 'city' }, { msg: 'Try again later.' }]} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('City'), 'Gotham');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')));
    expect(screen.getByRole('alert').textContent).toContain('Try again later.');
  });

  it('on the error summary when the server names no field (the submit button was disabled meanwhile)', async () => {
    render(<PlaceForm answer={[{ msg: 'The e-mail or password is incorrect.' }]} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('City'), 'Gotham');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(document.activeElement?.textContent).toContain('The e-mail or password is incorrect.');
  });

  it('nowhere new for a list of errors that speaks for no form (a failed download)', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { rerender } = render(
      <>
        <button type="button">Download</button>
        <ServerErrors errors={[]} />
      </>,
    );
    screen.getByRole('button', { name: 'Download' }).focus();
    rerender(
      <>
        <button type="button">Download</button>
        <ServerErrors errors={[{ msg: 'The file could not be downloaded.' }]} />
      </>,
    );
    // Every timer the list sets has run (it waits for the fields' own errors before it moves focus).
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download' }));
  });
});
