import type { RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { I9_LIMITS as LIMITS } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { AddressFields } from '../address/AddressFields';
import { TextField } from '../fields/Fields';
import { digitsRules, emailRules, pastDateRules, ssnRules, textRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import { CitizenshipFields } from './CitizenshipFields';
import type { I9Values } from './i9-form';
import styles from '../layout/form.module.css';

/** Page 1 'Basic Information': Form I-9 Section 1 in its own order, signed with the typed full name. */
export function SectionOneStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { i9: text, person, common } = useMessages();
  const { register, formState } = useFormContext<I9Values>();
  const { errors } = formState;
  return (
    <>
      <section className={styles.section} aria-labelledby="i9-basic-heading">
        <h2 id="i9-basic-heading" ref={headingRef} tabIndex={-1}>
          {text.basicHeading}
        </h2>
        <p className={styles.muted}>{common.requiredNote}</p>
        <TextField
          id="i9-lastname"
          label={person.lastname}
          required
          autoComplete="family-name"
          maxLength={LIMITS.lastname}
          registration={register('lastname', textRules(LIMITS.lastname))}
          error={errors.lastname}
        />
        <TextField
          id="i9-firstname"
          label={person.firstname}
          required
          autoComplete="given-name"
          maxLength={LIMITS.firstname}
          registration={register('firstname', textRules(LIMITS.firstname))}
          error={errors.firstname}
        />
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
        <AddressFields idPrefix="i9" limits={LIMITS} countyRequired={false} />
        <TextField
          id="i9-birthdate"
          type="date"
          label={person.birthdate}
          required
          autoComplete="bday"
          max={todayCalendarDate()}
          registration={register('birthdate', pastDateRules())}
          error={errors.birthdate}
        />
        <TextField
          id="i9-ssn"
          label={person.ssn}
          hint={`${person.ssnHint} ${text.ssnHint}`}
          required
          digitsOnly
          autoComplete="off"
          registration={register('ssn', ssnRules(LIMITS.ssn))}
          error={errors.ssn}
        />
        <TextField
          id="i9-email"
          type="email"
          label={person.email}
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          registration={register('email', emailRules(LIMITS.email))}
          error={errors.email}
        />
        <TextField
          id="i9-phone"
          type="tel"
          label={person.phone}
          hint={person.phoneHint}
          required
          digitsOnly
          autoComplete="tel-national"
          registration={register('phone', digitsRules({ max: LIMITS.phone }))}
          error={errors.phone}
        />
        <CitizenshipFields />
      </section>
      <section className={styles.section} aria-labelledby="i9-signature-heading">
        <h2 id="i9-signature-heading">{text.signatureHeading}</h2>
        <p>{text.attestation}</p>
        <p>{text.signatureAck}</p>
        <TextField
          id="i9-signature"
          label={text.signature}
          required
          autoComplete="name"
          maxLength={LIMITS.signature}
          registration={register('signature', textRules(LIMITS.signature))}
          error={errors.signature}
        />
      </section>
    </>
  );
}
