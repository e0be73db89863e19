import { useWatch } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { ERD_AUTHORIZATION_VERSION, ERD_LIMITS } from '@clearhire/contracts';
import { isValidEin } from '@clearhire/domain';
import { useErdSubmitMutation, type CompanyView, type ErdDto } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { TextField } from '../../ui/form/Fields';
import { EmailAddressField, NameFields } from '../../ui/form/NameFields';
import { digitsRules, textRules } from '../../ui/form/rules';
import { loadPage } from '../common/full-load';
import { ErdAuthorizationText } from './ErdAuthorizationText';
import shared from '../common/dashboard.module.css';

type ErdValues = Omit<ErdDto, 'erdStatus' | 'fax' | 'authorizationVersion'> & { fax: string };


/**
 * The employer authorization (ERD) with the I-9 authorization, signed by typing a full name under
 * the words it signs, shown in full for the legal name as typed; the version of those words goes
 * with the signature, and the API keeps that text with it. Sent as pending; on 201 the dashboard is
 * loaded afresh so every banner shows the new status. Server errors are listed at the top without
 * scrolling (docs/product.md §8).
 */
export function ErdForm({ company }: { company: CompanyView | undefined }) {
  const [submitErd, { isLoading, error }] = useErdSubmitMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useKitForm<ErdValues>({
    defaultValues: {
      firstname: company?.firstname ?? '',
      lastname: company?.lastname ?? '',
      name: company?.name ?? '',
      phone: company?.phone ?? '',
      email: company?.email ?? '',
      fax: company?.fax ?? '',
      ein: company?.ein ?? '',
      signature: '',
    },
  });
  const employer = useWatch({ control, name: 'name' });

  const onSubmit = handleSubmit(async ({ fax, ...values }) => {
    const erdDto: ErdDto = {
      ...values,
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      signature: values.signature.trim(),
      ...(fax ? { fax } : {}),
      authorizationVersion: ERD_AUTHORIZATION_VERSION,
      erdStatus: 'pending',
    };
    const result = await submitErd({ erdDto });
    if ('data' in result) loadPage('/dashboard');
  });

  return (
    <form onSubmit={onSubmit} noValidate className={shared.narrowForm}>
      <ServerErrors errors={apiErrors(error)} scroll={false} />
      <p>
        These forms authorize ClearHire to screen applicants for the Work Opportunity Tax Credit and to handle Form I-9 for your
        company. The authorization is effective for up to five years. Fields marked * are required.
      </p>
      <NameFields idPrefix="erd" register={register} errors={errors} max={ERD_LIMITS} />
      <TextField id="erd-name" label="Company legal name" required autoComplete="organization" maxLength={ERD_LIMITS.name} registration={register('name', textRules('Company legal name', ERD_LIMITS.name))} error={errors.name?.message} />
      <TextField id="erd-phone" label="Phone" required type="tel" inputMode="numeric" autoComplete="tel-national" hint="Digits only" maxLength={ERD_LIMITS.phone} registration={register('phone', digitsRules('Phone', ERD_LIMITS.phone))} error={errors.phone?.message} />
      <EmailAddressField idPrefix="erd" label="E-mail" max={ERD_LIMITS.email} register={register} errors={errors} />
      <TextField id="erd-fax" label="Fax" type="tel" inputMode="numeric" hint="Digits only, optional" maxLength={ERD_LIMITS.fax} registration={register('fax', digitsRules('Fax', ERD_LIMITS.fax, { required: false }))} error={errors.fax?.message} />
      <TextField
        id="erd-ein"
        label="EIN"
        required
        inputMode="numeric"
        hint={`Employer Identification Number: ${ERD_LIMITS.ein} digits, no dash`}
        maxLength={ERD_LIMITS.ein}
        registration={register('ein', {
          ...digitsRules('EIN', ERD_LIMITS.ein),
          validate: (v) => isValidEin(v) || `Enter the ${ERD_LIMITS.ein}-digit EIN the IRS assigned to your company.`,
        })}
        error={errors.ein?.message}
      />
      <ErdAuthorizationText employer={employer} />
      <TextField
        id="erd-signature"
        label="Signature (your full name)"
        required
        autoComplete="name"
        hint="Typing your full name acts as your electronic signature on the authorization above."
        maxLength={ERD_LIMITS.signature}
        registration={register('signature', textRules('Signature', ERD_LIMITS.signature))}
        error={errors.signature?.message}
      />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}
