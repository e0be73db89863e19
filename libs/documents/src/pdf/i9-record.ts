import { CITIZENSHIP_CHOICES, I9_DOCUMENT_LISTS, type Citizenship, type I9DocumentList } from '@clearhire/contracts';
import { currentI9DocumentTitle, i9ChoiceLabel } from '@clearhire/domain';
import { formatFormDate, formatPhone, formatSsn } from '../format';
import type { I9EVerifyCaseInput, I9ExaminedDocumentInput, I9PreparerInput, I9RecordInput, I9Section1Input, I9Section2Input, I9SignatureRecordInput, I9SupplementBInput } from '../inputs';
import { electronicSignature, type SignatureContext } from './electronic-signature';
import { renderPdf, type FormWriter } from './form-writer';
import { i9RecordDigest } from './i9-record-digest';

/** Form I-9 (edition 08/01/23) Section 1 attestation, the text the employee accepts before signing. */
export const I9_SECTION1_ATTESTATION =
  'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.';

/** The four Section 1 boxes as the 08/01/23 edition words them (docs/compliance.md §4.3). */
const CITIZENSHIP_BOXES: Record<Citizenship, string> = {
  citizen1: 'A citizen of the United States',
  citizen2: 'A noncitizen national of the United States',
  citizen3: 'A lawful permanent resident (Enter USCIS or A-Number.)',
  citizen4: 'A noncitizen (other than Item Numbers 2. and 3. above) authorized to work until (exp. date, if any)',
};

const LIST_NAMES: Record<I9DocumentList, string> = {
  listA: 'List A: identity and employment authorization',
  listB: 'List B: identity',
  listC: 'List C: employment authorization',
};

const TITLE = 'Form I-9 record';

/**
 * The record of a Form I-9 completed through the service, in the Form's order: Section 1 exactly
 * as the employee entered it, the documents uploaded, Section 2 as the examiner recorded and
 * signed it (documents by list, the alternative-procedure box, the certification, the employer),
 * then an e-signature record for each signature (docs/compliance.md §5 EI9-15: who, when, from where,
 * the attestation accepted, the record it binds). Each change of the I-9 is a new version; the
 * versions before it are kept. It is also the printed confirmation the employee may ask for.
 */
export async function renderI9Record(input: I9RecordInput): Promise<Buffer> {
  const timeZone = input.timeZone;
  const version = `version ${(input.revision ?? 0) + 1}`;
  return renderPdf(
    { title: `${TITLE}: Employment Eligibility Verification`, subject: 'Form I-9', footerLabel: `Form I-9 record, ${version}`, generatedAt: input.generatedAt, timeZone },
    (w) => {
      w.titleBlock({
        formNumber: 'Form I-9',
        formDetails: ['Employment Eligibility Verification', 'Department of Homeland Security', 'U.S. Citizenship and Immigration Services'],
        title: `Form I-9 electronic record (${version})`,
        subtitle: `Completed and signed electronically for ${input.employerName}. Keep with the copies of the documents presented.`,
      });
      section1(w, input.section1);
      citizenship(w, input.section1);
      documents(w, input);
      if (input.section2) section2(w, input.section2);
      else {
        w.section('Section 2. Employer Review and Verification');
        w.paragraph('The employer has not completed Section 2 yet.', { fixed: true });
      }
      for (const b of input.supplementB ?? []) supplementB(w, b);
      if (input.everify?.length) everify(w, input.everify);
      signatureRecord(w, input, timeZone);
      if (input.preparers?.length) supplementA(w, input.preparers, timeZone);
      if (input.section2) section2Signature(w, input.section2, timeZone);
      for (const b of input.supplementB ?? []) supplementBSignature(w, b, timeZone);
    },
  );
}

