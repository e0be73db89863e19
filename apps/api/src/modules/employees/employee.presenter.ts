import type { EVerifyView } from '../everify/everify.dto';
import type { Employee, I9ExaminedDocument, I9Form, I9Section2, I9SupplementB, StoredDocument } from '@clearhire/db';
import { maskMobilePhone, supplementBStatusLabel, type I9DocumentList } from '@clearhire/contracts';
import { type PersonTimelineEntry, alternativeProcedureProblems, currentI9DocumentTitle, deadlineStatus, employerBusinessDays, i9ChoiceLabel, maskSsn, participatesInEVerify, reverifyBy, section2BusinessAddress, section2Deadline } from '@clearhire/domain';
import { presentDocuments } from '../files/document.view';
import { locationOf } from '../locations/employee-location';
import type { SubmissionMatch } from './employees.repository';
import type { EmployeeDetailView, EmployeeListItem, SubmissionMatchView, I9HistoryEvent, I9SectionOneView, Section2View, SupplementBView } from './employees.dto';

/**
 * Where Section 2 stands: once signed, its recorded due date and whether it came late; before, the
 * due date from the first day on the business days of the employee's location, with the business
 * days left from the location's today (the unit the 3-business-day rule counts in).
 */
function section2Status(e: Employee, today: string): Pick<EmployeeListItem, 'section2_due_date' | 'section2_days_left' | 'section2_days_unit' | 'section2_late'> {
  const signed = e.section2;
  if (signed) return { section2_due_date: signed.dueDate, section2_days_left: null, section2_days_unit: null, section2_late: signed.signedOn > signed.dueDate };
  if (!e.startDate || e.i9Status === 'verified') return { section2_due_date: null, section2_days_left: null, section2_days_unit: null, section2_late: false };
  const status = deadlineStatus(section2Deadline(e.startDate, employerBusinessDays(locationOf(e))), today);
  return { section2_due_date: status.dueDate, section2_days_left: status.daysLeft, section2_days_unit: status.unit, section2_late: status.late };
}

/** `today` is the date on the calendar of the employee's location (the caller's Clock in its time zone). */
export function presentEmployee(e: Employee, companyName: string, today: string): EmployeeListItem {
  return {
    id: e.id,
    submission_id: e.submissionId,
    firstname: e.firstname,
    lastname: e.lastname,
    email: e.email,
    i9_status: e.i9Status,
    created_at: e.createdAt.toISOString(),
    company_id: e.companyId,
    company_name: companyName,
    location: { id: e.locationId, name: e.location?.name ?? '' },
    start_date: e.startDate,
    ...section2Status(e, today),
    reverify_by: e.reverifyBy,
    termination_date: e.terminationDate,
    retain_until: e.retainUntil,
    legal_hold: e.legalHold,
    mobile_phone: e.mobilePhone ? maskMobilePhone(e.mobilePhone) : null,
    external_id: e.externalId,
    job_title: e.jobTitle,
  };
}

/** Section 1 without any number in the clear: the SSN masked, the others only named. */
function presentI9(f: I9Form): I9SectionOneView {
  const numbersProvided = [
    f.alienNumberEncrypted && 'USCIS / A-Number',
    f.citizen4Number1Encrypted && 'USCIS / A-Number',
    f.citizen4Number2Encrypted && 'Form I-94 admission number',
    f.citizen4Number3Encrypted && 'Foreign passport number and country',
  ].filter((n): n is string => Boolean(n));
  return {
    firstname: f.firstname,
    lastname: f.lastname,
    middleInitial: f.middleInitial,
    otherLastnames: f.otherLastnames,
    street: f.street,
    apt: f.apt,
    city: f.city,
    county: f.county,
    state: f.state,
    zip: f.zip,
    birthdate: f.birthdate,
    email: f.email,
    phone: f.phone,
    citizenship: f.citizenship,
    expiry: f.expiryNotApplicable ? 'N/A' : f.expiry,
    numbersProvided,
    signature: f.signature,
    signedAt: f.signedAt.toISOString(),
  };
}

