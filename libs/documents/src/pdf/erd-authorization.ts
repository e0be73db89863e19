import { calendarDateIn } from '@clearhire/domain';
import { formatEin, formatFormDate, formatPhone, formatTimestamp, fullName } from '../format';
import { ERD_VALIDITY_YEARS, erdValidUntil } from '../erd-validity';
import type { ErdAuthorizationInput, RepresentativeInput } from '../inputs';
import { electronicSignature } from './electronic-signature';
import { renderPdf } from './form-writer';

const CLEARHIRE: RepresentativeInput = { name: 'ClearHire' };
const TITLE = 'Employer Representative Declaration and Form I-9 Employer Authorization';

/**
 * The employer's authorization of its representative: for WOTC, the powers of an Employer
 * Representative Declaration (ETA Form 9198, docs/compliance.md §1.4: complete and sign Form 8850, submit
 * the 8850 and ETA forms, receive the state's notices); for Form I-9, the remote Section 1,
 * document collection and record keeping the service performs.
 */
export async function renderErdAuthorization(input: ErdAuthorizationInput): Promise<Buffer> {
  const timeZone = input.timeZone;
  const erd = input.erd;
  const rep = input.representative ?? CLEARHIRE;
  const signedOn = calendarDateIn(timeZone, erd.signedAt);
  const validUntil = erdValidUntil(signedOn);
  const employer = erd.name;

  return renderPdf(
    { title: TITLE, subject: 'Work Opportunity Tax Credit and Form I-9 authorization', footerLabel: 'Employer Representative Declaration', generatedAt: input.generatedAt, timeZone },
    (w) => {
      w.titleBlock({
        formNumber: 'ERD',
        formDetails: ['Modelled on ETA Form 9198', '(Employer Representative Declaration)', 'with the Form I-9 employer authorization'],
        title: TITLE,
        subtitle: `The employer named below authorizes ${rep.name} to act as its representative for the Work Opportunity Tax Credit and Form I-9.`,
      });

      w.section('Employer');
      w.fields([
        { label: 'Legal name of the employer', value: employer, span: 3 },
        { label: 'Employer identification number (EIN)', value: formatEin(erd.ein) },
      ]);
      w.fields([
        { label: 'Telephone', value: formatPhone(erd.phone) },
        { label: 'Fax', value: formatPhone(erd.fax) },
        { label: 'Email', value: erd.email, span: 2 },
      ]);

      w.section('Representative');
      w.fields([
        { label: 'Name', value: rep.name, span: 2 },
        { label: 'Email', value: rep.email ?? '', span: 2 },
        { label: 'Telephone', value: formatPhone(rep.phone) },
        { label: 'Website', value: rep.website ?? '', span: 2 },
      ]);

      w.section('Part A. Work Opportunity Tax Credit (ETA Form 9198)', 'Each marked power is granted');
      w.paragraph(`${employer} designates ${rep.name} as its representative for the Work Opportunity Tax Credit program. The representative may, for the employer:`);
      for (const power of [
        'Complete and sign IRS Form 8850, Pre-Screening Notice and Certification Request for the Work Opportunity Credit, on the employer\'s behalf.',
        'Submit IRS Form 8850 with ETA Forms 9061, 9062 and 9175 to the state workforce agency (SWA) of the state where the employee works.',
        "Receive the state workforce agency's notices and determinations about the employer's certification requests.",
      ]) {
        w.checkbox({ checked: true, text: power });
      }

      w.section('Part B. Form I-9 employer authorization', 'Each marked power is granted');
      w.paragraph(`${employer} authorizes ${rep.name} to act as its authorized representative for Form I-9, Employment Eligibility Verification, and to:`);
      for (const power of [
        'Send each new employee the employer names a private link to complete and electronically sign Section 1 of Form I-9, no later than the first day of employment.',
        'Collect copies of the documents each employee chooses to present: one List A document, or one List B and one List C document.',
        "Review the documents and complete Section 2 within three business days of the employee's first day of employment.",
        'Keep each Form I-9, its electronic signature record and the document copies for three years after the date of hire or one year after employment ends, whichever is later, and produce them when the employer or an inspecting agency asks.',
      ]) {
        w.checkbox({ checked: true, text: power });
      }
      w.paragraph('The employer remains responsible for the Forms I-9 of its employees and for what is done on its behalf under this authorization.', { fixed: true });

      w.section('Term');
      w.fields([
        { label: 'Effective on', value: formatFormDate(signedOn) },
        { label: `Valid until (${ERD_VALIDITY_YEARS} years after signing)`, value: formatFormDate(validUntil) },
        { label: 'Accepted by the representative', value: erd.approvedAt ? formatTimestamp(erd.approvedAt, timeZone) : 'Awaiting acceptance', span: 2 },
      ]);
      w.paragraph(`This declaration takes effect on the date it is signed and remains in effect for ${ERD_VALIDITY_YEARS} years, until the date shown above, unless the employer revokes it earlier in writing.`, { fixed: true });

      w.section('Signature: employer');
      w.paragraph(`I declare that I am authorized to sign for ${employer}, and that the information in this declaration is, to the best of my knowledge, true, correct, and complete.`);
      w.fields([
        { label: 'Name of the person signing', value: fullName(erd.firstname, erd.lastname), span: 2 },
        { label: 'Title', value: erd.signerTitle ?? '', span: 2 },
      ]);
      electronicSignature(w, { typedName: erd.signature, signedAt: erd.signedAt, ip: erd.signerIp }, { timeZone, signerRole: 'signer', documentName: 'this declaration' });
    },
  );
}
