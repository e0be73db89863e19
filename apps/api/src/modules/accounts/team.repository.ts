import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '@clearhire/db';

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
   * A new member's locations, from their invitation: a company with one location gives them that one
   * (as every member had before a company had locations); with several, an owner assigns them.
   */
  async assignInvitedLocations(m: EntityManager, userId: string, companyId: number): Promise<void> {
    await m.query(
      `INSERT INTO user_locations (user_id, location_id)
       SELECT $1, l.id FROM locations l WHERE l.company_id = $2 AND (SELECT count(*) FROM locations WHERE company_id = $2) = 1`,
      [userId, companyId],
    );
  }
}
