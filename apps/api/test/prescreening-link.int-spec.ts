import { encodeCompanyLinkId } from '@clearhire/domain';
import { TestContext } from './support/test-app';

/** GET /api/forms/prescreening/:linkId: the employer's name comes from ClearHire, never from the link's URL. */
describe('GET /api/forms/prescreening/:linkId', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const CLOSED = { errors: [{ msg: 'This pre-screening link is not open. Ask the employer for its current link.' }] };

  it('names the approved company the link belongs to, and nothing else about it', async () => {
    const company = await ctx.newCompany({ name: 'Harbor Diner' });
    const res = await ctx.http.get(`/api/forms/prescreening/${encodeCompanyLinkId(company.id)}`).query({ company: 'Evil Corp' }).expect(200);
    expect(res.body).toEqual({ name: 'Harbor Diner' });
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
