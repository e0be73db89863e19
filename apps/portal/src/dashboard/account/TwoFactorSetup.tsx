import { useEffect, useRef } from 'react';
import { type FieldError, type UseFormRegister } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { clearhireApi, useTwoFactorBeginMutation, useTwoFactorEnableMutation, type TwoFactorSetupResponse } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { tokenRenewed } from '../../session/session-slice';
import { CopyButton } from '../../ui/CopyButton';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { digitsRules, textRules } from '../../ui/form/rules';
import { FormActions } from '../common/FormActions';
import { ACCOUNT_LIMITS as L } from '@clearhire/contracts';
import shared from '../common/dashboard.module.css';

/**
 * Keeps the new session token the API answers with when two-factor sign-in is turned on or off (every
 * other session of the user has ended), then reads the status again with it: the status call the
 * mutation itself set off may have left with the old token.
 */
export function useTwoFactorTokenRenewal() {
  const dispatch = useAppDispatch();
  return (token: string) => {
    dispatch(tokenRenewed(token));
    dispatch(clearhireApi.util.invalidateTags(['auth']));
  };
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

interface Props {
  /** Two-factor sign-in is on: the ten recovery codes to show once; the new token is already kept. */
  onEnabled: (recoveryCodes: string[]) => void;
  /**
   * Ask for the password before the set-up starts (the Account page): a stolen session must not tie
   * the account to another phone. A session that must set it up has just given it, and is not asked.
   */
  askPassword: boolean;
  /** The heading level inside: under the Account page's section (3) or the set-up screen's title (2). */
  level: 2 | 3;
}

/**
 * Turning two-factor sign-in on, on the Account page and on the screen a session that must set it up
 * sees instead of the dashboard: "Set up" asks the API for a new secret (POST
 * /api/auth/two-factor/setup), shown as the API's QR code and as text to type in; the first code of
 * the app turns it on (POST /api/auth/two-factor/enable), which answers with the recovery codes and a
 * new session token.
 */
export function TwoFactorSetup({ onEnabled, level, askPassword }: Props) {
  const [begin, started] = useTwoFactorBeginMutation();
  const setup = started.data;
  const beginErrors = apiErrors(started.error);

  if (!setup) {
    if (askPassword) return <PasswordFirst onSubmit={(password) => begin({ twoFactorSetupDto: { password } })} isLoading={started.isLoading} error={started.error} />;
    return (
      <div className={shared.stack}>
        <ServerErrors errors={beginErrors} scroll={false} />
        <p>
          <button type="button" className="button" disabled={started.isLoading} onClick={() => begin({ twoFactorSetupDto: {} })}>
            {started.isLoading ? 'Starting…' : 'Set up'}
          </button>
        </p>
      </div>
    );
  }
  return <ScanAndConfirm setup={setup} onEnabled={onEnabled} onCancel={() => started.reset()} level={level} />;
}

/** The password form of setting up and of turning off, and the API errors that show on its field. */
export interface PasswordValues {
  password: string;
}

export const PASSWORD_FIELDS = { fields: ['password'] as const };

/** The account's password, asked again before two-factor sign-in is set up or turned off on the Account page. */
export function PasswordAgainField({ id, register, error }: { id: string; register: UseFormRegister<PasswordValues>; error: FieldError | undefined }) {
  return (
    <TextField
      id={id}
      label="Password"
      type="password"
      required
      autoComplete="current-password"
      maxLength={L.password}
      error={error}
      registration={register('password', textRules('Password', L.password))}
    />
  );
}

/** "Set up" on the Account page: the password first, as turning it off asks. */
function PasswordFirst({ onSubmit, isLoading, error }: { onSubmit: (password: string) => void; isLoading: boolean; error: unknown }) {
  const { register, handleSubmit, setError, formState } = useKitForm<PasswordValues>({ defaultValues: { password: '' } });
  const serverErrors = useServerErrors(error as Parameters<typeof useServerErrors>[0], setError, PASSWORD_FIELDS);
  return (
    <div className={shared.stack}>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={handleSubmit(({ password }) => onSubmit(password))} noValidate aria-label="Set up two-factor sign-in" className={shared.narrowForm}>
        <PasswordAgainField id="two-factor-setup-password" register={register} error={formState.errors.password} />
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Starting…' : 'Set up'}
        </button>
      </form>
    </div>
  );
}

interface CodeValues {
  code: string;
}

const CODE_FIELDS = { fields: ['code'] as const };

function ScanAndConfirm({ setup, onEnabled, onCancel, level }: { setup: TwoFactorSetupResponse; onEnabled: (codes: string[]) => void; onCancel: () => void; level: 2 | 3 }) {
  const Heading = `h${level}` as const;
  const renew = useTwoFactorTokenRenewal();
  const form = useKitForm<CodeValues>({ defaultValues: { code: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const [enable, { isLoading, error }] = useTwoFactorEnableMutation();
  const serverErrors = useServerErrors(error, setError, CODE_FIELDS);
  const ref = useRef<HTMLDivElement>(null);
  // The steps replace the Set up button: focus moves to them, so a screen reader reads on from here.
  useEffect(() => ref.current?.focus(), []);

  const submit = handleSubmit(async ({ code }) => {
    const result = await enable({ twoFactorCodeDto: { code: code.replace(/\s+/g, '') } });
    if ('data' in result && result.data) {
      onEnabled(result.data.recoveryCodes);
      renew(result.data.token);
    }
  });

  return (
    <div ref={ref} tabIndex={-1} className={`${shared.stack} ${shared.twoFactorSteps}`} aria-label="Set up two-factor sign-in" role="group">
      <div>
        <Heading>1. Add ClearHire to your authenticator app</Heading>
        <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</p>
        <img className={shared.qrCode} alt="QR code for your authenticator app" src={setup.qrCode} width={200} height={200} />
        <p>Cannot scan it? Type this key into the app instead:</p>
        <div className={shared.secretRow}>
          <code className={shared.secret} data-testid="two-factor-secret">
            {groupedSecret(setup.secret)}
          </code>
          <CopyButton text={setup.secret} label="Copy key" />
        </div>
      </div>
      <div>
        <Heading>2. Enter the code the app shows</Heading>
        <ServerErrors errors={serverErrors} scroll={false} />
        <form onSubmit={submit} noValidate aria-label="Turn on two-factor sign-in" className={shared.narrowForm}>
          <TextField
            id="two-factor-setup-code"
            label="Code"
            hint="The 6 digits your authenticator app shows for ClearHire"
            required
            digitsOnly
            autoComplete="one-time-code"
            maxLength={6}
            error={formState.errors.code}
            registration={register('code', { ...digitsRules('Code', 6), minLength: { value: 6, message: 'Enter the 6 digits the app shows.' } })}
          />
          <FormActions label="Turn on" busyLabel="Turning on…" busy={isLoading} onCancel={onCancel} />
        </form>
      </div>
    </div>
  );
}

/** The ten recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone, doneLabel = 'I have saved them', level }: { codes: string[]; onDone: () => void; doneLabel?: string; level: 2 | 3 }) {
  const Heading = `h${level}` as const;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={shared.stack} role="group" aria-labelledby="recovery-codes-title">
      <p className="banner banner--success" role="status">
        Two-factor sign-in is on. You are still logged in here; any other devices have been logged out.
      </p>
      <Heading id="recovery-codes-title">Your recovery codes</Heading>
      <p className="banner banner--warning">
        <strong>Save these codes now: each works once, and they will not be shown again.</strong> Use one to log in when you do not have
        your authenticator app.
      </p>
      <ul className={shared.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={shared.actions}>
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <button type="button" className="button" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}
