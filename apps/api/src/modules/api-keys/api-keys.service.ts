import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { API_KEY_SCOPES } from '@clearhire/contracts';
import { AuditService } from '@clearhire/server';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { OWNERS_ONLY } from '../../common/auth/access.guard';
import { newApiKey } from '../../common/auth/api-key-format';
import { ApiError } from '../../common/errors/api-error';
import { isUniqueViolation } from '../../common/errors/unique-violation';
import { CompaniesRepository } from '../companies/companies.repository';
import type { ApiKeyCreateDto, ApiKeyCreated, ApiKeyView } from './api-keys.dto';
import { API_KEY_NAME_KEY, ApiKeysRepository } from './api-keys.repository';
import { presentApiKey } from './api-key.presenter';

export const KEY_NAME_TAKEN = 'The company already has an active API key with this name.';

/**
 * A company's API keys, managed by its owners and by administrators (never by members, nor with a
 * key). A new key's secret is answered once and only its hash is kept; revoking is immediate, since
 * every request made with a key reads it again. Every change is audited, the key's name and scopes
 * in the detail, never its secret.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: ApiKeysRepository,
    private readonly companies: CompaniesRepository,
    private readonly audit: AuditService,
  ) {}

  async list(companyId: number, page: { take: number; skip: number }, session: Session): Promise<{ data: ApiKeyView[]; count: number }> {
    const scope = await this.managed(companyId, session);
    const { rows, count } = await this.keys.listOf(scope, companyId, page);
    return { data: rows.map(presentApiKey), count };
  }

  async create(companyId: number, dto: ApiKeyCreateDto, session: Session, actor: Actor): Promise<ApiKeyCreated> {
    const scope = await this.managed(companyId, session);
    const made = newApiKey();
    // In the documented order, whatever order the request gave.
    const scopes = API_KEY_SCOPES.filter((s) => dto.scopes.includes(s));
    try {
      return await this.dataSource.transaction(async (m) => {
        const key = await this.keys.add(m, { companyId, name: dto.name, prefix: made.prefix, secretHash: made.secretHash, scopes, createdBy: session.userId });
        await this.audit.record(m, { actor, action: 'api_key.created', recordType: 'api_key', recordId: key.id, companyId, detail: { name: key.name, prefix: key.prefix, scopes } });
        const row = await this.keys.rowOf(m, scope, companyId, key.id);
        return { ...presentApiKey(row!), key: made.key };
      });
    } catch (err) {
      if (isUniqueViolation(err, API_KEY_NAME_KEY)) throw ApiError.conflict(KEY_NAME_TAKEN, 'name');
      throw err;
    }
  }

  /** Revokes the key at once; revoking a revoked key changes nothing and answers it as it is. */
  async revoke(companyId: number, keyId: string, session: Session, actor: Actor): Promise<ApiKeyView> {
    const scope = await this.managed(companyId, session);
    return this.dataSource.transaction(async (m) => {
      const key = await this.keys.lockOne(m, scope, companyId, keyId);
      if (!key) throw ApiError.notFound('API key');
      if (!key.revokedAt) {
        await this.keys.revoke(m, key.id, session.userId);
        await this.audit.record(m, { actor, action: 'api_key.revoked', recordType: 'api_key', recordId: key.id, companyId, detail: { name: key.name, prefix: key.prefix } });
      }
      return presentApiKey((await this.keys.rowOf(m, scope, companyId, key.id))!);
    });
  }

  /** The scope of a company the caller manages: its owners and administrators; 404 for another company, 403 for a member. */
  private async managed(companyId: number, session: Session): Promise<Scope> {
    const scope = Scope.of(session);
    if (!(await this.companies.exists(scope, companyId))) throw ApiError.notFound('Company');
    if (!session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
    return scope;
  }
}
