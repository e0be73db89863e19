import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { todayCalendarDate } from '@clearhire/domain';
import { emailOfLength, i9Fields, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';
import { completeSection2 } from './support/i9-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_MSG = 'Error: Only JPG, JPEG, PNG or PDF allowed. Max size: 5mb.';
const FIVE_MB = 5 * 1024 * 1024;
/** The SSN of i9Fields(). */
const SSN = '219099998';

interface Upload {
  field: string;
  bytes: Buffer;
  name: string;
}
const passport = (bytes = PDF_BYTES, name = 'passport.pdf'): Upload => ({ field: 'listA', bytes, name });
const license = (bytes = PNG_BYTES, name = 'license.png'): Upload => ({ field: 'listB', bytes, name });
const ssCard = (bytes = JPEG_BYTES, name = 'ss-card.jpg'): Upload => ({ field: 'listC', bytes, name });

/** The documentsType field: which document of each list was chosen. */
const chosen = (choice: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(choice).map(([list, type]) => [list, { type, filename: `${list}-scan` }])));
const LIST_A = chosen({ listA: 'U.S. Passport' });
const LIST_B_C = chosen({ listB: "Driver's License", listC: 'Social Security Card' });

/** A calendar date n days from today on the server's clock (the tests run in its process). */
const daysFromToday = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return todayCalendarDate(d);
};

