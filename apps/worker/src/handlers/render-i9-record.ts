import type { DataSource, EntityManager } from 'typeorm';
import { Company, Employee, I9Form } from '@clearhire/db';
import { renderI9Record, type I9RecordInput } from '@clearhire/documents';
import { type FieldCipher, type GeneratedDocuments, JobName, type JobPayloads } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';

/** The Form I-9 record: Section 1 as entered, the e-signature attestation and the uploaded documents. */
export class RenderI9Record implements JobHandler<JobName.RenderI9Record> {
  readonly name = JobName.RenderI9Record;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: FieldCipher,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ employeeId }: JobPayloads[JobName.RenderI9Record]): Promise<JobOutcome> {
    const employee = await this.dataSource.getRepository(Employee).findOne({ where: { id: employeeId } });
    const form = await this.dataSource.getRepository(I9Form).findOne({ where: { employeeId } });
    if (!employee || !form) return 'skipped';
    const owner = { companyId: employee.companyId, employeeId };
    const markReady = (m: EntityManager) => m.update(I9Form, { id: form.id }, { documentsReadyAt: () => 'now()' });
    if ((await this.documents.missingKinds(owner, ['i9-record'], markReady)).length === 0) return 'skipped';
    const company = await this.dataSource.getRepository(Company).findOne({ where: { id: employee.companyId } });
    const open = (value: string | null) => (value ? this.cipher.decryptText(value) : null);
    const input: I9RecordInput = {
      generatedAt: new Date(),
      employerName: company?.name ?? '',
      section1: {
        ...form,
        ssn: open(form.ssnEncrypted),
        alienNumber: open(form.alienNumberEncrypted),
        citizen4Number1: open(form.citizen4Number1Encrypted),
        citizen4Number2: open(form.citizen4Number2Encrypted),
        citizen4Number3: open(form.citizen4Number3Encrypted),
      },
      signature: { signature: form.signature, signedAt: form.signedAt, signerIp: form.signerIp, signerUserAgent: form.signerUserAgent, recordId: form.id },
      documents: employee.documentsType as I9RecordInput['documents'],
      verification: { status: employee.i9Status, verifiedAt: employee.verifiedAt },
    };
    await this.documents.save(owner, [{ kind: 'i9-record', bytes: await renderI9Record(input) }], markReady);
    return 'done';
  }
}
