import type { EntityManager } from 'typeorm';
import type { Company, ErdForm, Submission } from '@clearhire/db';
import { renderForm8850, renderForm9061, type WotcFormInput } from '@clearhire/documents';
import { fieldAt, type FieldCipher, type GeneratedDocuments, JobName, type JobPayloads, type RenderedDocument, type StoreMode } from '@clearhire/server';
import { BatchedCalls } from '../batching/batched-calls';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { EmployersRepository } from '../repositories/employers.repository';
import type { SubmissionsRepository } from '../repositories/submissions.repository';
import { employerInput } from './employer';
import { claimRendering, type FormsRevisions, renderModeOf } from './submission-forms-revision';

/** At most this many submissions share one read or one transaction (a burst of pre-screenings). */
const MAX_BATCH = 50;

/** A submission as its job reads it: the row, its employer and the forms it has stored already. */
interface Loaded {
  submission: Submission;
  employer: { company: Company; erd: ErdForm | null } | null;
  storedKinds: ReadonlySet<string>;
}

/** The forms one job rendered, with the revisions they were rendered from. */
interface Rendering {
  submissionId: string;
  companyId: number;
  loaded: FormsRevisions;
  mode: 'add' | 'replace';
  documents: RenderedDocument[];
}

/**
 * IRS Form 8850 for every pre-screening submission, and ETA Form 9061 for the eligible ones. Both
 * print the hire (dates, wage, job title), so once the employer records it they are rendered again
 * and replace the stored ones. Every run renders the submission as it reads it; whether its forms
 * are stored is decided under the row lock (see claimRendering), so any run may come twice or late.
 *
 * The jobs a worker runs side by side read their submissions together and store their forms in one
 * transaction (BatchedCalls): each job still ends only once its own forms are committed, and the
 * row lock and the unique indexes decide as they do for a job alone, so a batch never stores a form
 * twice and a worker killed mid-batch leaves its jobs to be run again.
 */
export class RenderSubmissionForms implements JobHandler<JobName.RenderSubmissionForms> {
  readonly name = JobName.RenderSubmissionForms;
  private readonly loads = new BatchedCalls((ids: string[]) => this.loadAll(ids), MAX_BATCH);
  private readonly stores = new BatchedCalls((renderings: Rendering[]) => this.storeAll(renderings), MAX_BATCH);

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly employers: EmployersRepository,
    private readonly cipher: FieldCipher,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ submissionId }: JobPayloads[JobName.RenderSubmissionForms]): Promise<JobOutcome> {
    const found = await this.loads.call(submissionId);
    if (!found) return 'skipped';
    const { submission, employer, storedKinds } = found;
    const owner = { companyId: submission.companyId, submissionId };
    const wanted = submission.eligible ? (['form-8850', 'form-9061'] as const) : (['form-8850'] as const);
    const loaded = { hireRevision: submission.hireRevision, formsRevision: submission.formsRevision };
    const mode = renderModeOf(loaded);
    const missing = mode === 'replace' ? [...wanted] : wanted.filter((kind) => !storedKinds.has(kind));
    // Stored already (a run that stored them may have died before its mark): the check marks it ready.
    const kinds = missing.length === 0 ? await this.documents.missingKinds(owner, wanted, (m) => this.submissions.markReadyIfCurrent(m, submissionId)) : missing;
    if (kinds.length === 0 || !employer) return 'skipped';
    const input: WotcFormInput = {
      generatedAt: new Date(),
      // The applicant signed on the employer's calendar day (Form 8850 is dated no later than the offer).
      timeZone: employer.company.timeZone,
      applicant: { ...submission, ssn: this.cipher.decryptText(submission.ssnEncrypted, fieldAt('submissions', 'ssn_encrypted', submission.id)) },
      answers: submission as unknown as WotcFormInput['answers'],
      signature: { signature: submission.signature, signedAt: submission.createdAt, signerIp: submission.signerIp },
      employer: employerInput(employer.company, employer.erd),
      hire: submission,
    };
    const documents: RenderedDocument[] = [];
    for (const kind of kinds) {
      documents.push({ kind, bytes: kind === 'form-8850' ? await renderForm8850(input) : await renderForm9061(input) });
    }
    await this.stores.call({ submissionId, companyId: submission.companyId, loaded, mode, documents });
    return 'done';
  }

  /** The submissions of the jobs at hand, their employers and stored forms: four queries for the batch. */
  private async loadAll(ids: string[]): Promise<(Loaded | null)[]> {
    const [submissions, storedKinds] = await Promise.all([this.submissions.findMany(ids), this.submissions.formKinds(ids)]);
    const employers = submissions.length ? await this.employers.companiesWithNewestErd(submissions.map((s) => s.companyId)) : new Map();
    const byId = new Map(submissions.map((s) => [s.id, s]));
    return ids.map((id) => {
      const submission = byId.get(id);
      return submission ? { submission, employer: employers.get(submission.companyId) ?? null, storedKinds: storedKinds.get(id) ?? new Set() } : null;
    });
  }

  /** The renderings of the jobs at hand, each claimed under its row lock, all in one transaction. */
  private async storeAll(renderings: Rendering[]): Promise<void[]> {
    const claim = async (m: EntityManager): Promise<StoreMode[]> => {
      const locked = await this.submissions.lockRevisions(
        m,
        renderings.map((r) => r.submissionId),
      );
      const decisions = renderings.map((r) => claimRendering(r.loaded, r.mode, locked.get(r.submissionId)));
      await this.submissions.markFormsStored(
        m,
        renderings.filter((_, i) => decisions[i] !== 'discard').map((r) => ({ id: r.submissionId, formsRevision: r.loaded.hireRevision })),
      );
      return decisions;
    };
    await this.documents.storeAll(
      renderings.map((r) => ({ owner: { companyId: r.companyId, submissionId: r.submissionId }, documents: r.documents })),
      claim,
    );
    return renderings.map(() => undefined);
  }
}
