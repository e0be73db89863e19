import type { EntityManager } from 'typeorm';
import { renderErdAuthorization } from '@clearhire/documents';
import { type GeneratedDocuments, JobName, type JobPayloads, type StoreMode } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { EmployersRepository } from '../repositories/employers.repository';

/**
 * The signed Employer Representative Declaration with the I-9 employer authorization, as a PDF,
 * dated on the company's calendar, printing the words stored with the signature. A declaration is rendered until it is marked ready; one whose
 * stored copy must be printed again (a wrong date) is marked not ready and its copy is replaced.
 */
export class RenderErdAuthorization implements JobHandler<JobName.RenderErdAuthorization> {
  readonly name = JobName.RenderErdAuthorization;

  constructor(
    private readonly employers: EmployersRepository,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ erdFormId }: JobPayloads[JobName.RenderErdAuthorization]): Promise<JobOutcome> {
    const erd = await this.employers.erdWithCompany(erdFormId);
    if (!erd?.company || erd.documentsReadyAt) return 'skipped';
    // The words printed are the ones kept with the signature, never today's (a declaration signed before they were kept has none).
    const authorization =
      erd.authorizationVersion !== null && erd.authorizationText !== null && erd.authorizationSha256 !== null
        ? { version: erd.authorizationVersion, text: erd.authorizationText, sha256: erd.authorizationSha256 }
        : null;
    const bytes = await renderErdAuthorization({ generatedAt: new Date(), timeZone: erd.company.timeZone, erd: { ...erd, signedAt: erd.createdAt, authorization } });
    // Under the row lock: a run that finished first (a retry, a second worker) leaves nothing to do.
    const claim = async (m: EntityManager): Promise<StoreMode> => {
      const ready = await this.employers.lockReadiness(m, erdFormId);
      if (ready === null || ready) return 'discard';
      await this.employers.markReady(m, erdFormId);
      return 'replace';
    };
    await this.documents.store({ companyId: erd.companyId, erdFormId }, [{ kind: 'erd-authorization', bytes }], claim);
    return 'done';
  }
}
