import type { DataSource, EntityManager } from 'typeorm';
import { ErdForm } from '@clearhire/db';
import { renderErdAuthorization } from '@clearhire/documents';
import { type GeneratedDocuments, JobName, type JobPayloads } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';

/** The signed Employer Representative Declaration with the I-9 employer authorization, as a PDF. */
export class RenderErdAuthorization implements JobHandler<JobName.RenderErdAuthorization> {
  readonly name = JobName.RenderErdAuthorization;

  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: GeneratedDocuments,
  ) {}

  async handle({ erdFormId }: JobPayloads[JobName.RenderErdAuthorization]): Promise<JobOutcome> {
    const erd = await this.dataSource.getRepository(ErdForm).findOne({ where: { id: erdFormId } });
    if (!erd) return 'skipped';
    const owner = { companyId: erd.companyId, erdFormId };
    const markReady = (m: EntityManager) => m.update(ErdForm, { id: erdFormId }, { documentsReadyAt: () => 'now()' });
    if ((await this.documents.missingKinds(owner, ['erd-authorization'], markReady)).length === 0) return 'skipped';
    const bytes = await renderErdAuthorization({ generatedAt: new Date(), erd: { ...erd, signedAt: erd.createdAt } });
    await this.documents.save(owner, [{ kind: 'erd-authorization', bytes }], markReady);
    return 'done';
  }
}
