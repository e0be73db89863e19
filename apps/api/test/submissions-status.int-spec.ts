import { TestContext, type CompanyAccount } from './support/test-app';

describe('PATCH /api/submissions/:id keeps the evidence of each status change', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  const patch = (id: string, body: object, token = admin) => ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(token)).send(body);
  const historyOf = async (id: string, token = company.token) =>
    (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data.status_history;

  it('records when and how a submission was sent, then its certification, newest first, visible to the company', async () => {
    const id = await ctx.newSubmission(company.id);
    await patch(id, { newStatus: 'sent', sentOn: '2026-11-20', sentChannel: 'state-portal' }).expect(200);
    const res = await patch(id, { newStatus: 'approved', certifiedOn: '2026-11-21', certificationNumber: 'TX-2026-004512', certifiedGroup: 'SNAP' }).expect(200);
    expect(res.body.data.status).toBe('approved');
    const history = await historyOf(id);
    expect(history).toEqual([
      expect.objectContaining({ status: 'approved', certifiedOn: '2026-11-21', certificationNumber: 'TX-2026-004512', certifiedGroup: 'SNAP', sentOn: null }),
      expect.objectContaining({ status: 'sent', sentOn: '2026-11-20', sentChannel: 'state-portal', certificationNumber: null }),
    ]);
  });

  it("dates a 'sent' without a date today, and keeps the reason of a denial", async () => {
    const id = await ctx.newSubmission(company.id);
    await patch(id, { newStatus: 'sent' }).expect(200);
    await patch(id, { newStatus: 'rejected', rejectionReason: 'Applicant did not receive SNAP in the required period.' }).expect(200);
    const [rejected, sent] = await historyOf(id);
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Applicant did not receive SNAP in the required period.' });
    expect(sent.sentOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses evidence that belongs to another status, and bad evidence, changing nothing', async () => {
    const id = await ctx.newSubmission(company.id);
    const cases: [object, string][] = [
      [{ newStatus: 'sent', certificationNumber: 'X1' }, 'certificationNumber'],
      [{ newStatus: 'approved', rejectionReason: 'no' }, 'rejectionReason'],
      [{ newStatus: 'pending', sentOn: '2026-11-01' }, 'sentOn'],
      [{ newStatus: 'sent', sentChannel: 'carrier pigeon' }, 'sentChannel'],
      [{ newStatus: 'sent', sentOn: '2999-01-01' }, 'sentOn'],
      [{ newStatus: 'approved', certifiedGroup: 'NOT_A_GROUP' }, 'certifiedGroup'],
      [{ newStatus: 'approved', certificationNumber: 'x'.repeat(41) }, 'certificationNumber'],
    ];
    for (const [body, param] of cases) {
      const res = await patch(id, body).expect(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ param })]));
    }
    expect(await historyOf(id)).toEqual([]);
    const [{ status }] = await ctx.dataSource.query('SELECT status FROM submissions WHERE id = $1', [id]);
    expect(status).toBe('pending');
  });

  it('lets only administrators change a status', async () => {
    const id = await ctx.newSubmission(company.id);
    await patch(id, { newStatus: 'sent' }, company.token).expect(403);
    expect(await historyOf(id)).toEqual([]);
  });
});