const byPosition = (a: I9ExaminedDocument, b: I9ExaminedDocument) => a.position - b.position;

/**
 * The employee's Section 1 choices of documents; one stored before the lists took the M-274's titles
 * reads as today's choice (libs/domain i9ChoiceLabel), as everywhere the record is shown.
 */
function chosenDocuments(chosen: Employee['documentsType']): Employee['documentsType'] {
  if (!chosen) return chosen;
  return Object.fromEntries(Object.entries(chosen).map(([list, doc]) => [list, { ...doc, type: i9ChoiceLabel(doc.type, list as I9DocumentList) }]));
}

/** Section 2 as signed; document numbers masked to their last four characters. */
function presentSection2(s: I9Section2): Section2View {
  return {
    first_day_of_employment: s.firstDayOfEmployment,
    short_term_employment: s.shortTermEmployment,
    documents: [...(s.documents ?? [])].sort(byPosition).map((d) => ({
      list: d.list,
      title: currentI9DocumentTitle(d.list, d.title),
      issuing_authority: d.issuingAuthority,
      number: d.numberLast4 ? `••••${d.numberLast4}` : null,
      expiration_date: d.expirationDate,
      has_photo: d.hasPhoto,
    })),
    alternative_procedure: s.alternativeProcedure,
    additional_information: s.additionalInformation,
    examiner: { last_name: s.examinerLastname, first_name: s.examinerFirstname, title: s.examinerTitle, authorized_representative: s.authorizedRepresentative },
    employer: { name: s.employerName, street: s.employerStreet, city: s.employerCity, state: s.employerState, zip: s.employerZip },
    signed_on: s.signedOn,
    signed_at: s.signedAt.toISOString(),
    due_date: s.dueDate,
    late: s.signedOn > s.dueDate,
    attestation: s.attestation,
  };
}

const REASON_NAMES: Record<I9SupplementB['reason'], string> = { reverification: 'reverification', rehire: 'rehire', 'name-change': 'name change' };

/** A Supplement B section; its document number masked to the last four characters. */
function presentSupplementB(b: I9SupplementB, documents: StoredDocument[]): SupplementBView {
  return {
    id: b.id,
    sequence: b.sequence,
    reason: b.reason,
    status: b.status,
    status_label: supplementBStatusLabel(b),
    needs_document: b.needsDocument,
    requested_at: b.createdAt.toISOString(),
    // A section with no document has a token but no link: nothing was mailed, and the link answers 404.
    url: b.needsDocument ? b.url : null,
    link_expires_at: b.needsDocument ? b.linkExpiresAt.toISOString() : null,
    rehire_date: b.rehireDate,
    new_name: b.newLastname ? [b.newFirstname, b.newMiddleInitial, b.newLastname].filter(Boolean).join(' ') : null,
    document_ids: documents.filter((d) => d.supplementBId === b.id).map((d) => d.id),
    document: b.documentTitle
      ? {
          list: b.documentList!,
          title: currentI9DocumentTitle(b.documentList!, b.documentTitle),
          issuing_authority: b.documentIssuingAuthority,
          number: b.documentNumberLast4 ? `••••${b.documentNumberLast4}` : null,
          expiration_date: b.documentExpirationDate,
          has_photo: null,
        }
      : null,
    alternative_procedure: b.alternativeProcedure,
    additional_information: b.additionalInformation,
    examiner: b.examinerLastname ? `${b.examinerFirstname} ${b.examinerLastname}${b.authorizedRepresentative ? " (the employer's authorized representative)" : ''}` : null,
    signed_on: b.signedOn,
  };
}

