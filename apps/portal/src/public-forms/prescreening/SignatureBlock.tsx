import { useFormContext } from 'react-hook-form';
import { PRESCREENING_LIMITS } from '@clearhire/contracts';
import { TextField } from '../../ui/form/Fields';
import { textRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import type { PrescreeningValues } from './questionnaire';
import styles from '../layout/form.module.css';

/** The applicant's Form 8850 declaration and the typed name that signs it (docs/product.md §2). */
export function SignatureBlock() {
  const { prescreening: text } = useMessages();
  const { register, formState } = useFormContext<PrescreeningValues>();
  return (
    <section className={styles.section} aria-labelledby="prescreening-signature-heading">
      <h2 id="prescreening-signature-heading">{text.signatureHeading}</h2>
      <p>{text.perjury}</p>
      <p id="ps-signature-ack">{text.signatureAck}</p>
      <TextField
        id="ps-signature"
        label={text.signature}
        required
        autoComplete="name"
        maxLength={PRESCREENING_LIMITS.signature}
        registration={register('signature', textRules(PRESCREENING_LIMITS.signature))}
        error={formState.errors.signature}
      />
    </section>
  );
}
