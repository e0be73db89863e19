import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiKey } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** The unique index that keeps one active key per name in a company: its violation is a 409 on `name`. */
export const API_KEY_NAME_KEY = 'api_keys_company_name_key';

/** A key as its list shows it, with the names of who made and revoked it. */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_by: string;
  created_by_name: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: string | null;
  revoked_by_name: string | null;
}

/** The list's SQL: a company's keys, active first, then newest first; the people by their names. */
export const API_KEY_LIST_SQL = (condition: string) => `
  SELECT k.id, k.name, k.prefix, k.scopes, k.created_by, nullif(trim(concat_ws(' ', cu.firstname, cu.lastname)), '') AS created_by_name,
         k.created_at, k.last_used_at, k.revoked_at, k.revoked_by, nullif(trim(concat_ws(' ', ru.firstname, ru.lastname)), '') AS revoked_by_name
    FROM api_keys k
    LEFT JOIN users cu ON cu.id = k.created_by
    LEFT JOIN users ru ON ru.id = k.revoked_by
   WHERE ${condition}`;

/** A company's API keys, read and written only for a company in the caller's scope. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the company's keys (active first, then newest first) and how many it has. */
  async listOf(scope: Scope, companyId: number, page: { take: number; skip: number }): Promise<{ rows: ApiKeyRow[]; count: number }> {
    if (!scope.includes(companyId)) return { rows: [], count: 0 };
    // A company has a handful of keys: two short reads in turn, through the (company_id, created_at) index.
    const rows: ApiKeyRow[] = await this.dataSource.query(`${API_KEY_LIST_SQL('k.company_id = $1')} ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id LIMIT $2 OFFSET $3`, [
      companyId,
      page.take,
      page.skip,
    ]);
    const [{ count }]: { count: number }[] = await this.dataSource.query('SELECT count(*)::int AS count FROM api_keys WHERE company_id = $1', [companyId]);
    return { rows, count };
  }

  /** One key of the company as the list shows it, in the caller's transaction. */
  async rowOf(m: EntityManager, scope: Scope, companyId: number, id: string): Promise<ApiKeyRow | undefined> {
    if (!scope.includes(companyId)) return undefined;
    const [row] = await m.query(`${API_KEY_LIST_SQL('k.company_id = $1 AND k.id = $2')}`, [companyId, id]);
    return row;
  }

  /** A new key of the company, in the caller's transaction. */
  add(m: EntityManager, key: Pick<ApiKey, 'companyId' | 'name' | 'prefix' | 'secretHash' | 'scopes' | 'createdBy'>): Promise<ApiKey> {
    return m.save(m.create(ApiKey, key));
  }

  /** A key of the company in scope, its row locked for the caller's transaction; null for another company's or an unknown id. */
  lockOne(m: EntityManager, scope: Scope, companyId: number, id: string): Promise<ApiKey | null> {
    if (!scope.includes(companyId)) return Promise.resolve(null);
    return m.findOne(ApiKey, { where: scope.whereCompany({ id, companyId }), lock: { mode: 'pessimistic_write' } });
  }

  async revoke(m: EntityManager, id: string, revokedBy: string): Promise<void> {
    await m.update(ApiKey, { id }, { revokedAt: new Date(), revokedBy });
  }
}
