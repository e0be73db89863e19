import { useWatch } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { ADDRESS_FIELDS as A, EVERIFY_LIMITS, US_STATES } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { useCompaniesUpdateMutation, type CompanyUpdateDto, type CompanyView } from '../../api/generated';
import { ServerErrors } from '../../ui/ServerErrors';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/form/Fields';
import { useServerErrors } from '../../ui/form/server-errors';
import { digitsRules, fieldMessages, pastDateRules, textRules } from '../../ui/form/rules';
import { useSession } from '../../session/use-session';
import shared from '../common/dashboard.module.css';

interface Values {
  street: string;
  city: string;
  state: string;
  zip: string;
  closedOnFederalHolidays: boolean;
  everify: boolean;
  everifyCompanyId: string;
  everifyMouSignedOn: string;
  /** One hiring site per line. */
  everifyHiringSites: string;
  /** Left undefined by a member, who may not change it (the field is disabled). */
  everifyCreateAfterSection2?: boolean;
}

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const FIELDS = { fields: ['street', 'city', 'state', 'zip', 'closedOnFederalHolidays', 'everifyCompanyId', 'everifyMouSignedOn', 'everifyHiringSites', 'everifyCreateAfterSection2'] as const };

function defaultsOf(c: CompanyView): Values {
  return {
    street: c.address?.street ?? '',
    city: c.address?.city ?? '',
    state: c.address?.state ?? '',
    zip: c.address?.zip ?? '',
    closedOnFederalHolidays: c.closed_on_federal_holidays,
    everify: c.everify.participating,
    everifyCompanyId: c.everify.company_id ?? '',
    everifyMouSignedOn: c.everify.mou_signed_on ?? '',
    everifyHiringSites: c.everify.hiring_sites.join('\n'),
    everifyCreateAfterSection2: c.everify.create_after_section2,
  };
}

/**
 * The settings body: the address only when complete, E-Verify given or left. The automatic case is
 * sent only when it changed: it is the owners' setting, and a member saving the address must not be
 * refused for a value they did not touch. Leaving E-Verify turns it off on the server.
 */
function toUpdate(v: Values, c: CompanyView): CompanyUpdateDto {
  const address = v.street.trim() && v.city.trim() && v.state && v.zip.trim() ? { street: v.street.trim(), city: v.city.trim(), state: v.state as CompanyUpdateDto['state'], zip: v.zip.trim() } : {};
  const sites = v.everifyHiringSites.split('\n').map((s) => s.trim()).filter(Boolean);
  return {
    ...address,
    closedOnFederalHolidays: v.closedOnFederalHolidays,
    ...(v.everify ? { everifyCompanyId: v.everifyCompanyId.trim(), everifyMouSignedOn: v.everifyMouSignedOn, everifyHiringSites: sites } : { everifyParticipating: false }),
    ...(v.everify && v.everifyCreateAfterSection2 !== undefined && v.everifyCreateAfterSection2 !== c.everify.create_after_section2
      ? { everifyCreateAfterSection2: v.everifyCreateAfterSection2 }
      : {}),
  };
}

/**
 * What Form I-9 and E-Verify need to know about the employer: the business address printed in
 * Section 2, whether federal holidays are business days for the deadlines, and its E-Verify
 * enrolment (which allows the remote alternative procedure and asks for photos on List B documents).
 */
