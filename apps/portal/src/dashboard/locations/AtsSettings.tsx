import { ATS_LIMITS } from '@clearhire/contracts';
import { useKitForm } from '../../ui/form/use-kit-form';
import { useCompaniesDetailQuery, useCompaniesUpdateMutation, type CompanyDetailView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextAreaField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { LoadFailed, LoadingText } from '../common/states';
import { DetailList } from '../common/DetailList';
import shared from '../common/dashboard.module.css';

interface Values {
  atsReturnHosts: string;
  frameAncestors: string;
}

const FIELDS = { fields: ['atsReturnHosts', 'frameAncestors'] as const };
/** One entry a line (or separated by commas or spaces), as people paste them. */
const entries = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/**
 * The company's links with an applicant tracking system (README "Pre-screening from an applicant
 * tracking system"): the hosts a pre-screening may send the applicant back to, and the careers-page
 * origins that may embed the form. Owners change them; members see them.
 */
export function AtsSettings({ companyId, isOwner }: { companyId: number; isOwner: boolean }) {
  const { data, error, isLoading, refetch } = useCompaniesDetailQuery({ id: companyId });
  const company = data?.data;
  return (
    <section aria-labelledby="ats-settings-title" className="card">
      <h2 id="ats-settings-title">Applicant tracking system</h2>
      {isLoading ? (
        <LoadingText what="the company's settings" />
      ) : !company ? (
        <LoadFailed what="company" error={error} onRetry={refetch} />
      ) : isOwner ? (
        <AtsForm company={company} />
      ) : (
        <DetailList
          items={[
            ['Return hosts', company.ats_return_hosts.join(', ') || 'None'],
            ['Pages that may embed the form', company.frame_ancestors.join(', ') || 'None'],
          ]}
        />
      )}
    </section>
  );
}

function AtsForm({ company }: { company: CompanyDetailView }) {
  const defaults = { atsReturnHosts: company.ats_return_hosts.join('\n'), frameAncestors: company.frame_ancestors.join('\n') };
  const form = useKitForm<Values>({ defaultValues: defaults });
  const { register, handleSubmit, setError, formState } = form;
  const [update, { isLoading, error, isSuccess }] = useCompaniesUpdateMutation();
  const serverErrors = useServerErrors(error, setError, FIELDS);

  const save = handleSubmit(async (values) => {
    const result = await update({ id: company.id, companyUpdateDto: { atsReturnHosts: entries(values.atsReturnHosts), frameAncestors: entries(values.frameAncestors) } });
    if ('data' in result) form.reset(values);
  });

  return (
    <>
      <p>
        Your applicant tracking system can link candidates to your pre-screening with their id and details (README: Integrate). Saved lists apply to every
        location&apos;s link.
      </p>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={save} noValidate aria-label="Applicant tracking system settings">
        <TextAreaField
          id="ats-return-hosts"
          label="Return hosts"
          hint={`Host names applicants may be sent back to after the pre-screening, one a line (such as ats.example.com); at most ${ATS_LIMITS.returnHosts}.`}
          rows={3}
          error={formState.errors.atsReturnHosts}
          registration={register('atsReturnHosts')}
        />
        <TextAreaField
          id="ats-frame-ancestors"
          label="Pages that may embed the form"
          hint={`https origins of your careers pages, one a line (such as https://careers.example.com); at most ${ATS_LIMITS.frameAncestors}.`}
          rows={3}
          error={formState.errors.frameAncestors}
          registration={register('frameAncestors')}
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
