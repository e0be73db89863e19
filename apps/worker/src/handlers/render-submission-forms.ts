import type { EntityManager } from 'typeorm';
import { renderForm8850, renderForm9061, type WotcFormInput } from '@clearhire/documents';
import { fieldAt, type FieldCipher, type GeneratedDocuments, JobName, type JobPayloads, type RenderedDocument, type StoreMode } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { EmployersRepository } from '../repositories/employers.repository';
import type { SubmissionsRepository } from '../repositories/submissions.repository';
import { employerInput } from './employer';
import { claimRendering, renderModeOf } from './submission-forms-revision';

/**
 * IRS Form 8850 for every pre-screening submission, and ETA Form 9061 for the eligible ones. Both
 * print the hire (dates, wage, job title), so once the employer records it they are rendered again
 * and replace the stored ones. Every run renders the submission as it reads it; whether its forms
 * are stored is decided under the row lock (see claimRendering), so any run may come twice or late.
 */
export class RenderSubmissionForms implements JobHandler<JobName.RenderSubmissionForms> {
  readonly name = JobName.RenderSubmissionForms;

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly employers: EmployersRepository,
    private readonly cipher: FieldCipher,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ submissionId }: JobPayloads[JobName.RenderSubmissionForms]): Promise<JobOutcome> {
    const submission = await this.submissions.find(submissionId);
    if (!submission) return 'skipped';
    const owner = { companyId: submission.companyId, submissionId };
    const wanted = submission.eligible ? (['form-8850', 'form-9061'] as const) : (['form-8850'] as const);
    const loaded = { hireRevision: submission.hireRevision, formsRevision: submission.formsRevision };
    const mode = renderModeOf(loaded);
    const kinds = mode === 'replace' ? [...wanted] : await this.documents.missingKinds(owner, wanted, (m) => this.submissions.markReadyIfCurrent(m, submissionId));
    if (kinds.length === 0) return 'skipped';
    const found = await this.employers.companyWithNewestErd(submission.companyId);
    if (!found) return 'skipped';
    const input: WotcFormInput = {
      generatedAt: new Date(),
      // The applicant signed on the employer's calendar day (Form 8850 is dated no later than the offer).
      timeZone: found.company.timeZone,
      applicant: { ...submission, ssn: this.cipher.decryptText(submission.ssnEncrypted, fieldAt('submissions', 'ssn_encrypted', submission.id)) },
      answers: submission as unknown as WotcFormInput['answers'],
      signature: { signature: submission.signature, signedAt: submission.createdAt, signerIp: submission.signerIp },
      employer: employerInput(found.company, found.erd),
      hire: submission,
    };
    const rendered: RenderedDocument[] = [];
    for (const kind of kinds) {
      rendered.push({ kind, bytes: kind === 'form-8850' ? await renderForm8850(input) : await renderForm9061(input) });
    }
    const claim = async (m: EntityManager): Promise<StoreMode> => {
      const decision = claimRendering(loaded, mode, await this.submissions.lockRevisions(m, submissionId));
      if (decision !== 'discard') await this.submissions.markFormsStored(m, submissionId, loaded.hireRevision);
      return decision;
    };
    await this.documents.store(owner, rendered, claim);
    return 'done';
  }
}
