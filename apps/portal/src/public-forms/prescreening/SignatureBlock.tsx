import { SignatureSection } from '../person/SignatureSection';
import { useMessages } from '../i18n/language';

/** The applicant's Form 8850 declaration and the typed name that signs it (docs/product.md §2). */
export function SignatureBlock() {
  const { prescreening: text } = useMessages();
  return (
    <SignatureSection idPrefix="ps" heading={text.signatureHeading} label={text.signature}>
      <p>{text.perjury}</p>
      <p id="ps-signature-ack">{text.signatureAck}</p>
    </SignatureSection>
  );
}
