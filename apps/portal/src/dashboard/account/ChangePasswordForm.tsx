import { useState } from 'react';
import { useKitForm } from '../../ui/form/use-kit-form';
import { ACCOUNT_LIMITS as L } from '@clearhire/contracts';
import { useAccountChangeMutation } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { tokenRenewed } from '../../session/session-slice';
import { ServerErrors } from '../../ui/ServerErrors';
import { RequiredNote, TextField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import shared from '../common/dashboard.module.css';

interface Values {
  currentPassword: string;
  password: string;
  password2: string;
}

const EMPTY: Values = { currentPassword: '', password: '', password2: '' };
const FIELDS = { fields: ['currentPassword', 'password', 'password2'] as const };

/**
 * POST /api/auth/password: the current password and the new one twice. The API ends every session
 * of the user and answers with a new token for this device, which replaces the stored one (no page
 * load): the person stays logged in here and is logged out everywhere else.
 */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const [change, { isLoading, error }] = useAccountChangeMutation();
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const [changed, setChanged] = useState(false);

  const submit = handleSubmit(async (values) => {
    setChanged(false);
    const result = await change({ passwordChangeDto: values });
    if ('data' in result && result.data) {
      dispatch(tokenRenewed(result.data.token));
      form.reset(EMPTY);
      setChanged(true);
    }
  });

  return (
    <section aria-labelledby="change-password-title" className="card">
      <h2 id="change-password-title">Change password</h2>
      <div role="status">
        {changed && (
          <p className="banner banner--success">Your password has been changed. You are still logged in here; any other devices have been logged out.</p>
        )}
      </div>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={submit} noValidate aria-label="Change password" className={shared.narrowForm}>
        <RequiredNote />
        <TextField
          id="account-current-password"
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          maxLength={L.password}
          error={errors.currentPassword}
          registration={register('currentPassword', { required: 'Current password is required.' })}
        />
        <NewPasswordFields idPrefix="account" label="New password" form={{ register, errors }} />
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
