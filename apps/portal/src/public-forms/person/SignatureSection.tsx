import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PERSON_FIELDS } from '@clearhire/contracts';
import { TextField } from '../../ui/form/Fields';
import { textRules } from '../fields/validation';
import { FormStep } from '../layout/FormStep';

interface SignatureSectionProps {
  /** Prefix of the ids, unique on the page (`ps`, `i9`). */
  idPrefix: string;
  heading: ReactNode;
  label: string;
  /** What the person declares by signing, said before the field. */
  children: ReactNode;
}

/** A form's declaration and the typed name that signs it: one field, limit and rule on every public form. */
export function SignatureSection({ idPrefix, heading, label, children }: SignatureSectionProps) {
  const { register, formState } = useFormContext<{ signature: string }>();
  const max = PERSON_FIELDS.signature.max;
  return (
    <FormStep id={`${idPrefix}-signature`} heading={heading}>
      {children}
      <TextField
        id={`${idPrefix}-signature`}
        label={label}
        required
        autoComplete="name"
        maxLength={max}
        registration={register('signature', textRules(max))}
        error={formState.errors.signature}
      />
    </FormStep>
  );
}
