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

interface SectionOneStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Whether the fields start from the employee's pre-screening (a note asks to check them). */
  prefilled?: boolean;
  /** While the pre-screening's SSN stands: its last four digits, shown instead of the input. */
  prescreeningSsnLast4?: string | null;
  onChangeSsn?: () => void;
}

/** Page 1 'Basic Information': Form I-9 Section 1 in its own order, signed with the typed full name. */
export function SectionOneStep({ headingRef, prefilled = false, prescreeningSsnLast4 = null, onChangeSsn }: SectionOneStepProps) {
  const { i9: text, common } = useMessages();
  const { register, formState } = useFormContext<I9Values>();
  const { errors } = formState;
  return (
    <>
      <FormStep id="i9-basic" heading={text.basicHeading} headingRef={headingRef} requiredNote={common.requiredNote}>
        {prefilled && <p>{text.prefillNote}</p>}
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
        {prescreeningSsnLast4 ? (
          <PrescreeningSsn text={text.prefilledSsn(prescreeningSsnLast4)} change={text.changeSsn} onChange={onChangeSsn} />
        ) : (
          <PersonField idPrefix="i9" name="ssn" extraHint={text.ssnHint} />
        )}
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

/**
 * The pre-screening's SSN, which the server keeps: shown by its last four digits with a button that
 * brings the usual input (focused, so a keyboard user lands where they type).
 */
function PrescreeningSsn({ text, change, onChange }: { text: string; change: string; onChange?: () => void }) {
  const changeSsn = () => {
    onChange?.();
    // The input mounts on the next render.
    setTimeout(() => document.getElementById('i9-ssn')?.focus(), 0);
  };
  return (
    <p>
      <span id="i9-ssn-prefilled">{text}</span>{' '}
      <button type="button" className="button button--secondary" aria-describedby="i9-ssn-prefilled" onClick={changeSsn}>
        {change}
      </button>
    </p>
  );
}
