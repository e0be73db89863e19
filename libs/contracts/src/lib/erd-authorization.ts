/**
 * The words an employer signs on its Employer Representative Declaration with the Form I-9 employer
 * authorization (docs/compliance.md §1.4; docs/product.md §3), in one place: the ERD page shows
 * them before the signature, the API stores them with the signature (erd_forms.authorization_text,
 * its version and SHA-256), and the PDF prints what was stored. A change to the words is a new
 * version beside the old ones; a signed declaration keeps the words of its own.
 */

/** docs/product.md §1: "Employer authorization is effective up to five years." */
export const ERD_VALIDITY_YEARS = 5;

/** The representative the employer authorizes. */
export const ERD_REPRESENTATIVE = 'ClearHire';

export const ERD_AUTHORIZATION_TITLE = 'Employer Representative Declaration and Form I-9 Employer Authorization';

/**
 * One block of the words: a part's heading, a sentence, or a power the employer grants (printed
 * with a marked box).
 */
export type ErdAuthorizationBlock = { readonly kind: 'heading' | 'paragraph' | 'power'; readonly text: string };

const heading = (text: string): ErdAuthorizationBlock => ({ kind: 'heading', text });
const paragraph = (text: string): ErdAuthorizationBlock => ({ kind: 'paragraph', text });
const power = (text: string): ErdAuthorizationBlock => ({ kind: 'power', text });

/** The powers of both parts, the same in every version so far. */
const WOTC_POWERS = [
  "Complete and sign IRS Form 8850, Pre-Screening Notice and Certification Request for the Work Opportunity Credit, on the employer's behalf.",
  'Submit IRS Form 8850 with ETA Forms 9061, 9062 and 9175 to the state workforce agency (SWA) of the state where the employee works.',
  "Receive the state workforce agency's notices and determinations about the employer's certification requests.",
];
const I9_POWERS = [
  'Send each new employee the employer names a private link to complete and electronically sign Section 1 of Form I-9, no later than the first day of employment.',
  'Collect copies of the documents each employee chooses to present: one List A document, or one List B and one List C document.',
  "Review the documents and complete Section 2 within three business days of the employee's first day of employment.",
  'Keep each Form I-9, its electronic signature record and the document copies for three years after the date of hire or one year after employment ends, whichever is later, and produce them when the employer or an inspecting agency asks.',
];
const EMPLOYER_REMAINS_RESPONSIBLE = 'The employer remains responsible for the Forms I-9 of its employees and for what is done on its behalf under this authorization.';

/**
 * Version 0: the words of the declarations signed before the words were kept with the signature,
 * exactly as their PDF printed them (a paragraph may start with the employer's name: these words
 * are never stored, only printed again for those declarations). Each version writes its terms
 * (the representative, the years) as they were signed, so a later change of a constant never
 * changes a signed text.
 */
function version0(employer: string): ErdAuthorizationBlock[] {
  return [
    heading('Part A. Work Opportunity Tax Credit (ETA Form 9198)'),
    paragraph(`${employer} designates ClearHire as its representative for the Work Opportunity Tax Credit program. The representative may, for the employer:`),
    ...WOTC_POWERS.map(power),
    heading('Part B. Form I-9 employer authorization'),
    paragraph(`${employer} authorizes ClearHire to act as its authorized representative for Form I-9, Employment Eligibility Verification, and to:`),
    ...I9_POWERS.map(power),
    paragraph(EMPLOYER_REMAINS_RESPONSIBLE),
    heading('Term'),
    paragraph('This declaration takes effect on the date it is signed and remains in effect for 5 years, until the date shown above, unless the employer revokes it earlier in writing.'),
    heading('Declaration'),
    paragraph(`I declare that I am authorized to sign for ${employer}, and that the information in this declaration is, to the best of my knowledge, true, correct, and complete.`),
  ];
}

/**
 * Version 1: the words shown before the signature and stored with it. No paragraph starts with the
 * employer's name, so what the employer typed can never be read back as a heading or a power (the
 * stored text's markers start a line).
 */
function version1(employer: string): ErdAuthorizationBlock[] {
  return [
    heading('Part A. Work Opportunity Tax Credit (ETA Form 9198)'),
    paragraph(`The employer, ${employer}, designates ClearHire as its representative for the Work Opportunity Tax Credit program. The representative may, for the employer:`),
    ...WOTC_POWERS.map(power),
    heading('Part B. Form I-9 employer authorization'),
    paragraph(`The employer, ${employer}, authorizes ClearHire to act as its authorized representative for Form I-9, Employment Eligibility Verification, and to:`),
    ...I9_POWERS.map(power),
    paragraph(EMPLOYER_REMAINS_RESPONSIBLE),
    heading('Term'),
    paragraph('This declaration takes effect on the date it is signed and remains in effect for 5 years unless the employer revokes it earlier in writing.'),
    heading('Declaration'),
    paragraph(`I declare that I am authorized to sign for ${employer}, and that the information in this declaration is, to the best of my knowledge, true, correct, and complete.`),
  ];
}

const VERSIONS: Readonly<Record<string, (employer: string) => ErdAuthorizationBlock[]>> = { '0': version0, '1': version1 };

/** The version of the declarations signed before the words were stored with them. */
export const ERD_AUTHORIZATION_VERSION_BEFORE_STORED = '0';

/** The version an ERD is signed under now; the API refuses any other (the page was opened before a change, or a past version). */
export const ERD_AUTHORIZATION_VERSION = '1';

/** The words of a version for the employer's legal name as typed (trimmed, as the API stores it). */
export function erdAuthorizationBlocks(employer: string, version: string = ERD_AUTHORIZATION_VERSION): ErdAuthorizationBlock[] {
  const words = VERSIONS[version];
  if (!words) throw new RangeError(`No ERD authorization text of version ${JSON.stringify(version)}`);
  return words(employer.trim());
}

const HEADING = '## ';
const POWER = '[x] ';

/**
 * The words as one text, one block a line (a heading after "## ", a granted power after "[x] "):
 * what is stored with the signature and hashed, legible as it stands.
 */
export function erdAuthorizationText(employer: string, version: string = ERD_AUTHORIZATION_VERSION): string {
  return erdAuthorizationBlocks(employer, version)
    .map((b) => (b.kind === 'heading' ? HEADING : b.kind === 'power' ? POWER : '') + b.text)
    .join('\n');
}

/** The blocks of a stored text (erdAuthorizationText's inverse), for the PDF to print what was signed. */
export function parseErdAuthorizationText(text: string): ErdAuthorizationBlock[] {
  return text.split('\n').map((line): ErdAuthorizationBlock => {
    if (line.startsWith(HEADING)) return { kind: 'heading', text: line.slice(HEADING.length) };
    if (line.startsWith(POWER)) return { kind: 'power', text: line.slice(POWER.length) };
    return { kind: 'paragraph', text: line };
  });
}
