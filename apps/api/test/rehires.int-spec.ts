import { REHIRE_NO_CREDIT } from '@clearhire/domain';
import { certifiedHire, putWages } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * IRC §51(i)(2): no wages count for a person the employer employed at any time before the hiring
 * date. An SSI recipient ($2,400) who answers "worked for this company before" keeps the group in the
 * answers, for the state to decide, but earns no credit: the detail and the dashboard say why, the
 * potential credits leave it out, and no wages can be recorded for the certified hire.
 */
describe('rehires earn no credit', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  const ssi = { military: false, snap: false, snap3: false, tanf: false, ssi: true, vr: false, unemployed: false, felony: false, birthdate: '1990-03-01' };
  const get = (path: string, token = company.token) => ctx.http.get(path).set('Authorization', ctx.auth(token)).expect(200);

  beforeAll(async () => ({ ctx, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  it('shows the groups the answers support with no credit and the reason, in the detail and the list', async () => {
    const rehire = await ctx.newSubmission(company.id, { ...ssi, woc: true });
    const detail = (await get(`/api/submissions/${rehire}`)).body.data;
    expect(detail.target_groups.map((g: { code: string }) => g.code)).toContain('SSI');
    expect(detail).toMatchObject({ max_credit: 0, target_group: null, no_credit_reason: REHIRE_NO_CREDIT });
    const list = (await get(`/api/submissions?limit=100`)).body.data;
    expect(list.find((s: { id: string }) => s.id === rehire)).toMatchObject({ max_credit: 0, target_group: null });

    const firstTime = await ctx.newSubmission(company.id, { ...ssi, woc: false });
    expect((await get(`/api/submissions/${firstTime}`)).body.data).toMatchObject({ max_credit: 2400, target_group: 'SSI', no_credit_reason: null });
  });

  it('leaves rehires out of the potential credits, and counts them apart with the reason', async () => {
    const other = await ctx.newCompany();
    await ctx.newSubmission(other.id, { ...ssi, woc: false });
    await ctx.newSubmission(other.id, { ...ssi, woc: true });
    await ctx.newSubmission(other.id, { ...ssi, woc: true });
    const { potential_credits } = (await get('/api/dashboard', other.token)).body;
    expect(potential_credits).toEqual({ total: 2400, submissions: 1, rehires_not_counted: 2, rehires_reason: REHIRE_NO_CREDIT });
    // Each company its own: the first company's rehire is not counted here, nor this one's there.
    expect((await get('/api/dashboard')).body.potential_credits.rehires_not_counted).toBe(1);
  });

  it('refuses wages for a certified rehire, naming the rule, and shows why on the Tax Credits list', async () => {
    const hires = await ctx.newCompany();
    const id = await certifiedHire(ctx, hires, { group: 'SSI', over: { ...ssi, woc: true } });
    const res = await putWages(ctx, hires.token, id, new Date().getFullYear(), { hours: 500, firstYearWages: 6000 }).expect(409);
    expect(res.body).toEqual({ errors: [{ msg: REHIRE_NO_CREDIT }] });
    expect(await ctx.dataSource.query('SELECT 1 FROM wage_records WHERE submission_id = $1', [id])).toEqual([]);
    const [hire] = (await get('/api/credits', hires.token)).body.data;
    expect(hire).toMatchObject({ submission_id: id, can_record: false, problem: REHIRE_NO_CREDIT, credit_total: 0 });
  });
});
