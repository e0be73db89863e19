import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CalendarFeed } from '@clearhire/db';
import type { CompanyRole } from '@clearhire/contracts';
import type { Scope } from '../../common/auth/scope';
import type { PersonDate } from './deadline-events';

/** The user a feed's token belongs to, as the feed needs them: their company's calendar and, for a member, their locations. */
export interface FeedOwner {
  user_id: string;
  company_id: number;
  role: CompanyRole;
  time_zone: string;
  /** A member's locations; null for an owner. */
  location_ids: number[] | null;
}

/** The dated records of a feed's window the worklist does not hold: reverifications, retention ends, WOTC start dates. */
export interface FeedDates {
  reverifications: PersonDate[];
  retentionEnds: PersonDate[];
  /** Pending pre-screened hires, each with its start date (the state deadline counts from it). */
  wotcStarts: PersonDate[];
}

/**
 * The users' calendar feeds (one per user, found by the SHA-256 of its token) and the records their
 * feeds list, in the owner's scope. The worklist's Form I-9 and E-Verify deadlines are read by
 * I9Worklist itself.
 */
@Injectable()
export class CalendarFeedsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByUser(userId: string): Promise<CalendarFeed | null> {
    return this.dataSource.getRepository(CalendarFeed).findOne({ where: { userId } });
  }

  /** Turns the user's feed on, or gives it a new token (the old URL stops at once); `rotated` when there was one. */
  async save(m: EntityManager, userId: string, tokenHash: string): Promise<{ feed: CalendarFeed; rotated: boolean }> {
    const rotated = await m.exists(CalendarFeed, { where: { userId } });
    await m.query(
      `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
      [userId, tokenHash],
    );
    return { feed: await m.getRepository(CalendarFeed).findOneOrFail({ where: { userId } }), rotated };
  }

  /** Turns the feed off; answers whether there was one. */
  async remove(m: EntityManager, userId: string): Promise<boolean> {
    return ((await m.delete(CalendarFeed, { userId })).affected ?? 0) > 0;
  }

  /** The enabled company user whose feed has this token hash, or null (no such feed, a disabled user, an administrator). */
  async ownerOf(tokenHash: string): Promise<FeedOwner | null> {
    const [row] = await this.dataSource.query(
      `SELECT u.id AS user_id, u.company_id, u.role, c.time_zone,
              CASE WHEN u.role = 'member' THEN ARRAY(SELECT ul.location_id FROM user_locations ul WHERE ul.user_id = u.id ORDER BY ul.location_id) END AS location_ids
         FROM calendar_feeds f JOIN users u ON u.id = f.user_id JOIN companies c ON c.id = u.company_id
        WHERE f.token_hash = $1 AND u.disabled_at IS NULL AND NOT u.is_admin`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** The window's reverification dates and retention ends (employees) and WOTC start dates (submissions), in scope. */
  async datesWithin(scope: Scope, from: string, to: string, wotcLeadDays: number): Promise<FeedDates> {
    const people = (sql: string, params: unknown[]): Promise<PersonDate[]> => this.dataSource.query(sql, params);
    const reverifyParams: unknown[] = [from, to];
    const retentionParams: unknown[] = [from, to];
    const wotcParams: unknown[] = [from, to, wotcLeadDays];
    const [reverifications, retentionEnds, wotcStarts] = await Promise.all([
      // employees_reverify_idx (company_id, reverify_by)
      people(
        `SELECT e.id, e.firstname, e.lastname, to_char(e.reverify_by, 'YYYY-MM-DD') AS date FROM employees e
          WHERE e.reverify_by BETWEEN $1::date AND $2::date AND e.termination_date IS NULL AND ${scope.sql('e.company_id', reverifyParams, 'e.location_id')}`,
        reverifyParams,
      ),
      // employees_retention_idx (retain_until) where no legal hold keeps the record
      people(
        `SELECT e.id, e.firstname, e.lastname, to_char(e.retain_until, 'YYYY-MM-DD') AS date FROM employees e
          WHERE e.retain_until BETWEEN $1::date AND $2::date AND e.legal_hold = false AND ${scope.sql('e.company_id', retentionParams, 'e.location_id')}`,
        retentionParams,
      ),
      // submissions_company_start_idx (company_id, start_date): the deadline falls wotcLeadDays after the start date
      people(
        `SELECT s.id, s.firstname, s.lastname, to_char(s.start_date, 'YYYY-MM-DD') AS date FROM submissions s
          WHERE s.status = 'pending' AND s.start_date BETWEEN $1::date - $3::int AND $2::date AND ${scope.sql('s.company_id', wotcParams, 's.location_id')}`,
        wotcParams,
      ),
    ]);
    return { reverifications, retentionEnds, wotcStarts };
  }
}
