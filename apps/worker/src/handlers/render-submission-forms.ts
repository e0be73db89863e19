import type { DataSource, EntityManager } from 'typeorm';
import { Submission } from '@clearhire/db';
import { renderForm8850, renderForm9061, type WotcFormInput } from '@clearhire/documents';
import { fieldAt, type FieldCipher, type GeneratedDocuments, JobName, type JobPayloads, type RenderedDocument, type StoreMode } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import { employerFor } from './employer';
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
    private readonly dataSource: DataSource,
    private readonly cipher: FieldCipher,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ submissionId }: JobPayloads[JobName.RenderSubmissionForms]): Promise<JobOutcome> {
    const submission = await this.dataSource.getRepository(Submission).findOne({ where: { id: submissionId } });
    if (!submission) return 'skipped';
    const owner = { companyId: submission.companyId, submissionId };
    const wanted = submission.eligible ? (['form-8850', 'form-9061'] as const) : (['form-8850'] as const);
    const loaded = { hireRevision: submission.hireRevision, formsRevision: submission.formsRevision };
    const mode = renderModeOf(loaded);
    // Nothing to render: ready, unless a hire was recorded meanwhile (its job renders the forms).
    const markReadyIfCurrent = (m: EntityManager) =>
      m.query('UPDATE submissions SET documents_ready_at = now() WHERE id = $1 AND forms_revision = hire_revision', [submissionId]);
    const kinds = mode === 'replace' ? [...wanted] : await this.documents.missingKinds(owner, wanted, markReadyIfCurrent);
    if (kinds.length === 0) return 'skipped';
    const found = await employerFor(this.dataSource.manager, submission.companyId);
    if (!found) return 'skipped';
    const input: WotcFormInput = {
      generatedAt: new Date(),
      // The applicant signed on the employer's calendar day (Form 8850 is dated no later than the offer).
      timeZone: found.company.timeZone,
      applicant: { ...submission, ssn: this.cipher.decryptText(submission.ssnEncrypted, fieldAt('submissions', 'ssn_encrypted', submission.id)) },
      answers: submission as unknown as WotcFormInput['answers'],
      signature: { signature: submission.signature, signedAt: submission.createdAt, signerIp: submission.signerIp },
      employer: found.employer,
      hire: submission,
    };
    const rendered: RenderedDocument[] = [];
    for (const kind of kinds) {
      rendered.push({ kind, bytes: kind === 'form-8850' ? await renderForm8850(input) : await renderForm9061(input) });
    }
    const claim = async (m: EntityManager): Promise<StoreMode> => {
      const [row]: { hire_revision: number; forms_revision: number }[] = await m.query(
        'SELECT hire_revision, forms_revision FROM submissions WHERE id = $1 FOR UPDATE',
        [submissionId],
      );
      const decision = claimRendering(loaded, mode, row && { hireRevision: row.hire_revision, formsRevision: row.forms_revision });
      if (decision !== 'discard') await m.update(Submission, { id: submissionId }, { documentsReadyAt: () => 'now()', formsRevision: loaded.hireRevision });
      return decision;
    };
    await this.documents.store(owner, rendered, claim);
    return 'done';
  }
}