/** The Form I-9's life from what its records hold, oldest first. */
function historyOf(e: Employee, documents: StoredDocument[]): I9HistoryEvent[] {
  const events: I9HistoryEvent[] = [];
  if (e.invitedAt) events.push({ at: e.invitedAt.toISOString(), event: 'invited', description: `The private I-9 link was e-mailed to ${e.email}.` });
  for (const move of e.moves ?? []) events.push({ at: move.movedAt.toISOString(), event: 'moved', description: `Moved from ${move.fromLocationName} to ${move.toLocationName}.` });
  if (e.i9Form) events.push({ at: e.i9Form.signedAt.toISOString(), event: 'section1-signed', description: `Section 1 signed by the employee as "${e.i9Form.signature}".` });
  if (e.section2) {
    const s = e.section2;
    const who = `${s.examinerFirstname} ${s.examinerLastname}, ${s.examinerTitle}${s.authorizedRepresentative ? " (the employer's authorized representative)" : ''}`;
    events.push({ at: s.signedAt.toISOString(), event: 'section2-signed', description: `Section 2 signed by ${who}${s.alternativeProcedure ? ', documents examined by the alternative procedure' : ''}.` });
  }
  for (const b of e.supplementB ?? []) {
    events.push({ at: b.createdAt.toISOString(), event: 'supplement-b-requested', description: `Supplement B section ${b.sequence} (${REASON_NAMES[b.reason]}) started.` });
    if (b.signedAt) events.push({ at: b.signedAt.toISOString(), event: 'supplement-b-signed', description: `Supplement B section ${b.sequence} signed by ${b.examinerFirstname} ${b.examinerLastname}.` });
  }
  for (const d of documents.filter((doc) => doc.kind === 'i9-record')) {
    events.push({ at: d.createdAt.toISOString(), event: 'record-version', description: `Form I-9 record version ${d.revision + 1} stored.` });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export function presentEmployeeDetail(
  e: Employee,
  companyName: string,
  documents: StoredDocument[],
  today: string,
  receiptValidityDays: number,
  everify: EVerifyView,
  timeline: PersonTimelineEntry[],
): Omit<EmployeeDetailView, 'submission_matches' | 'texts_opted_out'> {
  const form = e.i9Form ?? null;
  const section2 = e.section2 ?? null;
  const reverify =
    form && section2
      ? reverifyBy(
          { citizenship: form.citizenship, authorizedUntil: form.expiry, firstDayOfEmployment: section2.firstDayOfEmployment, documents: section2.documents ?? [] },
          receiptValidityDays,
        )
      : null;
  return {
    ...presentEmployee(e, companyName, today),
    url: e.url,
    ssn: form ? maskSsn(form.ssnLast4) : null,
    documents_type: chosenDocuments(e.documentsType),
    i9: form ? presentI9(form) : null,
    documents: presentDocuments(documents),
    offer_accepted_on: e.offerAcceptedOn,
    language: e.language,
    supplement_a: [...(form?.preparers ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        last_name: p.lastname,
        first_name: p.firstname,
        middle_initial: p.middleInitial,
        street: p.street,
        city: p.city,
        state: p.state,
        zip: p.zip,
        signature: p.signature,
        signed_at: p.signedAt.toISOString(),
      })),
    section2: section2 ? presentSection2(section2) : null,
    section2_business_address: section2BusinessAddress(locationOf(e), e.company),
    // The same rule Section 2 and Supplement B apply when they are signed (libs/domain alternativeProcedureProblems).
    alternative_procedure_refusal: alternativeProcedureProblems(true, { eVerify: Boolean(e.company && participatesInEVerify(e.company)), hiringSite: locationOf(e) })[0]?.msg ?? null,
    supplement_b: [...(e.supplementB ?? [])].sort((a, b) => a.sequence - b.sequence).map((b) => presentSupplementB(b, documents)),
    reverify_reason: reverify && reverify.date === e.reverifyBy ? reverify.reason : null,
    everify,
    history: historyOf(e, documents),
    timeline,
  };
}

/** A pre-screening offered to be linked: who and when, never more of the applicant's data. */
export function presentSubmissionMatch(s: SubmissionMatch): SubmissionMatchView {
  return { id: s.id, firstname: s.firstname, lastname: s.lastname, created_at: new Date(s.createdAt).toISOString(), matched_on: s.matchedOn };
}
