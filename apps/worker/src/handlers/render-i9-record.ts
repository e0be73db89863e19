import type { EntityManager } from 'typeorm';
import { EVERIFY_AGENCY_LABELS, EVERIFY_EMPLOYEE_DECISION_LABELS, EVERIFY_STATUS_LABELS, everifyClosureLabel } from '@clearhire/contracts';
import type { EVerifyCase, I9Section2, I9SupplementB } from '@clearhire/db';
import { renderI9Record, type I9EVerifyCaseInput, type I9RecordInput, type I9Section2Input, type I9SupplementBInput } from '@clearhire/documents';
import { calendarDateIn, timeZoneOf } from '@clearhire/domain';
import { fieldAt, type FieldCipher, type GeneratedDocuments, JobName, type JobPayloads, type StoreMode } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { I9RecordVersionsRepository } from '../repositories/i9-record-versions.repository';

/**
 * The Form I-9 record: Section 1 as entered, the documents uploaded, Section 2 once signed, and the
 * e-signature records. Every change of the I-9 raises the employee's revision and asks for a new
 * version; the versions before it stay, so an inspector's copy is never overwritten. A run renders
 * the current revision whatever revision queued it, and stores it only while it is still current.
 */
export class RenderI9Record implements JobHandler<JobName.RenderI9Record> {
  readonly name = JobName.RenderI9Record;

