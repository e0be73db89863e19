import { encodeCompanyLinkId } from '@clearhire/domain';
import { addLocation, firstLocationOf } from './support/location-fixtures';
import { TestContext } from './support/test-app';

/** GET /api/forms/prescreening/:linkId: the employer's name comes from ClearHire, never from the link's URL. */
describe('GET /api/forms/prescreening/:linkId', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const CLOSED = { errors: [{ msg: 'This pre-screening link is not open. Ask the employer for its current link.' }] };

  it('names the approved company the link belongs to and its one location, and nothing else about them', async () => {
    const company = await ctx.newCompany({ name: 'Harbor Diner' });
    const res = await ctx.http.get(`/api/forms/prescreening/${encodeCompanyLinkId(company.id)}`).query({ company: 'Evil Corp' }).expect(200);
    expect(res.body).toEqual({ name: 'Harbor Diner', locations: [{ id: (await firstLocationOf(ctx, company.id)).id, name: 'Harbor Diner' }] });
  });

  it("lists a company's locations by name, to choose where the applicant applied; no address or link key leaves", async () => {
    const company = await ctx.newCompany({ name: 'Harbor Diner' });
    const first = await firstLocationOf(ctx, company.id);
    const pier = await addLocation(ctx, company.id, { name: 'Pier 39', street: '1 Pier St', city: 'San Francisco', state: 'CA', zip: '94133' });
    const airport = await addLocation(ctx, company.id, { name: 'Airport' });
    const res = await ctx.http.get(`/api/forms/prescreening/${encodeCompanyLinkId(company.id)}`).expect(200);
    expect(res.body.locations).toEqual([
      { id: airport.id, name: 'Airport' },
      { id: first.id, name: 'Harbor Diner' },
      { id: pier.id, name: 'Pier 39' },
    ]);
  });

  it('answers an unknown, a not yet approved and a malformed link the same way', async () => {
    const pending = await ctx.newCompany({ erd: 'pending' });
    const none = await ctx.newCompany({ erd: 'none' });
    for (const link of [encodeCompanyLinkId(pending.id), encodeCompanyLinkId(none.id), encodeCompanyLinkId(2_000_000_000), '12345', 'abc']) {
      const res = await ctx.http.get(`/api/forms/prescreening/${link}`).expect(404);
      expect(res.body).toEqual(CLOSED);
    }
  });
});

/** GET /api/forms/prescreening/:linkId/:locationKey: a location's own link. */
describe('GET /api/forms/prescreening/:linkId/:locationKey', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const CLOSED = { errors: [{ msg: 'This pre-screening link is not open. Ask the employer for its current link.' }] };
  const linkOf = (companyId: number, key: string) => `/api/forms/prescreening/${encodeCompanyLinkId(companyId)}/${encodeURIComponent(key)}`;

  it('names the company and the one location whose key it is', async () => {
    const company = await ctx.newCompany({ name: 'Harbor Diner' });
    const pier = await addLocation(ctx, company.id, { name: 'Pier 39' });
    await addLocation(ctx, company.id, { name: 'Airport' });
    const res = await ctx.http.get(linkOf(company.id, pier.linkKey)).expect(200);
    expect(res.body).toEqual({ name: 'Harbor Diner', location: { id: pier.id, name: 'Pier 39' } });
  });

  it("answers a wrong key, another company's key and a closed company's key with the closed link's 404", async () => {
    const company = await ctx.newCompany();
    const other = await ctx.newCompany();
    const pending = await ctx.newCompany({ erd: 'pending' });
    const othersKey = (await firstLocationOf(ctx, other.id)).linkKey;
    const pendingKey = (await firstLocationOf(ctx, pending.id)).linkKey;
    const ownKey = (await firstLocationOf(ctx, company.id)).linkKey;
    for (const [companyId, key] of [
      [company.id, othersKey],
      [company.id, 'AAAAAAAAAAAAAAAAAAAAAA'],
      [company.id, `${ownKey.slice(0, -1)}${ownKey.endsWith('A') ? 'B' : 'A'}`],
      [company.id, "' OR '1'='1"],
      [company.id, 'x'.repeat(33)],
      [pending.id, pendingKey],
      [2_000_000_000, ownKey],
    ] as const) {
      const res = await ctx.http.get(linkOf(companyId, key)).expect(404);
      expect(res.body).toEqual(CLOSED);
    }
    // The company's own key still opens.
    await ctx.http.get(linkOf(company.id, ownKey)).expect(200);
  });
});
