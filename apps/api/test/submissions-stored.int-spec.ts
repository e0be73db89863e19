import { SCREENING_ANSWER_FIELDS, SCREENING_QUESTIONS } from '@clearhire/contracts';
import { prescreeningPayload } from './support/payloads';
import { type CompanyAccount, TestContext } from './support/test-app';

/** What a pre-screening stores: answers as '1'/'0'/null (docs/product.md §2–§3) and the SSN protected (docs/architecture.md §3). */
describe('stored pre-screening submissions', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let admin: string;
  beforeAll(async () => ({ ctx, admin, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  const detail = async (id: string, token = admin) =>
    (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body;
  const answersOf = async (over: Record<string, unknown>) => (await detail(await ctx.newSubmission(company.id, over))).data.answers;

  describe('answers', () => {
    it('stores yes/no as "1"/"0", values as given, and null for questions that were not asked', async () => {
      // The default payload: a veteran unemployed 6 months (so no 4-week question, branch asked),
      // no SNAP (so the 3-of-5-months question applies), unemployed with date and state.
      expect(await answersOf({})).toEqual({
        military: '1',
        snap: '0',
        tanf: '0',
        ssi: '0',
        vr: '0',
        unemployed: '1',
        felony: '0',
        woc: '0',
        militaryUnemployed6m: '1',
        militaryUnemployed4w: null,
        militarySnap: '0',
        militaryDisability: '1',
        militaryReleased: '0',
        snap3: '1',
        tanfStopped: null,
        tanfAssistance9: null,
        tanfAssistance18: null,
        felonyAdjudication: null,
        felonyWrp: null,
        militaryYear: '2019',
        militaryBranch: 'Army',
        tanfState: null,
        tanfTime: null,
        vrService: null,
        unemployedDate: '2025-01-10',
        unemployedState: 'TX',
        felonyConviction: null,
        felonyRelease: null,
        felonyState: null,
        felonyType: null,
      });
    });

    const felonyFollowUps = {
      felonyConviction: '2024-03-01',
      felonyRelease: '2025-02-01',
      felonyState: 'CA',
      felonyType: 'State',
      felonyAdjudication: true,
      felonyWrp: false,
    };
    const tanfFollowUps = { tanfState: 'NM', tanfStopped: true, tanfAssistance9: false, tanfAssistance18: true, tanfTime: '18 months or more' };

    it('keeps every felony follow-up when felony is yes', async () => {
      expect(await answersOf({ felony: true, ...felonyFollowUps })).toMatchObject({
        felony: '1',
        felonyConviction: '2024-03-01',
        felonyRelease: '2025-02-01',
        felonyState: 'CA',
        felonyType: 'State',
        felonyAdjudication: '1',
        felonyWrp: '0',
      });
    });

    it('keeps every TANF follow-up when tanf is yes', async () => {
      expect(await answersOf({ tanf: true, ...tanfFollowUps })).toMatchObject({
        tanf: '1',
        tanfState: 'NM',
        tanfStopped: '1',
        tanfAssistance9: '0',
        tanfAssistance18: '1',
        tanfTime: '18 months or more',
      });
    });

    it.each([
      ['felony is no', { felony: false, ...felonyFollowUps }, Object.keys(felonyFollowUps)],
      ['tanf is no', { tanf: false, ...tanfFollowUps }, Object.keys(tanfFollowUps)],
      ['vr is no', { vr: false, vrService: 'State Agency' }, ['vrService']],
      ['unemployed is no', { unemployed: false, unemployedDate: '2025-01-10', unemployedState: 'TX' }, ['unemployedDate', 'unemployedState']],
      [
        'military is no',
        { military: false, militaryUnemployed6m: true, militarySnap: true, militaryDisability: true, militaryReleased: true, militaryYear: '2019', militaryBranch: 'Navy' },
        ['militaryUnemployed6m', 'militarySnap', 'militaryDisability', 'militaryReleased', 'militaryYear', 'militaryBranch'],
      ],
      ['the veteran was unemployed 6 months (no 4-week question)', { military: true, militaryUnemployed6m: true, militaryUnemployed4w: true }, ['militaryUnemployed4w']],
      ['the veteran was not unemployed 6 months (no branch question)', { military: true, militaryUnemployed6m: false, militaryBranch: 'Navy' }, ['militaryBranch']],
      ['snap is yes (snap3 only applies when snap is no)', { snap: true, snap3: true }, ['snap3']],
    ])('stores the follow-ups as null when %s', async (_when, over, nulled) => {
      const answers = await answersOf(over);
      for (const field of nulled) expect([field, answers[field]]).toEqual([field, null]);
    });

    it('keeps the 4-week question for a veteran not unemployed 6 months', async () => {
      expect(await answersOf({ military: true, militaryUnemployed6m: false, militaryUnemployed4w: true })).toMatchObject({
        militaryUnemployed6m: '0',
        militaryUnemployed4w: '1',
        militaryBranch: null,
      });
    });

    it('keeps snap3 "0" when snap is no', async () => {
      expect(await answersOf({ snap: false, snap3: false })).toMatchObject({ snap: '0', snap3: '0' });
    });

    it('keeps vrService when vr is yes', async () => {
      expect(await answersOf({ vr: true, vrService: 'Ticket To Work' })).toMatchObject({ vr: '1', vrService: 'Ticket To Work' });
    });

    it('stores every answer as null when the applicant is not eligible, whatever was sent', async () => {
      const over: Record<string, unknown> = { eligible: false, felony: true, ...felonyFollowUps, tanf: true, ...tanfFollowUps, vr: true, vrService: 'State Agency' };
      for (const q of SCREENING_QUESTIONS) over[q] ??= true;
      const body = await detail(await ctx.newSubmission(company.id, over));
      expect(body.data.eligible).toBe(false);
      expect(body.data.answers).toEqual(Object.fromEntries(SCREENING_ANSWER_FIELDS.map((f) => [f, null])));
    });

    it('stores eligible=true and all answers of an eligible applicant', async () => {
      const body = await detail(await ctx.newSubmission(company.id));
      expect(body.data.eligible).toBe(true);
      expect(Object.keys(body.data.answers).sort()).toEqual([...SCREENING_ANSWER_FIELDS].sort());
    });
  });

  describe('personal data', () => {
    const SSN = '287654321';

    it('stores the personal fields trimmed, the e-mail in lower case, and a blank apartment as null', async () => {
      const id = await ctx.newSubmission(company.id, { firstname: '  Ana ', lastname: 'Ruiz ', email: 'Ana.Ruiz@Example.TEST', apt: '   ', phone: '5125550142' });
      expect((await detail(id)).data).toMatchObject({ firstname: 'Ana', lastname: 'Ruiz', email: 'ana.ruiz@example.test', apt: null, phone: '5125550142' });
    });

    it('encrypts the SSN at rest: no column of the row holds the nine digits', async () => {
      const id = await ctx.newSubmission(company.id, { ssn: SSN });
      const [row] = await ctx.dataSource.query('SELECT ssn_encrypted, ssn_last4, row_to_json(s)::text AS whole FROM submissions s WHERE id = $1', [id]);
      expect(row.ssn_encrypted).not.toContain(SSN);
      expect(row.ssn_encrypted.length).toBeGreaterThan(SSN.length);
      expect(row.ssn_last4).toBe('4321');
      expect(row.whole).not.toContain(SSN);
    });

    it('encrypts the same SSN differently each time', async () => {
      const a = await ctx.newSubmission(company.id, { ssn: SSN });
      const b = await ctx.newSubmission(company.id, { ssn: SSN });
      const rows = await ctx.dataSource.query('SELECT ssn_encrypted FROM submissions WHERE id = ANY($1::uuid[])', [[a, b]]);
      expect(rows).toHaveLength(2);
      expect(rows[0].ssn_encrypted).not.toBe(rows[1].ssn_encrypted);
    });

    it('shows only a masked SSN in the detail, to the admin and to the company', async () => {
      const id = await ctx.newSubmission(company.id, { ssn: SSN });
      for (const token of [admin, company.token]) {
        const body = await detail(id, token);
        expect(body.data.ssn).toBe('***-**-4321');
        expect(JSON.stringify(body)).not.toContain(SSN);
      }
    });

    it('masks the SSN of a not-eligible applicant too', async () => {
      const id = await ctx.newSubmission(company.id, { ssn: SSN, eligible: false });
      const body = await detail(id);
      expect(body.data.ssn).toBe('***-**-4321');
      expect(JSON.stringify(body)).not.toContain(SSN);
    });

    it('never returns the full SSN from the list or the status change', async () => {
      const id = await ctx.newSubmission(company.id, { ssn: SSN });
      const lists = await Promise.all([
        ctx.http.get('/api/submissions').query({ companyId: company.id, limit: 100 }).set('Authorization', ctx.auth(admin)).expect(200),
        ctx.http.get('/api/submissions').query({ limit: 100 }).set('Authorization', ctx.auth(company.token)).expect(200),
      ]);
      for (const res of lists) {
        expect(res.body.data.map((r: { id: string }) => r.id)).toContain(id);
        expect(JSON.stringify(res.body)).not.toContain(SSN);
        expect(JSON.stringify(res.body)).not.toContain('ssn_encrypted');
      }
      const patched = await ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus: 'sent' }).expect(200);
      expect(patched.body.data.ssn).toBe('***-**-4321');
      expect(JSON.stringify(patched.body)).not.toContain(SSN);
    });

    it('keeps the SSN and other personal data out of the audit trail', async () => {
      const id = await ctx.newSubmission(company.id, { ssn: SSN, firstname: 'Zebulon' });
      await detail(id);
      const events = await ctx.dataSource.query('SELECT row_to_json(a)::text AS whole FROM audit_events a WHERE record_id = $1', [id]);
      expect(events.length).toBeGreaterThanOrEqual(2);
      for (const e of events) {
        expect(e.whole).not.toContain(SSN);
        expect(e.whole).not.toContain('Zebulon');
      }
    });

    it('does not echo the SSN in a validation error', async () => {
      const bad = '666554321';
      const res = await ctx.http.post('/api/submissions').send(prescreeningPayload(company.id, { ssn: bad })).expect(400);
      expect(JSON.stringify(res.body)).not.toContain(bad);
    });
  });
});
