import { useState } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ACCOUNT_LIMITS, COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from '@clearhire/contracts';
import { ServerErrors } from '../../ui/ServerErrors';
import { SelectField } from '../../ui/form/Fields';
import { EmailAddressField } from '../../ui/form/NameFields';
import { useServerErrors } from '../../ui/form/server-errors';
import { choiceRules } from '../../ui/form/rules';
import type { LocationRef } from '../../api/generated';
import { LocationChoices } from './LocationChoices';
import shared from '../common/dashboard.module.css';

export interface InviteValues {
  email: string;
  role: CompanyRole;
  /** A member's locations (ids), asked for when the company has several; left out otherwise (its only one). */
  locationIds?: number[];
}

interface FormValues {
  email: string;
  role: CompanyRole;
  /** The checked boxes' values. */
  locationIds: string[];
}

interface Props {
  /** Prefix of the fields' ids: a page may show more than one list of users. */
  id: string;
  /** A company invitation names the role; an administrator's does not. */
  withRole: boolean;
  /** The company's locations: with several, a member's invitation names theirs. */
  locations?: readonly LocationRef[];
  /** Sends the invitation; resolves whether the API accepted it. */
  onInvite: (values: InviteValues) => Promise<boolean>;
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
}

const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));
const DEFAULTS: FormValues = { email: '', role: 'member', locationIds: [] };
const FIELDS = { fields: ['email', 'role', 'locationIds'] as const };

/**
 * Invites someone by e-mail (POST …/invitations): the API mails them a link valid a few days, with
 * which they choose their name and password. 409 on `email` when the address already has an account.
 */
export function InviteForm({ id, withRole, locations = [], onInvite, isLoading, error }: Props) {
  const form = useKitForm<FormValues>({ defaultValues: DEFAULTS });
  const { register, handleSubmit, setError, formState, control } = form;
  const { errors } = formState;
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const role = useWatch({ control, name: 'role' });
  const asksLocations = withRole && locations.length > 1;

  const submit = handleSubmit(async (values) => {
    setSentTo(null);
    const email = values.email.trim();
    const locationIds = asksLocations && values.role === 'member' ? [values.locationIds].flat().map(Number) : undefined;
    if (await onInvite({ email, role: values.role, ...(locationIds ? { locationIds } : {}) })) {
      form.reset(withRole ? { ...DEFAULTS, role: values.role } : DEFAULTS);
      setSentTo(email);
    }
  });

  return (
    <>
      <div role="status">{sentTo && <p className="banner banner--success">Invitation sent to {sentTo}.</p>}</div>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={submit} noValidate aria-label={withRole ? 'Invite a teammate' : 'Invite an administrator'} className={shared.narrowForm}>
        <EmailAddressField idPrefix={id} label="E-mail" autoComplete="off" max={ACCOUNT_LIMITS.email} register={register} errors={errors} />
        {withRole && (
          <SelectField
            id={`${id}-role`}
            label="Role"
            required
            hint="Owners manage the company's users and sign its ERD; members do everything else."
            options={ROLE_OPTIONS}
            error={errors.role}
            registration={register('role', choiceRules('Role'))}
          />
        )}
        {asksLocations && role === 'member' && (
          <LocationChoices
            id={`${id}-locations`}
            locations={locations}
            error={errors.locationIds as FieldError | undefined}
            registration={register('locationIds', {
              validate: (chosen, all) => all.role !== 'member' || [chosen].flat().filter(Boolean).length > 0 || 'Choose at least one location.',
            })}
          />
        )}
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </>
  );
}
