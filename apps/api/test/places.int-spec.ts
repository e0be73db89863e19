import { TestContext } from './support/test-app';

describe('GET /api/places/zip/:zip (address help for the public forms)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('fills city, county and state from a ZIP code, without logging in', async () => {
    const res = await ctx.http.get('/api/places/zip/10001').expect(200);
    expect(res.body).toEqual({ zip: '10001', city: 'New York', county: 'New York', state: 'NY' });
    const chicago = await ctx.http.get('/api/places/zip/60614').expect(200);
    expect(chicago.body).toEqual({ zip: '60614', city: 'Chicago', county: 'Cook', state: 'IL' });
  });

  it.each(['00000', '1234', '123456', 'abcde', '1000a'])('answers 404 in the error shape for %j', async (zip) => {
    const res = await ctx.http.get(`/api/places/zip/${zip}`).expect(404);
    expect(res.body).toEqual({ errors: [{ msg: expect.stringContaining('ZIP code') }] });
  });
});