function section1(w: FormWriter, s: I9Section1Input): void {
  w.section('Section 1. Employee Information and Attestation', 'As entered by the employee');
  w.fields([
    { label: 'Last Name (Family Name)', value: s.lastname, span: 2 },
    { label: 'First Name (Given Name)', value: s.firstname, span: 2 },
    { label: 'Middle Initial (if any)', value: s.middleInitial ?? '' },
    { label: 'Other Last Names Used (if any)', value: s.otherLastnames ?? '', span: 2 },
  ]);
  w.fields([
    { label: 'Address (Street Number and Name)', value: s.street, span: 3 },
    { label: 'Apt. Number (if any)', value: s.apt ?? '' },
    { label: 'City or Town', value: s.city, span: 2 },
    { label: 'State', value: s.state },
    { label: 'ZIP Code', value: s.zip },
  ]);
  w.fields([
    { label: 'Date of Birth (mm/dd/yyyy)', value: formatFormDate(s.birthdate, 'birthdate') },
    { label: 'U.S. Social Security Number', value: formatSsn(s.ssn) },
    { label: "Employee's Email Address", value: s.email ?? '', span: 2 },
    { label: "Employee's Telephone Number", value: formatPhone(s.phone) },
  ]);
}

function citizenship(w: FormWriter, s: I9Section1Input): void {
  w.section('Citizenship or immigration status', 'Exactly one box');
  // The attestation itself is printed once, in the signature record, as the text the employee accepted.
  w.paragraph('Check one of the following boxes to attest to your citizenship or immigration status:', { fixed: true });
  CITIZENSHIP_CHOICES.forEach((choice, index) => {
    w.checkbox({ checked: s.citizenship === choice, number: `${index + 1}.`, text: CITIZENSHIP_BOXES[choice], detail: boxDetail(choice, s) });
  });
  if (s.citizenship === 'citizen4') {
    w.fields([
      { label: 'If you check Item Number 4., enter one of these: USCIS A-Number', value: s.citizen4Number1 ?? '' },
      { label: 'OR Form I-94 Admission Number', value: s.citizen4Number2 ?? '' },
      { label: 'OR Foreign Passport Number and Country of Issuance', value: s.citizen4Number3 ?? '' },
    ]);
  }
}

/** The number that goes with the checked box, printed beside it as on the form. */
function boxDetail(choice: Citizenship, s: I9Section1Input): string | undefined {
  if (s.citizenship !== choice) return undefined;
  if (choice === 'citizen3') return `USCIS or A-Number: ${s.alienNumber ?? ''}`;
  if (choice === 'citizen4') return `Expiration date: ${s.expiryNotApplicable ? 'N/A' : formatFormDate(s.expiry, 'expiry')}`;
  return undefined;
}

function signatureRecord(w: FormWriter, input: I9RecordInput, timeZone: string): void {
  const sig = input.signature;
  w.section('Electronic signature record', '8 CFR 274a.2(h)');
  w.paragraph(`Attestation acknowledged by the employee before signing:\n${sig.attestationText ?? I9_SECTION1_ATTESTATION}`);
  i9Signature(w, sig.signature, sig, { timeZone, signerRole: 'employee', documentName: 'Section 1 of this Form I-9' });
  w.fields([{ label: 'SHA-256 of Section 1 and this signature', value: i9RecordDigest(input.section1, sig) }]);
  w.paragraph('The signature was affixed when the employee submitted Section 1 and is bound to the record above; any later change to the record changes its digest. This document is the printed confirmation of the transaction that the employee may request.', { fixed: true });
}

/**
 * The documents the employee chose and uploaded. A choice, like a title in Section 2 and Supplement B,
 * stored before the lists took the M-274's titles prints in today's words (libs/domain), the same
 * document named as the employee page names it.
 */
function documents(w: FormWriter, input: I9RecordInput): void {
  w.section('Documents presented', 'One List A document, or one List B and one List C document');
  const rows = I9_DOCUMENT_LISTS.flatMap((list) => {
    const doc = input.documents?.[list];
    return doc ? [[LIST_NAMES[list], i9ChoiceLabel(doc.type, list), doc.filename ?? '']] : [];
  });
  if (rows.length === 0) {
    w.paragraph('No documents have been uploaded for this Form I-9.', { fixed: true });
    return;
  }
  w.table([{ header: 'List', span: 2.4 }, { header: 'Document title', span: 2 }, { header: 'Stored copy', span: 2.6 }], rows);
}

