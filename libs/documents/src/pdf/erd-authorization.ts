import { ERD_AUTHORIZATION_TITLE, ERD_AUTHORIZATION_VERSION_BEFORE_STORED, ERD_REPRESENTATIVE, ERD_VALIDITY_YEARS, erdAuthorizationBlocks, parseErdAuthorizationText, type ErdAuthorizationBlock } from '@clearhire/contracts';
import { calendarDateIn } from '@clearhire/domain';
import { formatEin, formatFormDate, formatPhone, formatTimestamp, fullName } from '../format';
import { erdValidUntil } from '../erd-validity';
import type { ErdAuthorizationInput, RepresentativeInput } from '../inputs';
import { electronicSignature } from './electronic-signature';
import { renderPdf, type FormWriter } from './form-writer';

const CLEARHIRE: RepresentativeInput = { name: ERD_REPRESENTATIVE };
const TITLE = ERD_AUTHORIZATION_TITLE;

/**
 * The employer's authorization of its representative: for WOTC, the powers of an Employer
 * Representative Declaration (ETA Form 9198, docs/compliance.md §1.4: complete and sign Form 8850, submit
 * the 8850 and ETA forms, receive the state's notices); for Form I-9, the remote Section 1,
 * document collection and record keeping the service performs. The words are the ones stored with
 * the signature, printed as they are (libs/contracts erd-authorization.ts wrote them once, for the
 * page that showed them), with their version and SHA-256.
 */
export async function renderErdAuthorization(input: ErdAuthorizationInput): Promise<Buffer> {
  const timeZone = input.timeZone;
  const erd = input.erd;
  const rep = input.representative ?? CLEARHIRE;
  const signedOn = calendarDateIn(timeZone, erd.signedAt);
  const validUntil = erdValidUntil(signedOn);
  const employer = erd.name;
  const authorization = erd.authorization;
  const words = authorization ? parseErdAuthorizationText(authorization.text) : erdAuthorizationBlocks(employer, ERD_AUTHORIZATION_VERSION_BEFORE_STORED);

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

      // The words end with the signer's declaration: the signature follows it, with the term's dates.
      printSignedWords(w, words);
      w.fields([
        { label: 'Effective on', value: formatFormDate(signedOn) },
        { label: `Valid until (${ERD_VALIDITY_YEARS} years after signing)`, value: formatFormDate(validUntil) },
        { label: 'Accepted by the representative', value: erd.approvedAt ? formatTimestamp(erd.approvedAt, timeZone) : 'Awaiting acceptance', span: 2 },
      ]);
      w.fields([
        { label: 'Name of the person signing', value: fullName(erd.firstname, erd.lastname), span: 2 },
        { label: 'Title', value: erd.signerTitle ?? '', span: 2 },
      ]);
      electronicSignature(w, { typedName: erd.signature, signedAt: erd.signedAt, ip: erd.signerIp }, { timeZone, signerRole: 'signer', documentName: 'this declaration' });
      // Which words these are: the version shown before the signature and kept with it, with their SHA-256.
      w.fields(
        authorization
          ? [
              { label: 'Words signed (version shown before the signature)', value: authorization.version, span: 2 },
              { label: 'SHA-256 of the words signed', value: authorization.sha256, span: 5 },
            ]
          : [{ label: 'Words signed', value: 'The words of the declaration when it was signed, before ClearHire kept them with each signature (version 0)' }],
      );
    },
  );
}

/**
 * The words signed, block by block: a heading opens a section (its powers marked granted), a
 * sentence is a boxed paragraph, a power a marked box.
 */
function printSignedWords(w: FormWriter, words: readonly ErdAuthorizationBlock[]): void {
  words.forEach((block, i) => {
    if (block.kind === 'heading') {
      const next = words.findIndex((b, j) => j > i && b.kind === 'heading');
      const section = words.slice(i + 1, next === -1 ? undefined : next);
      w.section(block.text, section.some((b) => b.kind === 'power') ? 'Each marked power is granted' : undefined);
    } else if (block.kind === 'power') {
      w.checkbox({ checked: true, text: block.text });
    } else {
      w.paragraph(block.text);
    }
  });
}
