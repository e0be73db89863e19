import { calendarDateIn } from '@clearhire/domain';
import { formatFormDate, formatIsoTimestamp, formatTimestamp } from '../format';
import type { FormWriter } from './form-writer';

/** A typed-name electronic signature as recorded when the signer submitted the form. */
export interface TypedSignature {
  readonly typedName: string;
  readonly signedAt: Date;
  readonly ip?: string | null;
  readonly userAgent?: string | null;
}

export interface SignatureContext {
  readonly timeZone: string;
  /** Who signed, as the adoption sentence names them: "applicant", "employee", "employer's signer". */
  readonly signerRole: string;
  /** What was signed, e.g. "this Form 8850". */
  readonly documentName: string;
}

/**
 * The signature record every generated form carries: the typed name, the instant in ISO 8601
 * (UTC) and in the reader's zone, the signer's IP address, and a sentence stating that the typed
 * name was adopted as the signature. Together they are what makes a typed name a signature: who,
 * when, from where, with intent.
 */
export function electronicSignature(w: FormWriter, sig: TypedSignature, ctx: SignatureContext): void {
  w.fields([
    { label: 'Signature (typed name adopted as electronic signature)', value: sig.typedName, span: 3 },
    { label: 'Date (month, day, year)', value: formatFormDate(calendarDateIn(ctx.timeZone, sig.signedAt)) },
  ]);
  w.fields([
    { label: 'Signed at, ISO 8601 (UTC)', value: formatIsoTimestamp(sig.signedAt), span: 3 },
    { label: 'Signed at, local time', value: formatTimestamp(sig.signedAt, ctx.timeZone), span: 3 },
    { label: 'IP address', value: sig.ip ?? 'Not recorded', span: 2 },
  ]);
  if (sig.userAgent) w.fields([{ label: 'Browser (user agent)', value: sig.userAgent }]);
  w.paragraph(
    `Electronic signature: the ${ctx.signerRole} typed the name "${sig.typedName}" and adopted it as their signature on ${ctx.documentName} at the time shown above.`,
    { shaded: true },
  );
}