const LIST_TITLES: Record<I9ExaminedDocumentInput['list'], string> = { A: 'List A', B: 'List B', C: 'List C' };

function section2(w: FormWriter, s: I9Section2Input): void {
  w.section('Section 2. Employer Review and Verification', 'As recorded and signed by the examiner');
  w.fields([{ label: 'First Day of Employment (mm/dd/yyyy)', value: formatFormDate(s.firstDayOfEmployment, 'firstDayOfEmployment') }]);
  w.table(
    [{ header: 'List', span: 0.8 }, { header: 'Document Title', span: 2.6 }, { header: 'Issuing Authority', span: 1.4 }, { header: 'Document Number', span: 1.4 }, { header: 'Expiration Date', span: 0.9 }],
    s.documents.map((d) => [LIST_TITLES[d.list], currentI9DocumentTitle(d.list, d.title), d.issuingAuthority ?? '', d.number ?? '', d.expirationDate ? formatFormDate(d.expirationDate, 'expirationDate') : 'N/A']),
  );
  w.checkbox({ checked: s.alternativeProcedure, text: 'Check here if you used an alternative procedure authorized by DHS to examine documents.' });
  w.fields([{ label: 'Additional Information', value: s.additionalInformation ?? '' }]);
  w.paragraph(s.attestation);
  w.fields([
    { label: 'Last Name, First Name and Title of Employer or Authorized Representative', value: `${s.examiner.lastName}, ${s.examiner.firstName}, ${s.examiner.title}`, span: 4 },
    { label: "Today's Date (mm/dd/yyyy)", value: formatFormDate(s.signedOn, 'signedOn'), span: 2 },
  ]);
  w.fields([
    { label: "Employer's Business or Organization Name", value: s.employer.name, span: 3 },
    { label: "Employer's Business or Organization Address, City or Town, State, ZIP Code", value: `${s.employer.street}, ${s.employer.city}, ${s.employer.state} ${s.employer.zip}`, span: 4 },
  ]);
}

function section2Signature(w: FormWriter, s: I9Section2Input, timeZone: string): void {
  w.section('Electronic signature record: Section 2', '8 CFR 274a.2(h)');
  const role = s.examiner.authorizedRepresentative ? "employer's authorized representative" : 'employer';
  w.paragraph(`Certification acknowledged by the ${role} before signing:\n${s.attestation}`);
  i9Signature(w, `${s.examiner.firstName} ${s.examiner.lastName}`, s, { timeZone, signerRole: role, documentName: 'Section 2 of this Form I-9' });
  w.paragraph('The person who examined the documents is the person who signed (M-274 §4.0). The signature was affixed when Section 2 was submitted.', { fixed: true });
}

/** Supplement A, one certification area per preparer or translator, in the order they signed. */
function supplementA(w: FormWriter, preparers: readonly I9PreparerInput[], timeZone: string): void {
  w.section('Supplement A. Preparer and/or Translator Certification for Section 1', 'One area for each person who assisted');
  preparers.forEach((p, index) => {
    w.paragraph(`Preparer and/or translator ${index + 1}. ${p.attestation}`);
    w.fields([
      { label: 'Last Name (Family Name)', value: p.lastName, span: 2 },
      { label: 'First Name (Given Name)', value: p.firstName, span: 2 },
      { label: 'Middle Initial (if any)', value: p.middleInitial ?? '' },
    ]);
    w.fields([
      { label: 'Address (Street Number and Name)', value: p.street, span: 3 },
      { label: 'City or Town', value: p.city, span: 2 },
      { label: 'State', value: p.state },
      { label: 'ZIP Code', value: p.zip },
    ]);
    electronicSignature(w, { typedName: p.signature, signedAt: p.signedAt }, { timeZone, signerRole: 'preparer or translator', documentName: 'Supplement A of this Form I-9' });
  });
}

const REASONS: Record<I9SupplementBInput['reason'], string> = { reverification: 'Reverification', rehire: 'Rehire', 'name-change': 'Legal name change' };

