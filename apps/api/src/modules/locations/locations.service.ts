import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Location } from '@clearhire/db';
import { AuditService } from '@clearhire/server';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { OWNERS_ONLY } from '../../common/auth/access.guard';
import { ApiError } from '../../common/errors/api-error';
import { isUniqueViolation } from '../../common/errors/unique-violation';
import type { LocationCreateDto, LocationUpdateDto, LocationView } from './locations.dto';
import { LOCATION_NAME_KEY, LocationsRepository, newLocationLinkKey, type LocationSettings } from './locations.repository';
import { presentLocation } from './location.presenter';

export const NAME_TAKEN = 'The company already has a location with this name.';
export const LAST_LOCATION = 'A company always keeps at least one location: add another one before deleting this one.';
export const LOCATION_IN_USE = 'This location still has employees or pre-screenings: only an empty location can be deleted.';

const ADDRESS = ['street', 'city', 'state', 'zip'] as const;

/** The settings a request may change, with their names in the API. */
const SETTINGS = ['name', 'street', 'city', 'state', 'zip', 'timeZone', 'everifyHiringSite', 'openOnWeekends', 'closedOnFederalHolidays'] as const;

/**
 * A company's locations: every user of the company sees those in their scope (a member their own),
 * owners and administrators add, change and delete them. A company always keeps one, and a location
 * is deleted only while nobody works or applied there. Every change is audited with what changed.
 */
@Injectable()
export class LocationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locations: LocationsRepository,
    private readonly audit: AuditService,
  ) {}

  /** The company's locations in scope with their counts; another company's answers 404. */
  async list(companyId: number, session: Session): Promise<LocationView[]> {
    const scope = Scope.of(session);
    if (!(await this.locations.companyOf(scope, companyId))) throw ApiError.notFound('Company');
    const locations = await this.locations.listOf(scope, companyId);
    const counts = await this.locations.countsOf(locations.map((l) => l.id));
    return locations.map((l) => presentLocation(l, counts.get(l.id)));
  }

  async create(companyId: number, dto: LocationCreateDto, session: Session, actor: Actor): Promise<LocationView> {
    const scope = await this.managed(companyId, session);
    const created = await this.named(() =>
      this.dataSource.transaction(async (m) => {
        const company = await this.locations.companyOf(scope, companyId, m);
        if (!company) throw ApiError.notFound('Company');
        const settings: LocationSettings = {
          name: dto.name,
          street: dto.street ?? null,
          city: dto.city ?? null,
          state: dto.state ?? null,
          zip: dto.zip ?? null,
          timeZone: dto.timeZone ?? company.timeZone,
          everifyHiringSite: dto.everifyHiringSite ?? false,
          openOnWeekends: dto.openOnWeekends ?? false,
          // The company's own setting is the default of its new locations.
          closedOnFederalHolidays: dto.closedOnFederalHolidays ?? company.closedOnFederalHolidays,
        };
        const location = await this.locations.add(m, companyId, settings);
        await this.audit.record(m, { actor, action: 'location.created', recordType: 'location', recordId: location.id, companyId, detail: { ...settings } });
        return location;
      }),
    );
    return presentLocation(created, undefined);
  }

  async update(companyId: number, locationId: number, dto: LocationUpdateDto, session: Session, actor: Actor): Promise<LocationView> {
    const scope = await this.managed(companyId, session);
    if (Object.values(dto).every((v) => v === undefined)) throw ApiError.badRequest('Give at least one setting to change.');
    if (dto.clearAddress && ADDRESS.some((key) => dto[key] !== undefined)) throw ApiError.badRequest('Clear the address or give a new one, not both.', 'clearAddress');
    const updated = await this.named(() =>
      this.dataSource.transaction(async (m) => {
        const location = (await this.locations.lockAllOf(m, scope, companyId)).find((l) => l.id === locationId);
        if (!location) throw ApiError.notFound('Location');
        const changes: Partial<LocationSettings & Pick<Location, 'linkKey'>> = {};
        const wanted = dto.clearAddress ? { ...dto, street: null, city: null, state: null, zip: null } : dto;
        for (const key of SETTINGS) {
          const value = wanted[key];
          if (value !== undefined && value !== location[key]) Object.assign(changes, { [key]: value });
        }
        // What changed, from and to; the link key itself is a credential and is never written to the trail.
        const detail: Record<string, unknown> = Object.fromEntries(Object.entries(changes).map(([k, to]) => [k, { from: location[k as keyof Location], to }]));
        if (dto.regenerateLink) {
          changes.linkKey = newLocationLinkKey();
          detail['prescreeningLink'] = 'regenerated';
        }
        if (Object.keys(changes).length > 0) {
          await this.locations.update(m, location.id, changes);
          await this.audit.record(m, { actor, action: 'location.updated', recordType: 'location', recordId: location.id, companyId, detail });
        }
        return { ...location, ...changes } as Location;
      }),
    );
    const counts = await this.locations.countsOf([updated.id]);
    return presentLocation(updated, counts.get(updated.id));
  }

  async remove(companyId: number, locationId: number, session: Session, actor: Actor): Promise<void> {
    const scope = await this.managed(companyId, session);
    await this.dataSource
      .transaction(async (m) => {
        // Every location of the company is locked: two deletions at once cannot leave it with none.
        const all = await this.locations.lockAllOf(m, scope, companyId);
        const location = all.find((l) => l.id === locationId);
        if (!location) throw ApiError.notFound('Location');
        if (all.length === 1) throw ApiError.conflict(LAST_LOCATION);
        const held = await this.locations.holdsRecords(m, location.id);
        if (held.employees > 0 || held.submissions > 0) throw ApiError.conflict(LOCATION_IN_USE);
        await this.locations.remove(m, location.id);
        await this.audit.record(m, { actor, action: 'location.deleted', recordType: 'location', recordId: location.id, companyId, detail: { name: location.name } });
      })
      .catch((err: unknown) => {
        // A record added there between the check and the delete: the foreign key refuses, as the check would have.
        if ((err as { code?: string; driverError?: { code?: string } }).code === PG_FOREIGN_KEY_VIOLATION) throw ApiError.conflict(LOCATION_IN_USE);
        throw err;
      });
  }

  /** The scope of a company the caller manages: its owners and administrators; 404 for another company, 403 for a member. */
  private async managed(companyId: number, session: Session): Promise<Scope> {
    const scope = Scope.of(session);
    if (!(await this.locations.companyOf(scope, companyId))) throw ApiError.notFound('Company');
    if (!session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
    return scope;
  }

  /** A write whose name is already another location's answers 409 on `name`. */
  private async named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err, LOCATION_NAME_KEY)) throw ApiError.conflict(NAME_TAKEN, 'name');
      throw err;
    }
  }
}

const PG_FOREIGN_KEY_VIOLATION = '23503';

