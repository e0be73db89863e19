import { Link } from 'react-router-dom';
import { ACCOUNT_LIMITS } from '@clearhire/contracts';
import { useAccountRequestResetMutation } from '../../api/public-client';
import { ServerErrors } from '../../ui/ServerErrors';
import { RecaptchaField } from '../forms/RecaptchaField';
import { SiteFormPage } from '../forms/site-form-page';
import { useSiteForm } from '../forms/site-form';
import { EmailAddressField } from '../../ui/form/NameFields';
import styles from '../forms/forms.module.css';
import { SubmitRow } from '../forms/SubmitRow';

interface ForgotValues {
  email: string;
  recaptcha: string;
}

const DEFAULT_VALUES: ForgotValues = { email: '', recaptcha: '' };
const FIELDS = ['email'] as const;

/**
 * `/forgot-password`: asks for a reset link. The server answers the same for every address (it never
 * says whether one has an account), and the page shows that answer as it is.
 */
export function ForgotPasswordPage() {
  return (
    <SiteFormPage title="Forgot your password?">
      <ForgotPasswordForm />
    </SiteFormPage>
  );
}

function ForgotPasswordForm() {
  const [requestReset, { isLoading, error, data }] = useAccountRequestResetMutation();
  const { form, recaptcha, siteKey, serverErrors } = useSiteForm<ForgotValues>(DEFAULT_VALUES, error, FIELDS);
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;

  const onSubmit = async (values: ForgotValues) => {
    const result = await requestReset({
      passwordResetRequestDto: { email: values.email.trim(), recaptcha: values.recaptcha || undefined },
    });
    if (!('data' in result)) recaptcha.current?.reset();
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1>Forgot your password?</h1>
        {data ? (
          <>
            <p className="banner banner--success" role="status">
              {data.message}
            </p>
            <p>
              <Link to="/login">Back to log in</Link>
            </p>
          </>
        ) : (
          <>
            <p className={styles.intro}>
              Enter the e-mail address you log in with. We will send it a link to choose a new password.
            </p>
            <ServerErrors errors={serverErrors} />
            <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Reset your password">
              <EmailAddressField idPrefix="forgot" register={register} errors={errors} max={ACCOUNT_LIMITS.email} autoComplete="username" />
              <RecaptchaField control={control} siteKey={siteKey} ref={recaptcha} />
              <SubmitRow label="Send the link" disabled={isLoading}>
                <Link to="/login">Back to log in</Link>
              </SubmitRow>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
