import { CITIZENSHIP_CHOICES, I9_DOCUMENT_LISTS, I9_STATUS_LABELS, type Citizenship, type I9DocumentList } from '@clearhire/contracts';
import { DEFAULT_TIME_ZONE, formatFormDate, formatPhone, formatSsn, formatTimestamp } from '../format';
import type { I9RecordInput, I9Section1Input } from '../inputs';
import { electronicSignature } from './electronic-signature';
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

const TITLE = 'Form I-9 Section 1 record';

/**
 * The record of a Form I-9 Section 1 completed through the service: the fields exactly as the
 * employee entered them, the e-signature record docs/compliance.md §5 EI9-15 asks for (who, when, from
 * where, the attestation accepted, the record it binds), the documents uploaded by list, and the
 * employer's verification. It is also the printed confirmation the employee may ask for.
 */
export async function renderI9Record(input: I9RecordInput): Promise<Buffer> {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  return renderPdf(
    { title: `${TITLE}: Employment Eligibility Verification`, subject: 'Form I-9', footerLabel: 'Form I-9 Section 1 record', generatedAt: input.generatedAt, timeZone },
    (w) => {
      w.titleBlock({
        formNumber: 'Form I-9',
        formDetails: ['Employment Eligibility Verification', 'Department of Homeland Security', 'U.S. Citizenship and Immigration Services'],
        title: 'Section 1. Employee Information and Attestation: electronic record',
        subtitle: `Completed and signed electronically by the employee of ${input.employerName}. Keep with the employee's Form I-9 and the copies of the documents presented.`,
      });
      section1(w, input.section1);
      citizenship(w, input.section1);
      signatureRecord(w, input, timeZone);
      documents(w, input);
      verification(w, input, timeZone);
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
  w.paragraph('Check one of the following boxes to attest to your citizenship or immigration status:');
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
  electronicSignature(w, { typedName: sig.signature, signedAt: sig.signedAt, ip: sig.signerIp, userAgent: sig.signerUserAgent }, {
    timeZone,
    signerRole: 'employee',
    documentName: 'Section 1 of this Form I-9',
  });
  w.fields([{ label: 'Record ID', value: sig.recordId }]);
  w.fields([{ label: 'SHA-256 of Section 1 and this signature', value: i9RecordDigest(input.section1, sig) }]);
  w.paragraph('The signature was affixed when the employee submitted Section 1 and is bound to the record above; any later change to the record changes its digest. This document is the printed confirmation of the transaction that the employee may request.');
}

function documents(w: FormWriter, input: I9RecordInput): void {
  w.section('Documents presented', 'One List A document, or one List B and one List C document');
  const rows = I9_DOCUMENT_LISTS.flatMap((list) => {
    const doc = input.documents?.[list];
    return doc ? [[LIST_NAMES[list], doc.type, doc.filename ?? '']] : [];
  });
  if (rows.length === 0) {
    w.paragraph('No documents have been uploaded for this Form I-9.');
    return;
  }
  w.table([{ header: 'List', span: 2.4 }, { header: 'Document title', span: 2 }, { header: 'Stored copy', span: 2.6 }], rows);
}

function verification(w: FormWriter, input: I9RecordInput, timeZone: string): void {
  const v = input.verification;
  w.section('Employer verification (Section 2)');
  w.fields([
    { label: 'Status', value: v ? I9_STATUS_LABELS[v.status] : '' },
    { label: 'Verified on', value: v?.verifiedAt ? formatTimestamp(v.verifiedAt, timeZone) : '' },
    { label: 'Verified by', value: v?.verifiedBy ?? '' },
  ]);
}
