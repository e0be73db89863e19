import { useForm } from 'react-hook-form';
import { ERD_LIMITS } from '@clearhire/contracts';
import { isValidEin } from '@clearhire/domain';
import { useErdSubmitMutation, type CompanyView, type ErdDto } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { DIGITS_PATTERN, EMAIL_PATTERN, FormField, fieldMessages } from '../shared/FormField';
import { loadPage } from '../shared/full-load';
import shared from '../shared/dashboard.module.css';

type ErdValues = Omit<ErdDto, 'erdStatus' | 'fax'> & { fax: string };

function text(label: string, max: number) {
  return {
    validate: (v: string) => v.trim() !== '' || fieldMessages.required(label),
    maxLength: { value: max, message: fieldMessages.max(label, max) },
  };
}

function digits(label: string, max: number, required: boolean) {
  return {
    required: required ? fieldMessages.required(label) : false,
    pattern: { value: DIGITS_PATTERN, message: fieldMessages.digits(label) },
    maxLength: { value: max, message: `${label} must be at most ${max} digits.` },
  };
}

/**
 * The employer authorization (ERD) with the I-9 authorization, signed by typing a full name.
 * Sent as pending; on 201 the dashboard is loaded afresh so every banner shows the new status.
 * Server errors are listed at the top without scrolling (docs/product.md §8).
 */
export function ErdForm({ company }: { company: CompanyView | undefined }) {
  const [submitErd, { isLoading, error }] = useErdSubmitMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ErdValues>({
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

  const onSubmit = handleSubmit(async ({ fax, ...values }) => {
    const erdDto: ErdDto = {
      ...values,
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      signature: values.signature.trim(),
      ...(fax ? { fax } : {}),
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
      <FormField id="erd-firstname" label="First name" required autoComplete="given-name" maxLength={ERD_LIMITS.firstname} registration={register('firstname', text('First name', ERD_LIMITS.firstname))} error={errors.firstname?.message} />
      <FormField id="erd-lastname" label="Last name" required autoComplete="family-name" maxLength={ERD_LIMITS.lastname} registration={register('lastname', text('Last name', ERD_LIMITS.lastname))} error={errors.lastname?.message} />
      <FormField id="erd-name" label="Company legal name" required autoComplete="organization" maxLength={ERD_LIMITS.name} registration={register('name', text('Company legal name', ERD_LIMITS.name))} error={errors.name?.message} />
      <FormField id="erd-phone" label="Phone" required type="tel" inputMode="numeric" autoComplete="tel-national" hint="Digits only" maxLength={ERD_LIMITS.phone} registration={register('phone', digits('Phone', ERD_LIMITS.phone, true))} error={errors.phone?.message} />
      <FormField
        id="erd-email"
        label="E-mail"
        required
        type="email"
        autoComplete="email"
        maxLength={ERD_LIMITS.email}
        registration={register('email', {
          ...text('E-mail', ERD_LIMITS.email),
          pattern: { value: EMAIL_PATTERN, message: fieldMessages.email },
        })}
        error={errors.email?.message}
      />
      <FormField id="erd-fax" label="Fax" type="tel" inputMode="numeric" hint="Digits only, optional" maxLength={ERD_LIMITS.fax} registration={register('fax', digits('Fax', ERD_LIMITS.fax, false))} error={errors.fax?.message} />
      <FormField
        id="erd-ein"
        label="EIN"
        required
        inputMode="numeric"
        hint={`Employer Identification Number: ${ERD_LIMITS.ein} digits, no dash`}
        maxLength={ERD_LIMITS.ein}
        registration={register('ein', {
          ...digits('EIN', ERD_LIMITS.ein, true),
          validate: (v) => isValidEin(v) || `Enter the ${ERD_LIMITS.ein}-digit EIN the IRS assigned to your company.`,
        })}
        error={errors.ein?.message}
      />
      <FormField
        id="erd-signature"
        label="Signature (your full name)"
        required
        autoComplete="name"
        hint="Typing your full name acts as your electronic signature."
        maxLength={ERD_LIMITS.signature}
        registration={register('signature', text('Signature', ERD_LIMITS.signature))}
        error={errors.signature?.message}
      />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}