describe('Form I-9 (public link and Section 1)', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  beforeAll(async () => ({ ctx, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  const submit = (url: string, over: Record<string, string> = {}, files: Upload[] = [passport()], omit: string[] = []) => {
    const req = ctx.http.post('/api/forms/i9');
    for (const [name, value] of Object.entries(i9Fields(url, over))) if (!omit.includes(name)) req.field(name, value);
    for (const f of files) req.attach(f.field, f.bytes, f.name);
    return req;
  };
  const detailOf = async (employeeId: string, token = company.token) =>
    (await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;
  /** What the database holds for an employee's I-9. */
  const storedFor = async (employeeId: string) => {
    const [employee] = await ctx.dataSource.query('SELECT i9_status, documents_type FROM employees WHERE id = $1', [employeeId]);
    const [docs] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM documents WHERE employee_id = $1', [employeeId]);
    const [forms] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM i9_forms WHERE employee_id = $1', [employeeId]);
    return { i9_status: employee.i9_status, documents_type: employee.documents_type, documents: docs.n, i9_forms: forms.n };
  };
  const UNTOUCHED = { i9_status: 'pending', documents_type: null, documents: 0, i9_forms: 0 };

  describe('GET /api/forms/i9/:url', () => {
    it('tells the employee the link is open and greets them by first name, and says nothing else (no pre-screening to start from)', async () => {
      const employee = await ctx.newEmployee(company, { firstname: 'Beatriz', lastname: 'Moreno' });
      const res = await ctx.http.get(`/api/forms/i9/${employee.url}`).expect(200);
      expect(res.body).toEqual({ status: 'open', firstname: 'Beatriz', prefill: null });
    });

    it('answers "used" once the form is submitted, and still after verification', async () => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url).expect(201);
      const used = await ctx.http.get(`/api/forms/i9/${employee.url}`).expect(200);
      expect(used.body.status).toBe('used');
      expect(used.body).toEqual({ status: 'used', firstname: 'Ana', prefill: null });
      await completeSection2(ctx, employee.id, company.token).expect(201);
      expect((await ctx.http.get(`/api/forms/i9/${employee.url}`).expect(200)).body.status).toBe('used');
    });

    it.each([
      ['an unknown token of the right shape', () => randomBytes(32).toString('base64url')],
      ['a short token', () => 'abc'],
      ['a very long token', () => 'x'.repeat(300)],
      ['SQL', () => encodeURIComponent("' OR ''='")],
    ])('answers 404 for %s', async (_case, token) => {
      const res = await ctx.http.get(`/api/forms/i9/${token()}`).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'I-9 link not found.' }] });
    });

    it('does not open a link by the employee id', async () => {
      const employee = await ctx.newEmployee(company);
      await ctx.http.get(`/api/forms/i9/${employee.id}`).expect(404);
    });
  });

  describe('POST /api/forms/i9: accepted', () => {
    it('stores Section 1 and a List A document (PDF): 201, the I-9 is submitted, the SSN shows masked', async () => {
      const employee = await ctx.newEmployee(company);
      const res = await submit(employee.url).expect(201);
      expect(res.body).toEqual({ id: expect.stringMatching(UUID) });

      const data = await detailOf(employee.id);
      expect(data.i9_status).toBe('submitted');
      expect(data.ssn).toBe('***-**-9998');
      expect(data.documents_type).toEqual({ listA: { type: 'U.S. Passport', filename: expect.stringMatching(new RegExp(`^i9-list-a-${UUID_TEXT}\\.pdf$`)) } });
      expect(data.i9).toEqual({
        firstname: 'Ana',
        lastname: 'Silva',
        middleInitial: 'M',
        otherLastnames: null,
        street: '200 Oak Ave',
        apt: null,
        city: 'Austin',
        county: 'Travis',
        state: 'TX',
        zip: '78702',
        birthdate: '1990-02-01',
        email: 'ana.silva@example.test',
        phone: '5125550142',
        citizenship: 'citizen1',
        expiry: null,
        numbersProvided: [],
        signature: 'Ana M Silva',
        signedAt: expect.any(String),
      });
      expect(data.documents).toEqual([
        { id: expect.stringMatching(UUID), kind: 'i9-list-a', type: 'U.S. Passport', contentType: 'application/pdf', size: PDF_BYTES.length, createdAt: expect.any(String), revision: 0, version: null, current: true },
      ]);
      expect(JSON.stringify(data)).not.toContain(SSN);
    });

    it('stores a List B (PNG) plus a List C (JPEG) document', async () => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url, { documentsType: LIST_B_C }, [license(), ssCard()]).expect(201);
      const data = await detailOf(employee.id);
      expect(data.i9_status).toBe('submitted');
      expect(Object.keys(data.documents_type).sort()).toEqual(['listB', 'listC']);
      expect(data.documents_type.listB).toEqual({ type: "Driver's License", filename: expect.stringMatching(/^i9-list-b-.*\.png$/) });
      expect(data.documents_type.listC).toEqual({ type: 'Social Security Card', filename: expect.stringMatching(/^i9-list-c-.*\.jpg$/) });
      const byKind = Object.fromEntries(data.documents.map((d: { kind: string }) => [d.kind, d]));
      expect(Object.keys(byKind).sort()).toEqual(['i9-list-b', 'i9-list-c']);
      expect(byKind['i9-list-b']).toMatchObject({ type: "Driver's License", contentType: 'image/png', size: PNG_BYTES.length });
      expect(byKind['i9-list-c']).toMatchObject({ type: 'Social Security Card', contentType: 'image/jpeg', size: JPEG_BYTES.length });
    });

    // Issue 32: the lists took the M-274's titles; a form loaded before still sends the former choices.
    it('accepts a former choice and stores the current one it stands for in its list', async () => {
      const dhsEad = 'Employment authorization document issued by the Department of Homeland Security';
      const employee = await ctx.newEmployee(company);
      await submit(employee.url, { documentsType: chosen({ listB: "Driver's License", listC: 'Employment Authorization' }) }, [license(), ssCard()]).expect(201);
      expect((await storedFor(employee.id)).documents_type.listC.type).toBe(dhsEad);
      const [row] = await ctx.dataSource.query("SELECT document_type FROM documents WHERE employee_id = $1 AND kind = 'i9-list-c'", [employee.id]);
      expect(row.document_type).toBe(dhsEad);
      expect((await detailOf(employee.id)).documents_type.listC.type).toBe(dhsEad);
    });

    it('shows an I-9 stored with the former choices in today\'s words, where "Certification of Birth" names the three reports of a birth abroad', async () => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url, { documentsType: LIST_B_C }, [license(), ssCard()]).expect(201);
      // The rows as they were stored before the change.
      await ctx.dataSource.query(
        `UPDATE employees SET documents_type = jsonb_set(documents_type, '{listC,type}', '"Certification of Birth"') WHERE id = $1`,
        [employee.id],
      );
      await ctx.dataSource.query("UPDATE documents SET document_type = 'Certification of Birth' WHERE employee_id = $1 AND kind = 'i9-list-c'", [employee.id]);
      const data = await detailOf(employee.id);
      const label = 'Certification of report of birth issued by the Department of State (Form DS-1350, FS-240 or FS-545)';
      expect(data.documents_type.listC.type).toBe(label);
      expect(data.documents.find((d: { kind: string }) => d.kind === 'i9-list-c').type).toBe(label);
      expect((await storedFor(employee.id)).documents_type.listC.type).toBe('Certification of Birth');
    });

    it.each([
      ['a JPEG under .jpeg, List A given as a bare string', { documentsType: JSON.stringify({ listA: 'Foreign Passport' }) }, [passport(JPEG_BYTES, 'PASSPORT.JPEG')], 'image/jpeg'],
      ['a PNG with an upper-case extension', {}, [passport(PNG_BYTES, 'scan.PNG')], 'image/png'],
      ['a PDF of exactly 5 MB', {}, [passport(Buffer.concat([PDF_BYTES, Buffer.alloc(FIVE_MB - PDF_BYTES.length)]))], 'application/pdf'],
    ])('accepts %s', async (_case, over, files, contentType) => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url, over, files).expect(201);
      const [doc] = (await detailOf(employee.id)).documents;
      expect(doc).toMatchObject({ kind: 'i9-list-a', contentType, size: files[0].bytes.length });
    });

    it.each([
      ['a noncitizen national, no number', { citizenship: 'citizen2' }, null, []],
      ['a permanent resident with an A-Number', { citizenship: 'citizen3', number: '123456789' }, null, ['USCIS / A-Number']],
      ['a noncitizen, no expiry (N/A), I-94 number', { citizenship: 'citizen4', expiry: 'N/A', citizen4Number2: '12345678901' }, 'N/A', ['Form I-94 admission number']],
      ['a noncitizen whose authorization ends today, A-Number', { citizenship: 'citizen4', expiry: daysFromToday(0), citizen4Number1: '1234567' }, daysFromToday(0), ['USCIS / A-Number']],
      [
        'a noncitizen, future end date, foreign passport',
        { citizenship: 'citizen4', expiry: daysFromToday(400), citizen4Number3: 'X1234567 Mexico' },
        daysFromToday(400),
        ['Foreign passport number and country'],
      ],
    ])('accepts %s, naming (never showing) the numbers given', async (_case, over, expiry, numbersProvided) => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url, over).expect(201);
      const data = await detailOf(employee.id);
      expect(data.i9).toMatchObject({ citizenship: over.citizenship, expiry, numbersProvided });
      const text = JSON.stringify(data);
      for (const n of ['123456789', '12345678901', '1234567', 'X1234567']) expect(text).not.toContain(n);
    });

    it('accepts every field at its longest and leaves blank optional fields empty', async () => {
      const employee = await ctx.newEmployee(company);
      const longest = {
        firstname: 'F'.repeat(50),
        lastname: 'L'.repeat(50),
        otherLastnames: 'O'.repeat(50),
        middleInitial: 'Q',
        street: 'S'.repeat(50),
        city: 'C'.repeat(40),
        email: emailOfLength(254),
        phone: '5125550142',
        signature: 'G'.repeat(50),
        apt: '',
        county: '',
      };
      await submit(employee.url, longest).expect(201);
      expect((await detailOf(employee.id)).i9).toMatchObject({ ...longest, apt: null, county: null });
    });

    it('keeps the name the employee typed out of stored file names', async () => {
      const employee = await ctx.newEmployee(company);
      const personalName = `Ana-Silva-${SSN}-passport.pdf`;
      const documentsType = JSON.stringify({ listA: { type: 'U.S. Passport', filename: personalName } });
      await submit(employee.url, { documentsType }, [passport(PDF_BYTES, personalName)]).expect(201);
      const data = await detailOf(employee.id);
      expect(data.documents_type.listA.filename).toMatch(new RegExp(`^i9-list-a-${UUID_TEXT}\\.pdf$`));
      expect(JSON.stringify(data)).not.toMatch(/Ana-Silva|219099998|passport\.pdf/);
    });

    it('accepts one submission per link: the second answers 409 and changes nothing', async () => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url).expect(201);
      const before = await detailOf(employee.id);
      const again = await submit(employee.url, { firstname: 'Mallory', documentsType: LIST_B_C }, [license(), ssCard()]).expect(409);
      expect(again.body).toEqual({ errors: [{ msg: 'This I-9 form has already been submitted.' }] });
      expect(await storedFor(employee.id)).toMatchObject({ i9_status: 'submitted', documents: 1, i9_forms: 1 });
      const after = await detailOf(employee.id);
      expect(after.i9).toEqual(before.i9);
      expect(after.documents).toEqual(before.documents);
      expect(after.documents_type).toEqual(before.documents_type);
    });

    it('takes exactly one of two submissions sent at the same time', async () => {
      const employee = await ctx.newEmployee(company);
      const results = await Promise.all([submit(employee.url), submit(employee.url, { firstname: 'Mallory' })]);
      expect(results.map((r: Response) => r.status).sort()).toEqual([201, 409]);
      expect(await storedFor(employee.id)).toMatchObject({ i9_status: 'submitted', documents: 1, i9_forms: 1 });
    });

    it('audits the submission as a public act, without personal data', async () => {
      const employee = await ctx.newEmployee(company);
      const res = await submit(employee.url).expect(201);
      const rows = await ctx.dataSource.query("SELECT actor_id, actor_role, record_type, company_id, detail FROM audit_events WHERE action = 'i9.submitted' AND record_id = $1", [res.body.id]);
      expect(rows).toEqual([{ actor_id: null, actor_role: 'public', record_type: 'i9', company_id: company.id, detail: { employeeId: employee.id, preparers: 0 } }]);
    });
  });

  describe('Supplement A: preparers and translators', () => {
    const PREPARER = { lastName: 'Ortega', firstName: 'Lucia', middleInitial: 'R', street: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75204', signature: 'Lucia R Ortega', attested: true };

    it('keeps each person who helped with Section 1, in order, with the certification they accepted', async () => {
      const employee = await ctx.newEmployee(company);
      const translator = { ...PREPARER, lastName: 'Nguyen', firstName: 'Bao', middleInitial: '', signature: 'Bao Nguyen' };
      await submit(employee.url, { preparers: JSON.stringify([PREPARER, translator]) }).expect(201);
      const data = await detailOf(employee.id);
      expect(data.supplement_a).toEqual([
        { last_name: 'Ortega', first_name: 'Lucia', middle_initial: 'R', street: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75204', signature: 'Lucia R Ortega', signed_at: data.i9.signedAt },
        { last_name: 'Nguyen', first_name: 'Bao', middle_initial: null, street: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75204', signature: 'Bao Nguyen', signed_at: data.i9.signedAt },
      ]);
      const [row] = await ctx.dataSource.query('SELECT attestation FROM i9_preparers WHERE employee_id = $1 AND position = 0', [employee.id]);
      expect(row.attestation).toMatch(/^I attest, under penalty of perjury, that I have assisted in the completion of Section 1/);
    });

    it('answers an empty Supplement A when nobody helped', async () => {
      const employee = await ctx.newEmployee(company);
      await submit(employee.url).expect(201);
      expect((await detailOf(employee.id)).supplement_a).toEqual([]);
    });

    it.each([
      ['text that is not JSON', 'Lucia', ['preparers']],
      ['an object instead of a list', JSON.stringify(PREPARER), ['preparers']],
      ['six people', JSON.stringify(Array(6).fill(PREPARER)), ['preparers']],
      ['a missing last name and ZIP code', JSON.stringify([{ ...PREPARER, lastName: '', zip: undefined }]), ['preparers.0.lastName', 'preparers.0.zip']],
      ['a certification not accepted', JSON.stringify([PREPARER, { ...PREPARER, attested: false }]), ['preparers.1.attested']],
      ['a state that does not exist', JSON.stringify([{ ...PREPARER, state: 'ZZ' }]), ['preparers.0.state']],
      ['an unknown field', JSON.stringify([{ ...PREPARER, ssn: '123456789' }]), ['preparers.0.ssn']],
      ['a list entry that is not an object', JSON.stringify(['Lucia']), ['preparers.0']],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_case, preparers, params) => {
      const employee = await ctx.newEmployee(company);
      const res = await submit(employee.url, { preparers }).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(params);
      expect(await storedFor(employee.id)).toEqual(UNTOUCHED);
    });
  });

  describe('POST /api/forms/i9: refused', () => {
    /** One employee whose link only ever receives refused requests. */
    let target: { id: string; url: string };
    beforeAll(async () => (target = await ctx.newEmployee(company)));

    /** The request is refused with this status and these errors, and nothing of the I-9 is stored. */
    const expectRefused = async (res: Response, status: number, errors: unknown) => {
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { errors } });
      expect(await storedFor(target.id)).toEqual(UNTOUCHED);
    };
    const containing = (...items: object[]) => expect.arrayContaining(items.map((i) => expect.objectContaining(i)));

    it('answers 404 for a link that does not exist', async () => {
      const res = await submit(randomBytes(32).toString('base64url'));
      await expectRefused(res, 404, [{ msg: 'I-9 link not found.' }]);
    });

    it('answers 404 for the employee id given as the link', async () => {
      await expectRefused(await submit(target.id), 404, [{ msg: 'I-9 link not found.' }]);
    });

    it.each([
      ['no document', {}, [], 'listA', 'Upload one List A document, or one List B and one List C document.'],
      ['List B only', { listB: "Driver's License" }, [license()], 'listC', 'Upload one List A document, or one List B and one List C document.'],
      ['List C only', { listC: 'Birth Certificate' }, [ssCard()], 'listB', 'Upload one List A document, or one List B and one List C document.'],
      [
        'List A, B and C together',
        { listA: 'U.S. Passport', listB: "Driver's License", listC: 'Social Security Card' },
        [passport(), license(), ssCard()],
        'listA',
        'Upload either one List A document, or one List B and one List C document, not both.',
      ],
      ['List A with List C', { listA: 'U.S. Passport', listC: 'Social Security Card' }, [passport(), ssCard()], 'listA', 'Upload either one List A document, or one List B and one List C document, not both.'],
      ['a List B document named as List A', { listA: "Driver's License" }, [passport()], 'listA', '"Driver\'s License" is not a List A document.'],
      ['a List C document named as List B', { listB: 'Social Security Card', listC: 'Birth Certificate' }, [license(), ssCard()], 'listB', '"Social Security Card" is not a List B document.'],
      ['a List A document named as List C', { listB: 'ID Card', listC: 'U.S. Passport' }, [license(), ssCard()], 'listC', '"U.S. Passport" is not a List C document.'],
      ['a document that is on no list', { listA: 'Library Card' }, [passport()], 'listA', '"Library Card" is not a List A document.'],
      ['a chosen document with no file', { listA: 'U.S. Passport' }, [], 'listA', 'Upload the List A document.'],
      ['a file for a list not chosen', { listA: 'U.S. Passport' }, [passport(), ssCard()], 'listC', 'Choose which List C document you uploaded.'],
      ['an empty document type', { listA: '' }, [passport()], 'listA', 'Choose the List A document.'],
      ['an unknown list', { listA: 'U.S. Passport', listD: 'Library Card' }, [passport()], 'documentsType', 'Unknown document list "listD".'],
    ])('answers 400 for %s', async (_case, choice, files, param, msg) => {
      await expectRefused(await submit(target.url, { documentsType: chosen(choice) }, files), 400, containing({ param, msg }));
    });

    it.each([
      ['plain text', 'U.S. Passport'],
      ['cut-off JSON', '{"listA":'],
      ['a JSON array', '["listA"]'],
      ['JSON null', 'null'],
      ['a JSON string', '"U.S. Passport"'],
    ])('answers 400 when documentsType is %s', async (_case, documentsType) => {
      await expectRefused(await submit(target.url, { documentsType }), 400, [{ msg: 'Documents must be a JSON object.', param: 'documentsType' }]);
    });

    it.each([
      ['a permanent resident without an A-Number', { citizenship: 'citizen3' }, 'number', 'Enter your USCIS or A-Number.'],
      ['an A-Number with letters', { citizenship: 'citizen3', number: 'A12345678' }, 'number', 'USCIS / A-Number must be 7 to 9 digits.'],
      ['an A-Number of 6 digits', { citizenship: 'citizen3', number: '123456' }, 'number', 'USCIS / A-Number must be 7 to 9 digits.'],
      ['an A-Number of 10 digits', { citizenship: 'citizen3', number: '1234567890' }, 'number', 'USCIS / A-Number must be 7 to 9 digits.'],
      ['a noncitizen without an end date', { citizenship: 'citizen4', citizen4Number1: '1234567' }, 'expiry', 'Enter the date your work authorization ends, or N/A.'],
      ['a noncitizen whose authorization ended yesterday', { citizenship: 'citizen4', expiry: daysFromToday(-1), citizen4Number1: '1234567' }, 'expiry', 'Your work authorization has already ended.'],
      ['an end date that does not exist', { citizenship: 'citizen4', expiry: '2031-02-30', citizen4Number1: '1234567' }, 'expiry', 'Work authorization end date must be a date (YYYY-MM-DD) or N/A.'],
      ['an end date written mm/dd/yyyy', { citizenship: 'citizen4', expiry: '12/31/2031', citizen4Number1: '1234567' }, 'expiry', 'Work authorization end date must be a date (YYYY-MM-DD) or N/A.'],
      [
        'a noncitizen with none of the three numbers',
        { citizenship: 'citizen4', expiry: 'N/A' },
        'citizen4Number1',
        'Enter exactly one of: USCIS A-Number, Form I-94 admission number, or foreign passport number and country.',
      ],
      [
        'a noncitizen with two of the numbers',
        { citizenship: 'citizen4', expiry: 'N/A', citizen4Number1: '1234567', citizen4Number2: '12345678901' },
        'citizen4Number1',
        'Enter exactly one of: USCIS A-Number, Form I-94 admission number, or foreign passport number and country.',
      ],
      [
        'a noncitizen with all three numbers',
        { citizenship: 'citizen4', expiry: 'N/A', citizen4Number1: '1234567', citizen4Number2: '12345678901', citizen4Number3: 'X1 Peru' },
        'citizen4Number1',
        'Enter exactly one of: USCIS A-Number, Form I-94 admission number, or foreign passport number and country.',
      ],
      ['an I-94 number of 10 digits', { citizenship: 'citizen4', expiry: 'N/A', citizen4Number2: '1234567890' }, 'citizen4Number2', 'Form I-94 admission number must be exactly 11 digits.'],
      ['a noncitizen also giving the permanent-resident number', { citizenship: 'citizen4', expiry: 'N/A', citizen4Number1: '1234567', number: '7654321' }, 'number', 'This number does not apply to the status you chose.'],
      ['a citizen giving an A-Number', { citizenship: 'citizen1', number: '123456789' }, 'number', 'This number does not apply to the status you chose.'],
      ['a citizen giving an end date', { citizenship: 'citizen1', expiry: 'N/A' }, 'expiry', 'This number does not apply to the status you chose.'],
      ['a noncitizen national giving an I-94 number', { citizenship: 'citizen2', citizen4Number2: '12345678901' }, 'citizen4Number2', 'This number does not apply to the status you chose.'],
      ['a permanent resident giving a foreign passport', { citizenship: 'citizen3', number: '123456789', citizen4Number3: 'X1 Peru' }, 'citizen4Number3', 'This number does not apply to the status you chose.'],
      ['a status that is not one of the four boxes', { citizenship: 'citizen5' }, 'citizenship', 'Citizenship or immigration status must be one of the listed options.'],
    ])('answers 400 for %s', async (_case, over, param, msg) => {
      await expectRefused(await submit(target.url, over), 400, containing({ param, msg }));
    });

    it.each([
      ['a first name over 50', { firstname: 'F'.repeat(51) }, 'firstname'],
      ['a last name over 50', { lastname: 'L'.repeat(51) }, 'lastname'],
      ['other last names over 50', { otherLastnames: 'O'.repeat(51) }, 'otherLastnames'],
      ['a two-letter middle initial', { middleInitial: 'MA' }, 'middleInitial'],
      ['a street over 50', { street: 'S'.repeat(51) }, 'street'],
      ['a city over 40', { city: 'C'.repeat(41) }, 'city'],
      ['a ZIP with letters', { zip: '7870A' }, 'zip'],
      ['a ZIP of 4 digits', { zip: '7870' }, 'zip'],
      ['an SSN of 8 digits', { ssn: '21909999' }, 'ssn'],
      ['an SSN of 10 digits', { ssn: '2190999981' }, 'ssn'],
      ['an SSN with a letter', { ssn: '21909999A' }, 'ssn'],
      ['an SSN with dashes', { ssn: '219-09-9998' }, 'ssn'],
      ['an SSN in area 000', { ssn: '000099998' }, 'ssn'],
      ['an SSN in area 666', { ssn: '666099998' }, 'ssn'],
      ['an SSN in area 9xx', { ssn: '919099998' }, 'ssn'],
      ['an SSN with group 00', { ssn: '219009998' }, 'ssn'],
      ['an SSN with serial 0000', { ssn: '219090000' }, 'ssn'],
      ['a phone with a letter', { phone: '512555014x' }, 'phone'],
      ['a phone of 11 digits', { phone: '15125550142' }, 'phone'],
      ['a phone with dashes', { phone: '512-555-0142' }, 'phone'],
      ['an e-mail over 254', { email: emailOfLength(255) }, 'email'],
      ['an e-mail without @', { email: 'ana.example.test' }, 'email'],
      ['a signature over 50', { signature: 'G'.repeat(51) }, 'signature'],
      ['a state spelled out', { state: 'Texas' }, 'state'],
      ['a state code that does not exist', { state: 'XX' }, 'state'],
      ['a birth date in the future', { birthdate: daysFromToday(1) }, 'birthdate'],
      ['a birth date that does not exist', { birthdate: '1990-02-30' }, 'birthdate'],
      ['a birth date making the employee 10', { birthdate: daysFromToday(-3700) }, 'birthdate'],
      ['a field the form does not have', { isAdmin: 'true' }, 'isAdmin'],
    ])('answers 400 for %s', async (_case, over, param) => {
      await expectRefused(await submit(target.url, over), 400, [{ param, msg: expect.any(String) }]);
    });

    it('answers 400 when the link is missing, or comes after the files, before reading any file', async () => {
      const message = { param: 'url', msg: 'The link is required: send the url field before the files.' };
      await expectRefused(await submit(target.url, {}, [passport()], ['url']), 400, [message]);
      const late = ctx.http.post('/api/forms/i9').attach('listA', PDF_BYTES, 'passport.pdf');
      for (const [name, value] of Object.entries(i9Fields(target.url))) late.field(name, value);
      await expectRefused(await late, 400, [message]);
    });

    it('refuses an unknown link before reading the file: 404, not the 413 of an oversized upload', async () => {
      const oversized = Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024)]);
      const res = await submit('x'.repeat(43), {}, [passport(oversized)]);
      expect(res.status).toBe(404);
      expect(res.body.errors[0].msg).toMatch(/I-9 link/);
    });

    it.each([['firstname'], ['lastname'], ['street'], ['city'], ['state'], ['zip'], ['birthdate'], ['ssn'], ['email'], ['phone'], ['citizenship'], ['signature'], ['documentsType']])(
      'answers 400 when %s is missing',
      async (field) => {
        await expectRefused(await submit(target.url, {}, [passport()], [field]), 400, containing({ param: field, msg: expect.stringMatching(/ is required\.$/) }));
      },
    );

    it('answers 400 for a signature of blanks only', async () => {
      await expectRefused(await submit(target.url, { signature: '   ' }), 400, [{ param: 'signature', msg: expect.stringMatching(/ is required\.$/) }]);
    });

    it('answers 400 for a field sent twice', async () => {
      const res = await submit(target.url).field('ssn', '219099997');
      await expectRefused(res, 400, [{ param: 'ssn', msg: expect.any(String) }]);
    });

    it.each([
      ['a text file renamed .pdf', [passport(Buffer.from('My passport number is X1234567\n'), 'passport.pdf')], LIST_A, 'listA'],
      ['a PNG named .pdf', [passport(PNG_BYTES, 'passport.pdf')], LIST_A, 'listA'],
      ['a PDF named .png', [passport(PDF_BYTES, 'passport.png')], LIST_A, 'listA'],
      ['a JPEG named .png', [passport(JPEG_BYTES, 'passport.png')], LIST_A, 'listA'],
      ['a PDF without an extension', [passport(PDF_BYTES, 'passport')], LIST_A, 'listA'],
      ['a GIF', [passport(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'passport.gif')], LIST_A, 'listA'],
      ['a GIF named .jpg', [passport(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'passport.jpg')], LIST_A, 'listA'],
      ['an empty file', [passport(Buffer.alloc(0), 'passport.pdf')], LIST_A, 'listA'],
      ['a shell script named .jpg as List C', [license(), ssCard(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'card.jpg')], LIST_B_C, 'listC'],
    ])('answers 415 for %s', async (_case, files, documentsType, param) => {
      await expectRefused(await submit(target.url, { documentsType }, files), 415, [{ msg: UPLOAD_MSG, param }]);
    });

    it('answers 413 with the upload message for a file over 5 MB', async () => {
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(FIVE_MB + 1 - PDF_BYTES.length)]);
      await expectRefused(await submit(target.url, {}, [passport(big)]), 413, [expect.objectContaining({ msg: UPLOAD_MSG })]);
    });

    it('answers 413 with the upload message when List C is the oversized file', async () => {
      const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(FIVE_MB + 1)]);
      await expectRefused(await submit(target.url, { documentsType: LIST_B_C }, [license(), ssCard(big)]), 413, [expect.objectContaining({ msg: UPLOAD_MSG })]);
    });

    it.each([
      ['an unexpected file field (listD)', [passport(), { field: 'listD', bytes: PDF_BYTES, name: 'extra.pdf' }], 'listD'],
      ['two files under listA', [passport(), passport(PDF_BYTES, 'second.pdf')], 'listA'],
    ])('answers 400 for %s, naming the field', async (_case, files, param) => {
      await expectRefused(await submit(target.url, {}, files), 400, [{ msg: 'Upload one file for each of listA, listB and listC at most.', param }]);
    });

    it('still accepts a valid submission on the same link after all those refusals', async () => {
      expect((await ctx.http.get(`/api/forms/i9/${target.url}`).expect(200)).body.status).toBe('open');
      await submit(target.url).expect(201);
      expect(await storedFor(target.id)).toMatchObject({ i9_status: 'submitted', documents: 1, i9_forms: 1 });
    });
  });

  describe('encryption at rest', () => {
    it('keeps the SSN and the A-Number out of the i9_forms row in the clear, with a fresh ciphertext each time', async () => {
      const first = await ctx.newEmployee(company);
      const second = await ctx.newEmployee(company);
      await submit(first.url, { citizenship: 'citizen3', number: '876543210' }).expect(201);
      await submit(second.url).expect(201);
      const [row] = await ctx.dataSource.query('SELECT * FROM i9_forms WHERE employee_id = $1', [first.id]);
      expect(row.ssn_last4).toBe('9998');
      expect(row.ssn_encrypted).toEqual(expect.any(String));
      expect(row.ssn_encrypted).not.toContain(SSN);
      expect(Buffer.from(row.ssn_encrypted).includes(Buffer.from(SSN).toString('base64'))).toBe(false);
      const everything = JSON.stringify(row);
      expect(everything).not.toContain(SSN);
      expect(everything).not.toContain('876543210');
      const [other] = await ctx.dataSource.query('SELECT ssn_encrypted FROM i9_forms WHERE employee_id = $1', [second.id]);
      expect(other.ssn_encrypted).not.toBe(row.ssn_encrypted);
      const audit = await ctx.dataSource.query('SELECT detail FROM audit_events WHERE company_id = $1', [company.id]);
      expect(JSON.stringify(audit)).not.toContain(SSN);
    });

    it('stores uploaded files encrypted, readable only by the service, under a key with no personal data', async () => {
      const employee = await ctx.newEmployee(company, { firstname: 'Carmen', lastname: 'Delgado' });
      const marker = Buffer.from(`Passport of Carmen Delgado, SSN ${SSN}`);
      const pdf = Buffer.concat([PDF_BYTES, marker]);
      await submit(employee.url, { firstname: 'Carmen', lastname: 'Delgado' }, [passport(pdf, `carmen-delgado-${SSN}.pdf`)]).expect(201);
      const [doc] = await ctx.dataSource.query('SELECT * FROM documents WHERE employee_id = $1', [employee.id]);

      expect(doc.storage_key).toMatch(new RegExp(`^documents/[0-9a-f]{2}/${UUID_TEXT}$`));
      expect(doc.storage_key).not.toMatch(/carmen|delgado|219099998|passport|\.pdf/i);
      expect(JSON.stringify(doc)).not.toMatch(/carmen|delgado|219099998/i);

      const path = join(process.env['STORAGE_DIR'] ?? '', doc.storage_key);
      const onDisk = readFileSync(path);
      expect(onDisk.length).toBeGreaterThan(0);
      for (const plain of [pdf, PDF_BYTES, marker, Buffer.from('%PDF'), Buffer.from('/Type /Catalog'), Buffer.from(SSN), Buffer.from('Carmen')]) {
        expect(onDisk.includes(plain)).toBe(false);
      }
      expect(statSync(path).mode & 0o077).toBe(0);
    });
  });
});
