import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_LIMITS } from '@clearhire/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAuthLoginMutation } from '../../api/public-client';
import { TwoFactorStep } from './TwoFactorStep';
import { loggedIn, noticeShown } from '../../session/session-slice';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { EmailAddressField } from '../../ui/form/NameFields';
import { RecaptchaField } from './RecaptchaField';
import { SiteFormPage } from './site-form-page';
import { useSiteForm } from './site-form';
import { safeRedirect } from './safe-redirect';
import { textRules } from '../../ui/form/rules';
import styles from './forms.module.css';
import { SubmitRow } from './SubmitRow';

interface LoginValues {
  email: string;
  password: string;
  recaptcha: string;
}

const DEFAULT_VALUES: LoginValues = { email: '', password: '', recaptcha: '' };

const FIELDS = ['email', 'password'] as const;
const L = LOGIN_LIMITS;

/**
 * `/login` (docs/product.md §2, §4): on success stores the token and follows `redirect` when it is a
 * path on this site. A user with two-factor sign-in gets a challenge instead of the token: the page
 * then asks for the authenticator app's code (or a recovery code) before the same redirect.
 */
export function LoginPage() {
  return (
    <SiteFormPage title="Log in">
      <LoginForm />
    </SiteFormPage>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [login, { isLoading, error }] = useAuthLoginMutation();
  const { form, recaptcha, siteKey, serverErrors, ready } = useSiteForm<LoginValues>(DEFAULT_VALUES, error, FIELDS);
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;
  // The second step: the challenge of the password step, while the code is asked for.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Why the page came back to the password step (the challenge expired).
  const [restartReason, setRestartReason] = useState<string | null>(null);

  // The store forgets the "session expired" notice once shown; this page keeps the copy it read first,
  // and shows it once React has taken over the prerendered page (the build knew of no session).
  const storeNotice = useAppSelector((state) => state.session.notice);
  const [firstNotice] = useState(storeNotice);
  const notice = ready ? firstNotice : null;
  useEffect(() => {
    if (firstNotice) dispatch(noticeShown());
  }, [firstNotice, dispatch]);

  const finish = (token: string) => {
    dispatch(loggedIn(token));
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  /** Back to the password step: the password and the used reCAPTCHA token are asked for again, the e-mail kept. */
  const startOver = (reason: string | null) => {
    setChallenge(null);
    setRestartReason(reason);
    form.resetField('password');
    form.setValue('recaptcha', '');
  };

  const onSubmit = async (values: LoginValues) => {
    setRestartReason(null);
    const result = await login({
      loginDto: { email: values.email.trim(), password: values.password, recaptcha: values.recaptcha || undefined },
    });
    if ('data' in result && result.data?.token) {
      finish(result.data.token);
    } else if ('data' in result && result.data?.twoFactorChallenge) {
      setChallenge(result.data.twoFactorChallenge);
    } else {
      recaptcha.current?.reset();
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1>Log in</h1>
        {notice && (
          <p className="banner banner--warning" role="status">
            {notice}
          </p>
        )}
        {challenge ? (
          <TwoFactorStep challenge={challenge} onLoggedIn={finish} onStartOver={startOver} />
        ) : (
          <>
            {restartReason && (
              <p className="banner banner--warning" role="alert">
                {restartReason}
              </p>
            )}
            <ServerErrors errors={serverErrors} />
            {/* A native form: Enter in the password field submits it. */}
            <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Log in">
              <EmailAddressField idPrefix="login" autoComplete="username" max={L.email} register={register} errors={errors} />
              <TextField
                id="login-password"
                label="Password"
                type="password"
                required
                autoComplete="current-password"
                maxLength={L.password}
                error={errors.password}
                registration={register('password', textRules('Password', L.password))}
              />
              <RecaptchaField control={control} siteKey={siteKey} ref={recaptcha} />
              <SubmitRow label="Log in" disabled={isLoading || !ready}>
                <Link to="/forgot-password">Forgot password?</Link>
              </SubmitRow>
            </form>
          </>
        )}
        <p className={styles.aside}>
          New to ClearHire? <Link to="/signup">Create a free account</Link>
        </p>
      </div>
    </div>
  );
}
