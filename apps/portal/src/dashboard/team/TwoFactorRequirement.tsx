import { useKitForm } from '../../ui/form/use-kit-form';
import { useCompaniesDetailQuery, useCompaniesUpdateMutation, type CompanyDetailView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { CheckboxField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { LoadFailed, LoadingText } from '../common/states';
import shared from '../common/dashboard.module.css';

interface Props {
  companyId: number;
  /** An owner of the company, or an administrator: may change it (PATCH /api/companies/:id). */
  canChange: boolean;
  level: 2 | 3;
}

/**
 * Whether everyone of a company signs in with an authenticator app's code (the company's
 * `require_two_factor`): owners change it on the Team page, administrators on the company's page;
 * members see it. Users without it set up are asked to set it up at their next login.
 */
export function TwoFactorRequirement({ companyId, canChange, level }: Props) {
  const { data, error, isLoading, refetch } = useCompaniesDetailQuery({ id: companyId });
  const Heading = `h${level}` as const;
  const titleId = `company-${companyId}-two-factor`;
  const company = data?.data;
  return (
    <section aria-labelledby={titleId} className={level === 2 ? 'card' : undefined}>
      <Heading id={titleId}>Two-factor sign-in</Heading>
      {isLoading ? (
        <LoadingText what="the company's settings" />
      ) : !company ? (
        <LoadFailed what="company" error={error} onRetry={refetch} />
      ) : canChange ? (
        <RequirementForm company={company} />
      ) : (
        <p>
          {company.require_two_factor
            ? `Everyone in ${company.name} must sign in with two-factor sign-in (a code from an authenticator app after the password).`
            : `Two-factor sign-in is not required in ${company.name}: each user may turn it on under Account.`}{' '}
          Only an owner of your company can change this.
        </p>
      )}
    </section>
  );
}

interface Values {
  requireTwoFactor: boolean;
}

const FIELDS = { fields: ['requireTwoFactor'] as const };

function RequirementForm({ company }: { company: CompanyDetailView }) {
  const form = useKitForm<Values>({ defaultValues: { requireTwoFactor: company.require_two_factor } });
  const { register, handleSubmit, setError, formState } = form;
  const [update, { isLoading, error, isSuccess }] = useCompaniesUpdateMutation();
  const serverErrors = useServerErrors(error, setError, FIELDS);

  const save = handleSubmit(async (values) => {
    const result = await update({ id: company.id, companyUpdateDto: { requireTwoFactor: values.requireTwoFactor } });
    if ('data' in result) form.reset(values);
  });

  return (
    <>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={save} noValidate aria-label="Two-factor sign-in requirement">
        <CheckboxField
          id={`company-${company.id}-require-two-factor`}
          label={`Require two-factor sign-in for everyone in ${company.name}`}
          hint="Everyone then enters a code from an authenticator app after their password. Users who have not set it up yet will be asked to set it up at their next login, before they can do anything else."
          error={formState.errors.requireTwoFactor}
          registration={register('requireTwoFactor')}
        />
        <div className={shared.actions}>
          <button type="submit" className="button" disabled={!formState.isDirty || isLoading}>
            {isLoading ? 'Saving…' : 'Save'}
          </button>
          {isSuccess && !formState.isDirty ? <span role="status">Saved.</span> : null}
        </div>
      </form>
    </>
  );
}