  constructor(
    private readonly records: I9RecordVersionsRepository,
    private readonly cipher: FieldCipher,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ employeeId }: JobPayloads[JobName.RenderI9Record]): Promise<JobOutcome> {
    const employee = await this.records.sourceOf(employeeId);
    if (!employee) return 'skipped';
    const revision = employee.i9Revision;
    if (await this.records.versionStored(employeeId, revision)) {
      // Stored by a run that died before its mark.
      await this.records.markReady(employeeId, revision);
      return 'skipped';
    }
    const { company, location, i9Form: form, section2 } = employee;
    const { supplementB, everifyCases } = await this.records.supplementsOf(employeeId);
    const open = (value: string | null, column: 'ssn_encrypted' | 'alien_number_encrypted' | 'citizen4_number1_encrypted' | 'citizen4_number2_encrypted' | 'citizen4_number3_encrypted') =>
      value ? this.cipher.decryptText(value, fieldAt('i9_forms', column, form.id)) : null;
    // The record's dates (E-Verify case days, the time it was made) are on the calendar of the employee's location.
    const timeZone = timeZoneOf(location);
    const input: I9RecordInput = {
      generatedAt: new Date(),
      timeZone,
      employerName: company.name,
      section1: {
        ...form,
        ssn: open(form.ssnEncrypted, 'ssn_encrypted'),
        alienNumber: open(form.alienNumberEncrypted, 'alien_number_encrypted'),
        citizen4Number1: open(form.citizen4Number1Encrypted, 'citizen4_number1_encrypted'),
        citizen4Number2: open(form.citizen4Number2Encrypted, 'citizen4_number2_encrypted'),
        citizen4Number3: open(form.citizen4Number3Encrypted, 'citizen4_number3_encrypted'),
      },
      signature: { signature: form.signature, signedAt: form.signedAt, signerIp: form.signerIp, signerUserAgent: form.signerUserAgent, recordId: form.id },
      documents: employee.documentsType as I9RecordInput['documents'],
      preparers: (form.preparers ?? []).map((p) => ({
        lastName: p.lastname,
        firstName: p.firstname,
        middleInitial: p.middleInitial,
        street: p.street,
        city: p.city,
        state: p.state,
        zip: p.zip,
        signature: p.signature,
        signedAt: p.signedAt,
        attestation: p.attestation,
      })),
      section2: section2 ? this.section2Input(section2) : null,
      supplementB: supplementB.map((b) => this.supplementBInput(b)),
      everify: everifyCases.filter((c) => c.caseNumber).map((c) => everifyInput(c, timeZone)),
      revision,
    };
    const bytes = await renderI9Record(input);
    const claim = async (m: EntityManager): Promise<StoreMode> => {
      // The I-9 changed while this version was rendered: the run for the newer revision stores it.
      if ((await this.records.lockRevision(m, employeeId)) !== revision) return 'discard';
      await this.records.markReady(employeeId, revision, m);
      return 'add';
    };
    await this.documents.store({ companyId: employee.companyId, employeeId }, [{ kind: 'i9-record', bytes, revision }], claim);
    return 'done';
  }

  private section2Input(s: I9Section2): I9Section2Input {
    return {
      firstDayOfEmployment: s.firstDayOfEmployment,
      documents: (s.documents ?? []).map((d) => ({
        list: d.list,
        title: d.title,
        issuingAuthority: d.issuingAuthority,
        number: d.numberEncrypted ? this.cipher.decryptText(d.numberEncrypted, fieldAt('i9_examined_documents', 'number_encrypted', d.id)) : null,
        expirationDate: d.expirationDate,
      })),
      alternativeProcedure: s.alternativeProcedure,
      additionalInformation: s.additionalInformation,
      examiner: { lastName: s.examinerLastname, firstName: s.examinerFirstname, title: s.examinerTitle, authorizedRepresentative: s.authorizedRepresentative },
      employer: { name: s.employerName, street: s.employerStreet, city: s.employerCity, state: s.employerState, zip: s.employerZip },
      signedOn: s.signedOn,
      signedAt: s.signedAt,
      signerIp: s.signerIp,
      signerUserAgent: s.signerUserAgent,
      attestation: s.attestation,
      recordId: s.id,
    };
  }

  private supplementBInput(b: I9SupplementB): I9SupplementBInput {
    return {
      sequence: b.sequence,
      reason: b.reason,
      rehireDate: b.rehireDate,
      newName: b.newLastname ? { lastName: b.newLastname, firstName: b.newFirstname ?? '', middleInitial: b.newMiddleInitial } : null,
      document: b.documentTitle
        ? {
            list: b.documentList!,
            title: b.documentTitle,
            issuingAuthority: b.documentIssuingAuthority,
            number: b.documentNumberEncrypted ? this.cipher.decryptText(b.documentNumberEncrypted, fieldAt('i9_supplement_b', 'document_number_encrypted', b.id)) : null,
            expirationDate: b.documentExpirationDate,
          }
        : null,
      alternativeProcedure: b.alternativeProcedure ?? false,
      additionalInformation: b.additionalInformation,
      examinerName: `${b.examinerFirstname} ${b.examinerLastname}`,
      signedOn: b.signedOn!,
      signedAt: b.signedAt!,
      signerIp: b.signerIp,
      signerUserAgent: b.signerUserAgent,
      attestation: b.attestation!,
      recordId: b.id,
    };
  }
}

/** An E-Verify case as the record keeps it: its number, result, mismatch steps and closure, never the SSN. */
function everifyInput(c: EVerifyCase, timeZone: string): I9EVerifyCaseInput {
  const day = (at: Date | null) => (at ? calendarDateIn(timeZone, at) : null);
  return {
    caseNumber: c.caseNumber as string,
    result: EVERIFY_STATUS_LABELS[c.status],
    testMode: c.testMode,
    createdOn: day(c.createdAt) as string,
    mismatch:
      c.agency && c.resultIssuedOn
        ? {
            agency: EVERIFY_AGENCY_LABELS[c.agency],
            issuedOn: c.resultIssuedOn,
            notifiedOn: day(c.notifiedAt),
            decision: c.employeeDecision ? EVERIFY_EMPLOYEE_DECISION_LABELS[c.employeeDecision] : null,
            signature: c.decisionSignature,
            referredOn: c.referredOn,
          }
        : null,
    closure:
      c.closureReason && c.closedAt && c.currentlyEmployed !== null
        ? { reason: everifyClosureLabel(c) ?? c.closureReason, currentlyEmployed: c.currentlyEmployed, closedOn: day(c.closedAt) as string }
        : null,
  };
}
