import type { RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { I9_LIMITS as LIMITS } from '@clearhire/contracts';
import { AddressFields } from '../address/AddressFields';
import { TextField } from '../../ui/form/Fields';
import { textRules } from '../fields/validation';
import { PersonField } from '../person/PersonField';
import { useMessages } from '../i18n/language';
import { CitizenshipFields } from './CitizenshipFields';
import { PreparerFields } from './PreparerFields';
import type { I9Values } from './i9-form';
import { FormStep } from '../layout/FormStep';
import { SignatureSection } from '../person/SignatureSection';

/** Page 1 'Basic Information': Form I-9 Section 1 in its own order, signed with the typed full name. */
export function SectionOneStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { i9: text, common } = useMessages();
  const { register, formState } = useFormContext<I9Values>();
  const { errors } = formState;
  return (
    <>
      <FormStep id="i9-basic" heading={text.basicHeading} headingRef={headingRef} requiredNote={common.requiredNote}>
        <PersonField idPrefix="i9" name="lastname" />
        <PersonField idPrefix="i9" name="firstname" />
        <TextField
          id="i9-middleInitial"
          label={text.middleInitial}
          autoComplete="additional-name"
          maxLength={LIMITS.middleInitial}
          registration={register('middleInitial', textRules(LIMITS.middleInitial, false))}
          error={errors.middleInitial}
        />
        <TextField
          id="i9-otherLastnames"
          label={text.otherLastnames}
          hint={text.otherLastnamesHint}
          maxLength={LIMITS.otherLastnames}
          registration={register('otherLastnames', textRules(LIMITS.otherLastnames, false))}
          error={errors.otherLastnames}
        />
        <AddressFields idPrefix="i9" countyRequired={false} />
        <PersonField idPrefix="i9" name="birthdate" />
        <PersonField idPrefix="i9" name="ssn" extraHint={text.ssnHint} />
        <PersonField idPrefix="i9" name="email" />
        <PersonField idPrefix="i9" name="phone" />
        <CitizenshipFields />
      </FormStep>
      <SignatureSection idPrefix="i9" heading={text.signatureHeading} label={text.signature}>
        <p>{text.attestation}</p>
        <p>{text.signatureAck}</p>
      </SignatureSection>
      <PreparerFields />
    </>
  );
}
