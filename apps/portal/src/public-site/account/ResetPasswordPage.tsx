import { Link } from 'react-router-dom';
import { useAccountConfirmResetMutation } from '../../api/public-client';
import { ServerErrors } from '../../ui/ServerErrors';
import { RequiredNote } from '../../ui/form/Fields';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import { SiteFormPage } from '../forms/site-form-page';
import { useSiteForm } from '../forms/site-form';
import { UnusableLink, useLinkErrors } from './account-form';
import { useLinkToken } from './link-token';
import styles from '../forms/forms.module.css';
import { SubmitRow } from '../forms/SubmitRow';

interface ResetValues {
  password: string;
  password2: string;
}

const DEFAULT_VALUES: ResetValues = { password: '', password2: '' };
const FIELDS = ['password', 'password2'] as const;

const ASK_AGAIN = { to: '/forgot-password', label: 'Ask for a new link' };
export const MISSING_RESET_LINK =
  'This page opens from the link in your password-reset e-mail, and that link is missing or incomplete. Open the link from the e-mail again, or ask for a new one.';

/** `/reset-password#token=…`: the page a password-reset e-mail links to; the token is read from the fragment. */
export function ResetPasswordPage() {
  return (
    <SiteFormPage title="Choose a new password">
      <ResetPassword />
    </SiteFormPage>
  );
}

function ResetPassword() {
  const token = useLinkToken();
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1>Choose a new password</h1>
        {token ? <ResetPasswordForm token={token} /> : <UnusableLink message={MISSING_RESET_LINK} action={ASK_AGAIN} />}
      </div>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [confirmReset, { isLoading, isSuccess, error }] = useAccountConfirmResetMutation();
  const { form, serverErrors } = useSiteForm<ResetValues>(DEFAULT_VALUES, error, FIELDS);
  const { linkErrors, formErrors } = useLinkErrors(serverErrors);
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = async (values: ResetValues) => {
    await confirmReset({ passwordResetConfirmDto: { token, password: values.password, password2: values.password2 } });
  };

  if (isSuccess) {
    return (
      <>
        <p className="banner banner--success" role="status">
          Your password has been changed.
        </p>
        <p>
          <Link to="/login" className="button">
            Log in with your new password
          </Link>
        </p>
      </>
    );
  }
  if (linkErrors.length) return <UnusableLink message={linkErrors[0].msg} action={ASK_AGAIN} />;

  return (
    <>
      <p className={styles.intro}>Choose the password you will log in with from now on.</p>
      <ServerErrors errors={formErrors} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password">
        <RequiredNote />
        <NewPasswordFields idPrefix="reset" label="New password" form={{ register, errors }} />
        <SubmitRow label="Change password" disabled={isLoading} />
      </form>
    </>
  );
}
