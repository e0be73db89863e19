import { useState } from 'react';
import { useKitForm } from '../../ui/form/use-kit-form';
import { useTwoFactorDisableMutation, useTwoFactorStatusQuery, type TwoFactorStatus } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { ServerErrors } from '../../ui/ServerErrors';
import { useServerErrors } from '../../ui/form/server-errors';
import { DetailList } from '../common/DetailList';
import { FormActions } from '../common/FormActions';
import { LoadFailed, LoadingText } from '../common/states';
import { PASSWORD_FIELDS, PasswordAgainField, RecoveryCodes, TwoFactorSetup, useTwoFactorTokenRenewal, type PasswordValues } from './TwoFactorSetup';
import shared from '../common/dashboard.module.css';

/**
 * The Account page's "Two-factor sign-in" (GET /api/auth/two-factor): whether it is on, whether it is
 * required, and the recovery codes left. Off: set it up. On: turn it off with the password, unless it
 * is required of the user (administrators always; company users when their company requires it).
 */
export function TwoFactorSection() {
  const { data, error, isLoading, refetch } = useTwoFactorStatusQuery();
  // Shown once after turning it on, whatever the status reads meanwhile.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} level={3} />;
  } else if (isLoading) {
    body = <LoadingText what="the two-factor sign-in status" />;
  } else if (!data) {
    body = <LoadFailed what="two-factor sign-in status" error={error} onRetry={refetch} />;
  } else {
    body = (
      <>
        <div role="status">{turnedOff && !data.enabled && <p className="banner banner--success">Two-factor sign-in is off. Any other devices have been logged out.</p>}</div>
        <TwoFactorStatusList status={data} />
        {data.enabled ? (
          data.required ? (
            <RequiredNote />
          ) : (
            <TurnOff onTurnedOff={() => setTurnedOff(true)} />
          )
        ) : (
          <>
            <p>
              Protect your account with a second step at login: after your password, you enter the 6-digit code an authenticator app on your
              phone shows.
            </p>
            <TwoFactorSetup
              level={3}
              askPassword
              onEnabled={(codes) => {
                setTurnedOff(false);
                setRecoveryCodes(codes);
              }}
            />
          </>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="two-factor-title" className="card">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      <div className={shared.stack}>{body}</div>
    </section>
  );
}

function TwoFactorStatusList({ status }: { status: TwoFactorStatus }) {
  return (
    <DetailList
      items={[
        ['Status', status.enabled ? 'On' : 'Off'],
        ['Required for your account', status.required ? 'Yes' : 'No'],
        ...(status.enabled ? [['Recovery codes left', String(status.recoveryCodesLeft)] as [string, string]] : []),
      ]}
    />
  );
}

function RequiredNote() {
  const { isAdmin } = useSession();
  return (
    <p className="banner">
      Two-factor sign-in cannot be turned off:{' '}
      {isAdmin ? 'it is required of every ClearHire administrator.' : 'your company requires it of everyone who signs in to its account.'}
    </p>
  );
}

/** "Turn off" asks for the password (POST /api/auth/two-factor/disable), which answers with a new session token. */
function TurnOff({ onTurnedOff }: { onTurnedOff: () => void }) {
  const [asking, setAsking] = useState(false);
  const renew = useTwoFactorTokenRenewal();
  const form = useKitForm<PasswordValues>({ defaultValues: { password: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const [disable, { isLoading, error, reset }] = useTwoFactorDisableMutation();
  const serverErrors = useServerErrors(error, setError, PASSWORD_FIELDS);

  if (!asking) {
    return (
      <p>
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Turn off
        </button>
      </p>
    );
  }

  const submit = handleSubmit(async (values) => {
    const result = await disable({ twoFactorOffDto: values });
    if ('data' in result && result.data) {
      onTurnedOff();
      renew(result.data.token);
    }
  });

  const cancel = () => {
    form.reset();
    reset();
    setAsking(false);
  };

  return (
    <>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={submit} noValidate aria-label="Turn off two-factor sign-in" className={shared.narrowForm}>
        <p>Logging in will then ask for your password only, and your recovery codes stop working.</p>
        <PasswordAgainField id="two-factor-off-password" register={register} error={formState.errors.password} />
        <FormActions label="Turn off two-factor sign-in" busyLabel="Turning off…" busy={isLoading} danger onCancel={cancel} />
      </form>
    </>
  );
}
