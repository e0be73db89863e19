import { useState } from 'react';
import { usePageTitle } from '../common/hooks';
import { RecoveryCodes, TwoFactorSetup } from './TwoFactorSetup';
import shared from '../common/dashboard.module.css';

/**
 * What a session whose token says `twoFactorSetupRequired` sees instead of any dashboard page: the
 * API refuses everything else until two-factor sign-in is on. Turning it on renews the token (the
 * claim is gone); the recovery codes stay on screen until the person continues to the dashboard.
 */
export function TwoFactorRequiredScreen({ onFinished }: { onFinished: () => void }) {
  usePageTitle('Set up two-factor sign-in');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <>
      <div className={shared.pageHeader}>
        <h1>Set up two-factor sign-in</h1>
      </div>
      <section className="card" aria-label="Two-factor sign-in">
        <div className={shared.stack}>
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={onFinished} doneLabel="I have saved them: continue to the dashboard" level={2} />
          ) : (
            <>
              <p className="banner banner--warning">Your account requires two-factor sign-in. Set it up to continue.</p>
              <p>
                After your password, logging in will ask for the 6-digit code an authenticator app on your phone shows. You need the app
                now: install one (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) if you do not have one yet.
              </p>
              <TwoFactorSetup level={2} askPassword={false} onEnabled={setRecoveryCodes} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
