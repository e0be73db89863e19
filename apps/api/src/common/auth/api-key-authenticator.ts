import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource } from 'typeorm';
import { API_KEY_SCOPES, type ApiKeyScope } from '@clearhire/contracts';
import { AuditService, pooledQuery } from '@clearhire/server';
import { AppConfig } from '../../config/app-config';
import { ApiError } from '../errors/api-error';
import { parseApiKey, secretMatches } from './api-key-format';
import type { AuthedRequest } from './current-session.decorator';
import type { Session } from './session';

export const API_KEY_INVALID = 'This API key is not valid: check that it was copied whole, or ask an owner of the company for a new one.';
export const API_KEY_REVOKED = 'This API key was revoked: ask an owner of the company for a new one.';
export const API_KEY_NOT_ACCEPTED = 'API keys are not accepted on this call: it needs a person signed in to the portal.';
export const apiKeyLacksScope = (scope: ApiKeyScope) => `This API key does not hold the scope ${scope}, which this call needs: an owner can make a key that holds it.`;

/** How stale the stored last use of a key may get before a request writes it again. */
export const LAST_USED_PRECISION_MS = 60_000;

/** The throttler name of the keys' own rate limit (the storage keeps each limit's counts apart). */
const THROTTLER = 'api-key';

interface KeyRow {
  id: string;
  company_id: number;
  name: string;
  scopes: string[];
  secret_hash: string;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

/**
 * Authenticates requests made with an API key (docs/architecture.md §3 API keys). Each request reads
 * its key by the prefix's unique index, one indexed query and no cache, so a revocation applies to
 * the very next request on every API process. A key's session acts for its company as an owner would
 * (every location). Each key has its own rate limit, counted through the shared throttler storage,
 * and every call accepted is audited under the key's name.
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** The session of a live key; 401 for a malformed, unknown or revoked one. */
  async authenticate(token: string): Promise<Session> {
    const presented = parseApiKey(token);
    if (!presented) throw ApiError.unauthorized(API_KEY_INVALID);
    const [row] = await pooledQuery<KeyRow>(
      this.dataSource,
      'SELECT id, company_id, name, scopes, secret_hash, revoked_at, last_used_at FROM api_keys WHERE prefix = $1',
      [presented.prefix],
    );
    if (!row || !secretMatches(presented.secret, row.secret_hash)) throw ApiError.unauthorized(API_KEY_INVALID);
    if (row.revoked_at) throw ApiError.unauthorized(API_KEY_REVOKED);
    await this.noteUse(row);
    const scopes = row.scopes.filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s));
    return {
      userId: row.id,
      isAdmin: false,
      name: `API key ${row.name}`,
      companyId: row.company_id,
      role: 'owner',
      apiKey: { id: row.id, name: row.name, scopes },
    };
  }

  /** 429 with Retry-After once the key has made its API_KEY_RATE_LIMIT calls of the window. */
  async throttle(session: Session): Promise<void> {
    const windowMs = this.config.API_KEY_RATE_WINDOW_SECONDS * 1000;
    const limit = this.config.API_KEY_RATE_LIMIT;
    const record = await this.storage.increment(`api-key:${session.apiKey!.id}`, windowMs, limit, windowMs, THROTTLER);
    if (record.isBlocked) {
      const window = this.config.API_KEY_RATE_WINDOW_SECONDS;
      throw ApiError.tooManyRequests(`Too many requests with this API key: at most ${limit} every ${window} seconds. Wait and try again.`, Math.max(1, record.timeToBlockExpire));
    }
  }

  /** The call in the audit trail, under the key: method and route pattern (never the ids or query in the URL). */
  recordCall(session: Session, req: AuthedRequest): Promise<void> {
    const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
    return this.audit.recordAccess({
      actor: { session, ip: req.ip ?? null },
      action: 'api_key.used',
      recordType: 'api_key',
      recordId: session.apiKey!.id,
      companyId: session.companyId,
      detail: { method: req.method, route },
    });
  }

  /** Writes the key's last use when what is stored is more than a minute old: at most once a minute per key. */
  private async noteUse(row: KeyRow): Promise<void> {
    if (row.last_used_at && Date.now() - row.last_used_at.getTime() < LAST_USED_PRECISION_MS) return;
    await pooledQuery(this.dataSource, `UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [row.id]);
  }
}
