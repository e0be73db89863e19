import type { DataSource, EntityManager } from 'typeorm';
import { Submission } from '@clearhire/db';
import { renderForm8850, renderForm9061, type WotcFormInput } from '@clearhire/documents';
import type { FieldCipher } from '../../crypto/field-cipher';
import { JobName, type JobPayloads } from '../../jobs/job-registry';
import type { GeneratedDocuments, RenderedDocument } from '../generated-documents';
import type { JobHandler, JobOutcome } from '../job-handler';
import { employerFor } from './employer';

/** IRS Form 8850 for every pre-screening submission, and ETA Form 9061 for the eligible ones. */
export class RenderSubmissionForms implements JobHandler<JobName.RenderSubmissionForms> {
  readonly name = JobName.RenderSubmissionForms;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: FieldCipher,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ submissionId }: JobPayloads[JobName.RenderSubmissionForms]): Promise<JobOutcome> {
    const submission = await this.dataSource.getRepository(Submission).findOne({ where: { id: submissionId } });
    if (!submission) return 'skipped';
    const owner = { companyId: submission.companyId, submissionId };
    const wanted = submission.eligible ? (['form-8850', 'form-9061'] as const) : (['form-8850'] as const);
    const markReady = (m: EntityManager) => m.update(Submission, { id: submissionId }, { documentsReadyAt: () => 'now()' });
    const missing = await this.documents.missingKinds(owner, wanted, markReady);
    if (missing.length === 0) return 'skipped';
    const found = await employerFor(this.dataSource.manager, submission.companyId);
    if (!found) return 'skipped';
    const input: WotcFormInput = {
      generatedAt: new Date(),
      applicant: { ...submission, ssn: this.cipher.decryptText(submission.ssnEncrypted) },
      answers: submission as unknown as WotcFormInput['answers'],
      signature: { signature: submission.signature, signedAt: submission.createdAt, signerIp: submission.signerIp },
      employer: found.employer,
      hire: submission,
    };
    const rendered: RenderedDocument[] = [];
    for (const kind of missing) {
      rendered.push({ kind, bytes: kind === 'form-8850' ? await renderForm8850(input) : await renderForm9061(input) });
    }
    await this.documents.save(owner, rendered, markReady);
    return 'done';
  }
}
