import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { pooledQuery } from '@clearhire/server';

/**
 * How long this process trusts a user's token version before reading it again. Every request checks
 * the version; the cache keeps that check off the database for a user's burst of calls. A session
 * ended on this instance ends at once (the cache is updated); another API instance notices within
 * this time.
 */
export const SESSION_VERSION_CACHE_MS = 5_000;

/** Users kept in the cache at most; the oldest entries go first beyond it. */
const CACHE_USERS = 50_000;

/** What every request reads of its user: the token version, and a member's locations. */
export interface CurrentUser {
  version: number;
  /** A member's locations (possibly none); undefined for owners and administrators. */
  locationIds?: readonly number[];
}

/**
 * Each user's session token version (users.token_version). A token is valid only while it carries
 * the user's current version: raising it ends every session of the user at once, and a user who no
 * longer exists has none.
 */
@Injectable()
export class SessionVersions {
  private readonly cache = new Map<string, { current: CurrentUser | null; until: number }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The user's current version and, for a member, the locations assigned to them; null when the user
   * does not exist or is disabled. Both come from one read, cached as the version is: a change of a
   * member's locations calls `forget` after its commit, so it applies on this instance at once.
   */
  async current(userId: string): Promise<CurrentUser | null> {
    const now = Date.now();
    const cached = this.cache.get(userId);
    if (cached && cached.until > now) return cached.current;
    const [row] = await pooledQuery<{ token_version: number; location_ids: number[] | null }>(
      this.dataSource,
      `SELECT u.token_version,
              CASE WHEN u.role = 'member' THEN ARRAY(SELECT ul.location_id FROM user_locations ul WHERE ul.user_id = u.id ORDER BY ul.location_id) END AS location_ids
         FROM users u WHERE u.id = $1 AND u.disabled_at IS NULL`,
      [userId],
    );
    const current = row ? { version: row.token_version, locationIds: row.location_ids ?? undefined } : null;
    this.remember(userId, current, now);
    return current;
  }

  /** Forgets what this process cached of these users (after a change of their locations has committed). */
  forget(userIds: readonly string[]): void {
    userIds.forEach((id) => this.cache.delete(id));
  }

  /**
   * Ends every session of the user: the version goes up, in the caller's transaction. This process
   * forgets its cached version once that transaction has committed (`afterCommit`), so the next
   * request reads the new one, and a rolled-back logout ends nothing.
   */
  async revokeAll(userId: string, manager: EntityManager): Promise<{ afterCommit: () => void }> {
    await manager.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
    return { afterCommit: () => this.cache.delete(userId) };
  }

  /** Ends every session of these users (revokeAll for each, in one statement); `afterCommit` as in revokeAll. */
  async revokeMany(userIds: string[], manager: EntityManager): Promise<{ afterCommit: () => void }> {
    if (userIds.length) await manager.query('UPDATE users SET token_version = token_version + 1 WHERE id = ANY($1::uuid[])', [userIds]);
    return { afterCommit: () => userIds.forEach((id) => this.cache.delete(id)) };
  }

  private remember(userId: string, current: CurrentUser | null, now: number): void {
    this.cache.delete(userId);
    this.cache.set(userId, { current, until: now + SESSION_VERSION_CACHE_MS });
    if (this.cache.size > CACHE_USERS) this.cache.delete(this.cache.keys().next().value as string);
  }
}
