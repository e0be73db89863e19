import { useEffect } from 'react';
import { useKitForm } from '../../ui/form/use-kit-form';
import { useAuthLoginTwoFactorMutation } from '../../api/public-client';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { textRules } from '../../ui/form/rules';
import styles from './forms.module.css';
import linkStyles from '../../ui/link-button.module.css';
import { SubmitRow } from './SubmitRow';

interface CodeValues {
  code: string;
}

const FIELDS = { fields: ['code'] as const };
/** A recovery code is 10 letters with a dash (`abcde-fghij`); the app's code 6 digits. Room for spaces typed in. */
const CODE_MAX = 24;

interface Props {
  /** The login answer's `twoFactorChallenge`, good for 5 minutes. */
  challenge: string;
  onLoggedIn: (token: string) => void;
  /** Back to the e-mail and password, with the reason when the server sent the person back. */
  onStartOver: (reason: string | null) => void;
}

/**
 * The second step of `/login` for a user with two-factor sign-in: POST /api/auth/login/two-factor
 * with the challenge and the authenticator app's 6 digits or a recovery code. A wrong code shows on
 * the field (401, param code); a challenge that is over, expired (401 without a param) or already used
 * or closed (400, param challenge), goes back to the password step with the server's message; too
 * many attempts (429) lists how long to wait.
 */
export function TwoFactorStep({ challenge, onLoggedIn, onStartOver }: Props) {
  const form = useKitForm<CodeValues>({ defaultValues: { code: '' } });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const [verify, { isLoading, error }] = useAuthLoginTwoFactorMutation();
  const serverErrors = useServerErrors(error, setError, FIELDS);

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = async ({ code }: CodeValues) => {
    const result = await verify({ twoFactorLoginDto: { challenge, code: code.replace(/\s+/g, '') } });
    if ('data' in result && result.data) {
      onLoggedIn(result.data.token);
      return;
    }
    const failure = result.error;
    const items = apiErrors(failure);
    // Only a new login helps then: the code step cannot go on with this challenge.
    const expired = failure && 'status' in failure && failure.status === 401 && !items.some((item) => item.param === 'code');
    if (expired || items.some((item) => item.param === 'challenge')) onStartOver(items[0]?.msg ?? 'This sign-in has expired. Please log in again.');
  };

  return (
    <>
      <p className={styles.intro}>Two-factor sign-in is on for your account: enter the code from your authenticator app to finish logging in.</p>
      <ServerErrors errors={serverErrors} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Two-factor sign-in">
        <TextField
          id="login-code"
          label="Authentication code"
          hint="The 6 digits your authenticator app shows, or one of your recovery codes"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={CODE_MAX}
          error={formState.errors.code}
          registration={register('code', textRules('Authentication code', CODE_MAX))}
        />
        <SubmitRow label={isLoading ? 'Checking…' : 'Verify'} disabled={isLoading}>
          <button type="button" className={linkStyles.linkButton} onClick={() => onStartOver(null)}>
            Start over
          </button>
        </SubmitRow>
      </form>
    </>
  );
}
