import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { User, UserLocation } from '@clearhire/db';

/** Whose users a list or a change concerns: one company's, or the administrators. */
export type Team = { companyId: number } | { admins: true };

/** The `company_id` a team's rows carry: the company's, or none for the administrators. */
export const teamCompanyId = (team: Team): number | null => ('companyId' in team ? team.companyId : null);

/**
 * The users of one team: a company's owners and members, or the administrators. The caller has
 * checked that the session may see the company (CompaniesRepository with its Scope).
 */
@Injectable()
export class TeamRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The team's users, oldest first. With `lock`, their rows are held for the rest of the caller's
   * transaction: two owners demoting each other at once cannot leave the company without one.
   */
  members(team: Team, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<User[]> {
    return (opts.manager ?? this.dataSource.manager).find(User, {
      where: 'admins' in team ? { isAdmin: true } : { companyId: team.companyId },
      order: { createdAt: 'ASC' },
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /**
   * A new member's locations, from their invitation: those it names that are still the company's;
   * an invitation naming none (or none left) gives the company's location when it has exactly one
   * (as every member had before a company had locations); with several, an owner assigns them.
   */
  async assignInvitedLocations(m: EntityManager, userId: string, companyId: number, invited: readonly number[] | null): Promise<void> {
    const [{ n }]: { n: number }[] = await m.query(
      `WITH assigned AS (
         INSERT INTO user_locations (user_id, location_id)
         SELECT $1, l.id FROM locations l WHERE l.company_id = $2 AND l.id = ANY($3::int[])
         RETURNING 1)
       SELECT count(*)::int AS n FROM assigned`,
      [userId, companyId, [...(invited ?? [])]],
    );
    if (n > 0) return;
    await m.query(
      `INSERT INTO user_locations (user_id, location_id)
       SELECT $1, l.id FROM locations l WHERE l.company_id = $2 AND (SELECT count(*) FROM locations WHERE company_id = $2) = 1`,
      [userId, companyId],
    );
  }

  /** Replaces a user's locations (none for an owner), in the caller's transaction; the ids are the company's, checked by the caller. */
  async setLocations(m: EntityManager, userId: string, locationIds: readonly number[]): Promise<void> {
    await m.delete(UserLocation, { userId });
    if (locationIds.length) await m.insert(UserLocation, locationIds.map((locationId) => ({ userId, locationId })));
  }

  /** Each user's locations (id and name, by name); a user with none is absent. */
  async locationsOf(userIds: readonly string[], manager?: EntityManager): Promise<Map<string, { id: number; name: string }[]>> {
    const byUser = new Map<string, { id: number; name: string }[]>();
    if (userIds.length === 0) return byUser;
    const rows: { user_id: string; id: number; name: string }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT ul.user_id, l.id, l.name FROM user_locations ul JOIN locations l ON l.id = ul.location_id WHERE ul.user_id = ANY($1::uuid[]) ORDER BY l.name, l.id`,
      [[...userIds]],
    );
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), { id: r.id, name: r.name }]);
    return byUser;
  }
}
