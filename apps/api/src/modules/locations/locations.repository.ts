import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { Company, Location } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';

/** The answer when a new record names no location and the company has several (or none the user may use). */
export const CHOOSE_LOCATION = 'Choose the location (locationId).';
/** The answer when a new record names a location that is not one of the user's. */
export const NOT_YOUR_LOCATION = 'Choose one of your locations.';

/** A new location's own pre-screening link key: 128 random bits, not derived from any id. */
export function newLocationLinkKey(): string {
  return randomBytes(16).toString('base64url');
}

/** A location's settings as an owner sets them (all but its company and its link key). */
export type LocationSettings = Pick<Location, 'name' | 'street' | 'city' | 'state' | 'zip' | 'timeZone' | 'everifyHiringSite' | 'openOnWeekends' | 'closedOnFederalHolidays'>;

/** The unique index that keeps one name per location of a company: its violation is a 409 on `name`. */
export const LOCATION_NAME_KEY = 'locations_company_name_key';

/** How many employees and submissions a location holds. */
export interface LocationCounts {
  employees: number;
  submissions: number;
}

/** A company's locations as the session may see them: owners and administrators every one, a member theirs. */
@Injectable()
export class LocationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The first location of a new company, made from its sign-up (its name and time zone). */
  createFirst(m: EntityManager, company: Pick<Company, 'id' | 'name' | 'timeZone'>): Promise<Location> {
    return m.save(m.create(Location, { companyId: company.id, name: company.name, linkKey: newLocationLinkKey(), timeZone: company.timeZone }));
  }

  /** The locations of a company in scope (a member's own), by name. */
  listOf(scope: Scope, companyId: number, manager?: EntityManager): Promise<Location[]> {
    if (!scope.includes(companyId)) return Promise.resolve([]);
    const ids = scope.locationIds;
    return (manager ?? this.dataSource.manager).find(Location, { where: { companyId, ...(ids ? { id: In([...ids]) } : {}) }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** One location in scope, or null (another company's, or for a member another location, is not found). */
  findOne(scope: Scope, id: number, manager?: EntityManager): Promise<Location | null> {
    const ids = scope.locationIds;
    if (ids && !ids.includes(id)) return Promise.resolve(null);
    return (manager ?? this.dataSource.manager).findOne(Location, { where: scope.whereCompany({ id }) });
  }

  /**
   * The location a new record of the company goes to: the one requested, when it is in scope (400 on
   * `locationId` otherwise), or else the only location in scope (400 asking to choose when there are several).
   */
  async chooseForNew(m: EntityManager, scope: Scope, companyId: number, requested: number | undefined): Promise<Location> {
    if (requested !== undefined) {
      const found = await this.findOne(scope, requested, m);
      if (!found || found.companyId !== companyId) throw ApiError.badRequest(NOT_YOUR_LOCATION, 'locationId');
      return found;
    }
    const candidates = (await this.listOf(scope, companyId, m)).slice(0, 2);
    if (candidates.length !== 1) throw ApiError.badRequest(CHOOSE_LOCATION, 'locationId');
    return candidates[0];
  }

  /** The company in scope (its time zone is a new location's default), or null: another company's is not found. */
  companyOf(scope: Scope, companyId: number, manager?: EntityManager): Promise<Company | null> {
    if (!scope.includes(companyId)) return Promise.resolve(null);
    return (manager ?? this.dataSource.manager).findOne(Company, { where: { id: companyId } });
  }

  /**
   * Employees and submissions per location among `ids` (one grouped read of each table, through
   * their location indexes); a location with none is absent.
   */
  async countsOf(ids: readonly number[]): Promise<Map<number, LocationCounts>> {
    const counts = new Map<number, LocationCounts>();
    if (ids.length === 0) return counts;
    const rows = await this.dataSource.query<{ location_id: number; kind: 'employees' | 'submissions'; n: number }[]>(
      `SELECT location_id, 'employees' AS kind, count(*)::int AS n FROM employees WHERE location_id = ANY($1::int[]) GROUP BY location_id
       UNION ALL
       SELECT location_id, 'submissions' AS kind, count(*)::int AS n FROM submissions WHERE location_id = ANY($1::int[]) GROUP BY location_id`,
      [[...ids]],
    );
    for (const r of rows) {
      const c = counts.get(r.location_id) ?? { employees: 0, submissions: 0 };
      c[r.kind] = r.n;
      counts.set(r.location_id, c);
    }
    return counts;
  }

  /**
   * Every location of a company in scope, locked for the rest of the caller's transaction: two
   * deletions at once cannot leave the company with none.
   */
  lockAllOf(m: EntityManager, scope: Scope, companyId: number): Promise<Location[]> {
    if (!scope.includes(companyId)) return Promise.resolve([]);
    return m.find(Location, { where: { companyId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** A new location of a company read in scope, with a fresh link key. */
  add(m: EntityManager, companyId: number, settings: LocationSettings): Promise<Location> {
    return m.save(m.create(Location, { ...settings, companyId, linkKey: newLocationLinkKey() }));
  }

  /** New settings (or a new link key) of a location read in scope and locked. */
  async update(m: EntityManager, id: number, changes: Partial<LocationSettings & Pick<Location, 'linkKey'>>): Promise<void> {
    await m.update(Location, { id }, changes);
  }

  /** Whether any employee or submission is at the location (a location read in scope and locked). */
  async holdsRecords(m: EntityManager, id: number): Promise<LocationCounts> {
    const [row] = await m.query<LocationCounts[]>(
      `SELECT (SELECT count(*) FROM employees WHERE location_id = $1)::int AS employees, (SELECT count(*) FROM submissions WHERE location_id = $1)::int AS submissions`,
      [id],
    );
    return row;
  }

  /** Deletes an empty location read in scope and locked; its members' assignments go with it (ON DELETE CASCADE). */
  async remove(m: EntityManager, id: number): Promise<void> {
    await m.delete(Location, { id });
  }

  /**
   * The company's locations among `ids` (in scope, so for a member only theirs); ids of another
   * company's or unknown locations are simply absent.
   */
  async amongCompany(m: EntityManager, scope: Scope, companyId: number, ids: readonly number[]): Promise<Location[]> {
    if (ids.length === 0) return [];
    const mine = (await this.listOf(scope, companyId, m)).filter((l) => ids.includes(l.id));
    return mine;
  }

  /**
   * What a public pre-screening link shows of a company's locations: each one's id and name, by name,
   * so the applicant can say where they applied. Nothing else (no address, no link key) leaves.
   */
  publicChoicesOf(companyId: number): Promise<Pick<Location, 'id' | 'name'>[]> {
    return this.dataSource.manager.find(Location, { select: { id: true, name: true }, where: { companyId }, order: { name: 'ASC', id: 'ASC' } });
  }

  /**
   * The location a public link key names, only when it is this company's: a key of another company's
   * location is not found, so keys cannot be tried across companies.
   */
  findByLinkKey(companyId: number, linkKey: string): Promise<Pick<Location, 'id' | 'name'> | null> {
    return this.dataSource.manager.findOne(Location, { select: { id: true, name: true }, where: { companyId, linkKey } });
  }

  /**
   * The time zone of a location the caller already chose in scope (a new employee's): its calendar
   * judges the employee's dates.
   */
  async timeZoneOf(m: EntityManager, id: number): Promise<string> {
    return (await m.findOneOrFail(Location, { select: { id: true, timeZone: true }, where: { id } })).timeZone;
  }
}