export function CompanyI9Settings({ company, onSaved }: { company: CompanyView; onSaved: () => void }) {
  const form = useKitForm<Values>({ defaultValues: defaultsOf(company) });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isDirty } = formState;
  const everify = useWatch({ control, name: 'everify' });
  const [update, { isLoading, error, isSuccess }] = useCompaniesUpdateMutation();
  const serverErrors = useServerErrors(error, setError, FIELDS);
  const today = todayCalendarDate();
  const { isAdmin, isOwner } = useSession();
  const mayAutomate = isAdmin || isOwner;

  const save = handleSubmit(async (values) => {
    // The address is printed whole in Section 2: all four parts, or none yet.
    const parts = [['street', 'Street address'], ['city', 'City or town'], ['state', 'State'], ['zip', 'ZIP code']] as const;
    const missing = parts.filter(([name]) => !values[name].trim());
    if (missing.length > 0 && missing.length < parts.length) {
      for (const [name, label] of missing) setError(name, { type: 'required', message: `${label} is required for the business address.` });
      return;
    }
    const result = await update({ id: company.id, companyUpdateDto: toUpdate(values, company) });
    if ('data' in result) {
      form.reset(values);
      onSaved();
    }
  });

  return (
    <section aria-labelledby="i9-settings-title" className="card">
      <h2 id="i9-settings-title">Form I-9 and E-Verify</h2>
      <ServerErrors errors={serverErrors} scroll={false} />
      <form onSubmit={save} noValidate aria-label="Form I-9 and E-Verify settings">
        <fieldset className={shared.section}>
          <legend>Business address (printed in Section 2 for a location without its own)</legend>
          <div className={shared.fieldGrid}>
            <TextField id="company-street" label="Street address" maxLength={A.street.max} error={errors.street} registration={register('street', textRules('Street address', A.street.max, { required: false }))} />
            <TextField id="company-city" label="City or town" maxLength={A.city.max} error={errors.city} registration={register('city', textRules('City or town', A.city.max, { required: false }))} />
            <SelectField id="company-state" label="State" options={STATE_OPTIONS} placeholder="Choose a state" error={errors.state} registration={register('state')} />
            <TextField id="company-zip" label="ZIP code" digitsOnly maxLength={A.zip.max} error={errors.zip} registration={register('zip', digitsRules('ZIP code', A.zip.max, { required: false, min: A.zip.min }))} />
          </div>
        </fieldset>
        <CheckboxField
          id="company-holidays"
          label="We are closed on federal holidays"
          hint="The default of locations added from now on. Each location's own setting (Locations page) decides whether federal holidays count as business days for its deadlines."
          registration={register('closedOnFederalHolidays')}
        />
        <CheckboxField id="company-everify" label="We participate in E-Verify" registration={register('everify')} />
        {everify && (
          <div className={shared.fieldGrid}>
            <TextField
              id="company-everify-id"
              label="E-Verify company ID"
              required
              digitsOnly
              maxLength={EVERIFY_LIMITS.companyIdMax}
              error={errors.everifyCompanyId}
              registration={register('everifyCompanyId', { ...digitsRules('E-Verify company ID', EVERIFY_LIMITS.companyIdMax), required: fieldMessages.required('E-Verify company ID') })}
            />
            <TextField
              id="company-everify-mou"
              label="MOU signed on"
              type="date"
              required
              error={errors.everifyMouSignedOn}
              registration={register('everifyMouSignedOn', pastDateRules('MOU signed on', today))}
            />
            <TextAreaField
              id="company-everify-sites"
              label="Hiring sites enrolled in E-Verify"
              hint="One per line, as the MOU lists them. Also mark each location that is one on the Locations page: remote examination is offered only there."
              rows={3}
              error={errors.everifyHiringSites}
              registration={register('everifyHiringSites', {
                validate: (v) => v.split('\n').filter((s) => s.trim()).length <= EVERIFY_LIMITS.hiringSites || `List at most ${EVERIFY_LIMITS.hiringSites} hiring sites.`,
              })}
            />
          </div>
        )}
        {everify && (
          <CheckboxField
            id="company-everify-after-section2"
            label="Create the E-Verify case as soon as Section 2 is signed"
            hint={
              'Create the E-Verify case as soon as Section 2 is signed, unless it is late and needs a reason.' +
              (mayAutomate ? '' : ' Only an owner of the company can change this.')
            }
            error={errors.everifyCreateAfterSection2}
            registration={register('everifyCreateAfterSection2', { disabled: !mayAutomate })}
          />
        )}
        <div className={shared.actions}>
          <button type="submit" className="button" disabled={!isDirty || isLoading}>
            {isLoading ? 'Saving…' : 'Save settings'}
          </button>
          {isSuccess && !isDirty ? <span role="status">Saved.</span> : null}
        </div>
      </form>
    </section>
  );
}
