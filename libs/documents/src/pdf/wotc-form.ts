import { calendarDateIn } from '@clearhire/domain';
import type { WotcFormInput } from '../inputs';
import { electronicSignature } from './electronic-signature';
import { renderPdf, type FormWriter } from './form-writer';

/** What the forms of one WOTC request are drawn with. */
export interface WotcFormDates {
  /** The zone the employer's dates and times are read and printed in. */
  readonly timeZone: string;
  /** The day the applicant gave the information: the calendar day, in that zone, they signed. */
  readonly signedOn: string;
}

/**
 * One form of a WOTC request (Form 8850, ETA Form 9061): both are filed together for the Work
 * Opportunity Tax Credit and both date the applicant's information by the day they signed.
 */
export function renderWotcForm(
  input: WotcFormInput,
  form: { readonly title: string; readonly footerLabel: string },
  draw: (w: FormWriter, dates: WotcFormDates) => void,
): Promise<Buffer> {
  const timeZone = input.timeZone;
  const signedOn = calendarDateIn(timeZone, input.signature.signedAt);
  return renderPdf(
    { title: form.title, subject: 'Work Opportunity Tax Credit', footerLabel: form.footerLabel, generatedAt: input.generatedAt, timeZone },
    (w) => draw(w, { timeZone, signedOn }),
  );
}

/** The applicant's typed-name signature of the pre-screening, as the form names what was signed. */
export function applicantSignature(w: FormWriter, input: WotcFormInput, timeZone: string, documentName: string): void {
  electronicSignature(w, { typedName: input.signature.signature, signedAt: input.signature.signedAt, ip: input.signature.signerIp }, { timeZone, signerRole: 'applicant', documentName });
}
