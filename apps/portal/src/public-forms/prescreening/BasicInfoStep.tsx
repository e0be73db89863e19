import type { RefObject } from 'react';
import { AddressFields } from '../address/AddressFields';
import { PersonField } from '../person/PersonField';
import { useMessages } from '../i18n/language';
import { FormStep } from '../layout/FormStep';
import type { WhereApplied } from './where-applied';
import { WhereAppliedField } from './WhereAppliedField';
import styles from '../layout/form.module.css';

/**
 * Page 1: where the applicant applied, when the employer has several locations and the link named
 * none, then who the applicant is and where they live (the Form 8850 page 1 header), limits from contracts.
 */
export function BasicInfoStep({ headingRef, where }: { headingRef: RefObject<HTMLHeadingElement | null>; where: WhereApplied }) {
  const { prescreening: text, common } = useMessages();
  return (
    <FormStep id="prescreening-basic" heading={text.basicHeading} headingRef={headingRef} requiredNote={common.requiredNote}>
      {where.kind === 'choose' && <WhereAppliedField locations={where.locations} />}
      <PersonField idPrefix="ps" name="firstname" />
      <PersonField idPrefix="ps" name="lastname" />
      <PersonField idPrefix="ps" name="email" />
      <AddressFields idPrefix="ps" countyRequired />
      <PersonField idPrefix="ps" name="phone" />
      <div className={styles.note} id="ps-ssn-note">
        <p>
          <strong>{text.ssnWhyTitle}.</strong> {text.ssnWhy}
        </p>
        <p>{text.ssnProtection}</p>
      </div>
      <PersonField idPrefix="ps" name="ssn" />
      <PersonField idPrefix="ps" name="birthdate" />
    </FormStep>
  );
}
