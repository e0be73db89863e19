import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_LIMITS, COMPANY_ROLE_LABELS } from '@clearhire/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useAccountAcceptMutation, useAccountLookupMutation, type InvitationView } from '../../api/public-client';
import { apiErrors } from '../../api/errors';
import { loggedIn } from '../../session/session-slice';
import { ServerErrors } from '../../ui/ServerErrors';
import { PageLoading } from '../../ui/PageLoading';
import { FieldLabel, RequiredNote } from '../../ui/form/Fields';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import { SiteFormPage } from '../forms/site-form-page';
import { useSiteForm } from '../forms/site-form';
import { DEFAULT_AFTER_LOGIN } from '../forms/safe-redirect';
import { UnusableLink, useLinkErrors } from './account-form';
import { useLinkToken } from './link-token';
import { NameFields } from '../../ui/form/NameFields';
import styles from '../forms/forms.module.css';
import { SubmitRow } from '../forms/SubmitRow';

interface AcceptValues {
  firstname: string;
  lastname: string;
  password: string;
  password2: string;
}

const DEFAULT_VALUES: AcceptValues = { firstname: '', lastname: '', password: '', password2: '' };
const FIELDS = ['firstname', 'lastname', 'password', 'password2'] as const;
const L = ACCOUNT_LIMITS;

export const MISSING_INVITATION_LINK =
  'This page opens from the link in your invitation e-mail, and that link is missing or incomplete. Open the link from the e-mail again, or ask the person who invited you to send a new invitation.';
const HOME = { to: '/', label: 'Go to the ClearHire home page' };

/** What the invitation offers, as the page's heading. */
export function invitationHeading(invitation: Pick<InvitationView, 'companyName' | 'role'>): string {
  if (invitation.companyName === null) return 'Join the ClearHire administrators';
  const role = invitation.role ? ` as ${COMPANY_ROLE_LABELS[invitation.role]}` : '';
  return `Join ${invitation.companyName} on ClearHire${role}`;
}

/**
 * `/invitation#token=…`: the page an invitation e-mail links to. It shows what the invitation is for,
 * takes the new user's name and password, and logs them in with the session the API returns.
 */
export function InvitationPage() {
  return (
    <SiteFormPage title="Accept your invitation">
      <Invitation />
    </SiteFormPage>
  );
}

type Lookup = { state: 'loading' } | { state: 'found'; invitation: InvitationView } | { state: 'unusable'; message: string };

function Invitation() {
  const token = useLinkToken();
  const [lookupInvitation] = useAccountLookupMutation();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void lookupInvitation({ invitationLookupDto: { token } }).then((result) => {
      if (!current) return;
      if ('data' in result && result.data) setLookup({ state: 'found', invitation: result.data });
      else setLookup({ state: 'unusable', message: apiErrors(result.error)[0]?.msg ?? MISSING_INVITATION_LINK });
    });
    return () => {
      current = false;
    };
  }, [token, lookupInvitation]);

  let body;
  if (!token) body = <UnusableLink message={MISSING_INVITATION_LINK} action={HOME} />;
  else if (lookup.state === 'loading') body = <PageLoading />;
  else if (lookup.state === 'unusable') body = <UnusableLink message={lookup.message} action={HOME} />;
  else body = <AcceptForm token={token} invitation={lookup.invitation} />;

  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1>{lookup.state === 'found' ? invitationHeading(lookup.invitation) : 'Accept your invitation'}</h1>
        {body}
      </div>
    </div>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [accept, { isLoading, error }] = useAccountAcceptMutation();
  const { form, serverErrors } = useSiteForm<AcceptValues>(DEFAULT_VALUES, error, FIELDS);
  const { linkErrors, formErrors } = useLinkErrors(serverErrors);
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = async (values: AcceptValues) => {
    const result = await accept({
      invitationAcceptDto: {
        token,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        password: values.password,
        password2: values.password2,
      },
    });
    if ('data' in result && result.data) {
      // The same as a successful login: the session is stored and the dashboard opens.
      dispatch(loggedIn(result.data.token));
      navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    }
  };

  if (linkErrors.length) return <UnusableLink message={linkErrors[0].msg} action={HOME} />;

  return (
    <>
      <p className={styles.intro}>Choose your name and password to create your account. You will log in with this e-mail address.</p>
      <ServerErrors errors={formErrors} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Accept the invitation">
        <RequiredNote />
        <div className="field">
          <FieldLabel htmlFor="invitation-email">Email</FieldLabel>
          <input id="invitation-email" type="email" value={invitation.email} readOnly autoComplete="username" />
        </div>
        <NameFields idPrefix="invitation" register={register} errors={errors} max={L} rowClassName={styles.row} />
        <div className={styles.row}>
          <NewPasswordFields idPrefix="invitation" form={{ register, errors }} />
        </div>
        <SubmitRow label="Create my account" disabled={isLoading} />
      </form>
    </>
  );
}
