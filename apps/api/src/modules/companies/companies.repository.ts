import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import type { ErdStatus } from '@clearhire/contracts';
import { Company, ErdForm } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';
import { likePattern } from '../../common/http/page';

const MAX_FILTER_NAMES = 100;

/** A company as it signs up: its owner's account is written beside it (UsersRepository). */
export type NewCompany = Pick<Company, 'name' | 'firstname' | 'lastname' | 'email' | 'phone' | 'fax' | 'industry' | 'size' | 'timeZone'>;

/** A signed Employer Representative Declaration, as the company's user sends it. */
export type NewErd = Pick<ErdForm, 'companyId' | 'firstname' | 'lastname' | 'name' | 'phone' | 'email' | 'fax' | 'ein' | 'signature' | 'signerIp' | 'signedBy'> & {
  [K in 'authorizationVersion' | 'authorizationText' | 'authorizationSha256']: string;
};

/** Companies as the session may see them: a company user its own, an administrator all. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The list query (snapshotted in a test): companies in scope whose name matches, newest first. */
  listQuery(scope: Scope, search: string | undefined): SelectQueryBuilder<Company> {
    const qb = this.dataSource.getRepository(Company).createQueryBuilder('c');
    const params: unknown[] = [];
    const scoped = scope.companySql('c.id', params);
    if (scoped !== 'TRUE') qb.where(scoped.replace('$1', ':scopeId'), { scopeId: params[0] });
    if (search) qb.andWhere('c.name ILIKE :pattern', { pattern: likePattern(search) });
    return qb;
  }

  /** One page of companies, the total, and up to 100 matching names for the filter dropdown. */
  async list(scope: Scope, search: string | undefined, page: { take: number; skip: number }): Promise<{ data: Company[]; names: string[]; count: number }> {
    const qb = this.listQuery(scope, search);
    const [data, count] = await qb.clone().orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC').take(page.take).skip(page.skip).getManyAndCount();
    const names = await qb.clone().select('c.name', 'name').distinct(true).orderBy('c.name', 'ASC').limit(MAX_FILTER_NAMES).getRawMany<{ name: string }>();
    return { data, names: names.map((n) => n.name), count };
  }

  /** A company in scope, or null. `lock` holds its row for the rest of the caller's transaction. */
  findOne(scope: Scope, id: number, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<Company | null> {
    if (!scope.includes(id)) return Promise.resolve(null);
    return (opts.manager ?? this.dataSource.manager).findOne(Company, { where: { id }, ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** Whether a company in scope exists (read in the caller's transaction when given). */
  async exists(scope: Scope, id: number, manager?: EntityManager): Promise<boolean> {
    return scope.includes(id) && (await (manager ?? this.dataSource.manager).exists(Company, { where: { id } }));
  }

  /** A new company, in the caller's transaction (the sign-up writes its owner beside it). */
  register(m: EntityManager, company: NewCompany): Promise<Company> {
    return m.save(m.create(Company, company));
  }

  /** The settings a company user or an administrator changed, for a company read in scope and locked. */
  async updateSettings(m: EntityManager, id: number, changes: Partial<Company>): Promise<void> {
    await m.update(Company, { id }, changes);
  }

  /** Records a signed ERD and puts the company's authorization up for approval, with the EIN it declares. */
  async submitErd(m: EntityManager, erd: NewErd): Promise<ErdForm> {
    const saved = await m.save(m.create(ErdForm, erd));
    await m.update(Company, { id: erd.companyId }, { erdStatus: 'pending', ein: erd.ein });
    return saved;
  }

  /** Approves the company's newest ERD (read through `newestErd`): its public pre-screening link opens. */
  async approveErd(m: EntityManager, erd: ErdForm, approvedBy: string, at: Date): Promise<void> {
    await m.update(ErdForm, { id: erd.id }, { approvedAt: at, approvedBy });
    await m.update(Company, { id: erd.companyId }, { erdStatus: 'approved' });
  }

  /** Each company's newest ERD (the employer as the state knows it), for the companies in scope among `companyIds`. */
  async newestErds(scope: Scope, companyIds: number[]): Promise<Map<number, ErdForm>> {
    const ids = [...new Set(companyIds)].filter((id) => scope.includes(id));
    const erds = ids.length ? await this.dataSource.getRepository(ErdForm).find({ where: { companyId: In(ids) }, order: { createdAt: 'ASC' } }) : [];
    return new Map(erds.map((e) => [e.companyId, e]));
  }

  /** The newest ERD of one company in scope, or null. */
  newestErd(scope: Scope, companyId: number, manager?: EntityManager): Promise<ErdForm | null> {
    if (!scope.includes(companyId)) return Promise.resolve(null);
    return (manager ?? this.dataSource.manager).findOne(ErdForm, { where: { companyId }, order: { createdAt: 'DESC' } });
  }

  /** A company whose ERD is approved, for its public pre-screening link: its name only. */
  async openForPrescreening(id: number): Promise<{ name: string } | null> {
    const [company] = await this.dataSource.query<{ name: string }[]>(`SELECT name FROM companies WHERE id = $1 AND erd_status = 'approved'`, [id]);
    return company ?? null;
  }

  /** A public form's company: only whether it exists, how far its authorization has gone, and its calendar. */
  async publicFacts(id: number): Promise<{ erdStatus: ErdStatus; timeZone: string } | null> {
    const [company] = await this.dataSource.query<{ erd_status: ErdStatus; time_zone: string }[]>('SELECT erd_status, time_zone FROM companies WHERE id = $1', [id]);
    return company ? { erdStatus: company.erd_status, timeZone: company.time_zone } : null;
  }

  /**
   * What an applicant tracking system's use of the public form needs of a company: the hosts a
   * pre-screening may return to and the origins that may frame it. Public by design (the company
   * comes from a public link), so no scope applies; null for no such company.
   */
  async atsSettings(id: number): Promise<{ atsReturnHosts: string[]; frameAncestors: string[] } | null> {
    const [company] = await this.dataSource.query<{ ats_return_hosts: string[]; frame_ancestors: string[] }[]>('SELECT ats_return_hosts, frame_ancestors FROM companies WHERE id = $1', [id]);
    return company ? { atsReturnHosts: company.ats_return_hosts, frameAncestors: company.frame_ancestors } : null;
  }
}