/** One Supplement B section, in the Form's order: the new name, the rehire date, the document, the box, the examiner. */
function supplementB(w: FormWriter, b: I9SupplementBInput): void {
  w.section(`Supplement B. Reverification and Rehire (section ${b.sequence})`, REASONS[b.reason]);
  if (b.newName) {
    w.fields([
      { label: 'New Last Name', value: b.newName.lastName, span: 2 },
      { label: 'New First Name', value: b.newName.firstName, span: 2 },
      { label: 'Middle Initial', value: b.newName.middleInitial ?? '' },
    ]);
  }
  w.fields([{ label: 'Date of Rehire (if applicable)', value: b.rehireDate ? formatFormDate(b.rehireDate, 'rehireDate') : '' }]);
  const d = b.document;
  w.fields([
    { label: 'Document Title', value: d ? currentI9DocumentTitle(d.list, d.title) : '', span: 3 },
    { label: 'Document Number', value: d?.number ?? '', span: 2 },
    { label: 'Expiration Date (if any)', value: d ? (d.expirationDate ? formatFormDate(d.expirationDate, 'expirationDate') : 'N/A') : '' },
  ]);
  w.checkbox({ checked: b.alternativeProcedure, text: 'Check here if you used an alternative procedure authorized by DHS to examine documents.' });
  w.fields([{ label: 'Additional Information', value: b.additionalInformation ?? '' }]);
  w.paragraph(b.attestation);
  w.fields([
    { label: 'Name of Employer or Authorized Representative', value: b.examinerName, span: 4 },
    { label: "Today's Date (mm/dd/yyyy)", value: formatFormDate(b.signedOn, 'signedOn'), span: 2 },
  ]);
}

/** The E-Verify cases: their numbers are recorded with the Form I-9 (E-Verify User Manual 3.0). */
function everify(w: FormWriter, cases: readonly I9EVerifyCaseInput[]): void {
  w.section('E-Verify', 'Each case created for this Form I-9');
  for (const c of cases) {
    if (c.testMode) w.paragraph('E-VERIFY TEST MODE: this case was created in ClearHire\'s test mode and is not a real E-Verify result.', { fixed: true });
    w.fields([
      { label: 'E-Verify Case Number', value: c.caseNumber, span: 2 },
      { label: 'Created On', value: formatFormDate(c.createdOn, 'createdOn') },
      { label: 'Result', value: c.result, span: 2 },
    ]);
    const m = c.mismatch;
    if (m) {
      w.fields([
        { label: 'Tentative Nonconfirmation', value: `${m.agency}, issued ${formatFormDate(m.issuedOn, 'issuedOn')}`, span: 2 },
        { label: 'Employee Notified On', value: m.notifiedOn ? formatFormDate(m.notifiedOn, 'notifiedOn') : '' },
        { label: 'Employee Decision', value: m.decision ?? '', span: 2 },
      ]);
      w.fields([
        { label: 'Signed by the Employee as', value: m.signature ?? '', span: 3 },
        { label: 'Referred On', value: m.referredOn ? formatFormDate(m.referredOn, 'referredOn') : '', span: 2 },
      ]);
    }
    if (c.closure) {
      w.fields([
        { label: 'Closure Reason', value: c.closure.reason, span: 3 },
        { label: 'Still Employed', value: c.closure.currentlyEmployed ? 'Yes' : 'No' },
        { label: 'Closed On', value: formatFormDate(c.closure.closedOn, 'closedOn') },
      ]);
    }
  }
}

function supplementBSignature(w: FormWriter, b: I9SupplementBInput, timeZone: string): void {
  w.section(`Electronic signature record: Supplement B, section ${b.sequence}`, '8 CFR 274a.2(h)');
  i9Signature(w, b.examinerName, b, {
    timeZone,
    signerRole: "employer or authorized representative",
    documentName: `Supplement B, section ${b.sequence}, of this Form I-9`,
  });
}

/** An I-9 signature as electronicSignature prints it, then the id of the record it signs. */
function i9Signature(w: FormWriter, typedName: string, r: I9SignatureRecordInput, ctx: SignatureContext): void {
  electronicSignature(w, { typedName, signedAt: r.signedAt, ip: r.signerIp, userAgent: r.signerUserAgent }, ctx);
  w.fields([{ label: 'Record ID', value: r.recordId }]);
}
