import { TestContext, type CompanyAccount } from './support/test-app';

/** The WOTC target groups and credit a submission's answers support (libs/domain rules). */
describe('GET /api/submissions/:id target groups', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  beforeAll(async () => ({ ctx, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  const detail = async (over: Record<string, unknown>) => {
    const id = await ctx.newSubmission(company.id, over);
    return (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', `Bearer ${company.token}`).expect(200)).body.data;
  };

  it('lists a disabled veteran unemployed 6 months first, at $9,600', async () => {
    const data = await detail({ military: true, militaryUnemployed6m: true, militaryDisability: true });
    expect(data.target_groups[0]).toMatchObject({ code: 'VET_DISABLED_UNEMPLOYED_6M', maxCredit: 9600, form: '9061' });
    expect(data.max_credit).toBe(9600);
    const credits = data.target_groups.map((g: { maxCredit: number }) => g.maxCredit);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
  });

  it('flags long-term unemployment for Form 9175', async () => {
    const data = await detail({ military: false, snap: true, unemployed: true, unemployedDate: '2025-01-10' });
    expect(data.target_groups).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'LTUR', needs9175: true })]));
  });

  it('reports address-dependent groups without counting them in the credit', async () => {
    const data = await detail({ military: false, snap: true, unemployed: false, felony: false, tanf: false, ssi: false, vr: false });
    const dcr = data.target_groups.find((g: { code: string }) => g.code === 'DCR');
    expect(dcr).toMatchObject({ needsAddressCheck: true });
    expect(data.max_credit).toBe(2400);
  });

  it('shows no groups and no credit for an applicant who is not eligible', async () => {
    const data = await detail({ eligible: false });
    expect(data.target_groups).toEqual([]);
    expect(data.max_credit).toBe(0);
  });
});
