import { Location } from '@clearhire/db';
import { newLocationLinkKey } from '../../src/modules/locations/locations.repository';
import type { TestContext } from './test-app';

/** What a test says of a location; the rest takes the defaults of a new one. */
export type LocationFacts = Partial<Pick<Location, 'name' | 'street' | 'city' | 'state' | 'zip' | 'timeZone' | 'everifyHiringSite' | 'openOnWeekends' | 'closedOnFederalHolidays'>>;

/** One more location of a company, written directly (the scene of a test, not what it tests). */
export async function addLocation(ctx: TestContext, companyId: number, facts: LocationFacts = {}): Promise<Location> {
  const repo = ctx.dataSource.getRepository(Location);
  return repo.save(repo.create({ companyId, name: `Store ${newLocationLinkKey().slice(0, 6)}`, linkKey: newLocationLinkKey(), timeZone: 'America/Chicago', ...facts }));
}

/** The location sign-up made for a company (its first). */
export async function firstLocationOf(ctx: TestContext, companyId: number): Promise<Location> {
  return ctx.dataSource.getRepository(Location).findOneOrFail({ where: { companyId }, order: { id: 'ASC' } });
}

/** Changes what a location says of itself, directly. */
export async function setLocation(ctx: TestContext, locationId: number, facts: LocationFacts): Promise<void> {
  await ctx.dataSource.getRepository(Location).update({ id: locationId }, facts);
}
