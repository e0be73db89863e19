import type { RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { PRESCREENING_LIMITS as LIMITS } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { AddressFields } from '../address/AddressFields';
import { TextField } from '../fields/Fields';
import { digitsRules, emailRules, pastDateRules, ssnRules, textRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import type { PrescreeningValues } from './questionnaire';
import styles from '../layout/form.module.css';

/** Page 1: who the applicant is and where they live (the Form 8850 page 1 header), limits from contracts. */
export function BasicInfoStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { prescreening: text, person, common } = useMessages();
  const { register, formState } = useFormContext<PrescreeningValues>();
  const { errors } = formState;
  return (
    <section className={styles.section} aria-labelledby="prescreening-basic-heading">
      <h2 id="prescreening-basic-heading" ref={headingRef} tabIndex={-1}>
        {text.basicHeading}
      </h2>
      <p className={styles.muted}>{common.requiredNote}</p>
      <TextField
        id="ps-firstname"
        label={person.firstname}
        required
        autoComplete="given-name"
        maxLength={LIMITS.firstname}
        registration={register('firstname', textRules(LIMITS.firstname))}
        error={errors.firstname}
      />
      <TextField
        id="ps-lastname"
        label={person.lastname}
        required
        autoComplete="family-name"
        maxLength={LIMITS.lastname}
        registration={register('lastname', textRules(LIMITS.lastname))}
        error={errors.lastname}
      />
      <TextField
        id="ps-email"
        type="email"
        label={person.email}
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        registration={register('email', emailRules(LIMITS.email))}
        error={errors.email}
      />
      <AddressFields idPrefix="ps" limits={LIMITS} countyRequired />
      <TextField
        id="ps-phone"
        type="tel"
        label={person.phone}
        hint={person.phoneHint}
        required
        digitsOnly
        autoComplete="tel-national"
        registration={register('phone', digitsRules({ max: LIMITS.phone }))}
        error={errors.phone}
      />
      <div className={styles.note} id="ps-ssn-note">
        <p>
          <strong>{text.ssnWhyTitle}.</strong> {text.ssnWhy}
        </p>
        <p>{text.ssnProtection}</p>
      </div>
      <TextField
        id="ps-ssn"
        label={person.ssn}
        hint={person.ssnHint}
        required
        digitsOnly
        autoComplete="off"
        registration={register('ssn', ssnRules(LIMITS.ssn))}
        error={errors.ssn}
      />
      <TextField
        id="ps-birthdate"
        type="date"
        label={person.birthdate}
        required
        autoComplete="bday"
        max={todayCalendarDate()}
        registration={register('birthdate', pastDateRules())}
        error={errors.birthdate}
      />
    </section>
  );
}
