import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DocumentStore } from '@clearhire/server';
import { i9Fields, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SSN = '219099998';
const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;

/** Collects a response body as raw bytes, whatever its Content-Type. */
const asBytes = (res: IncomingMessage, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (err) => done(err, Buffer.alloc(0)));
};

type Kind = 'i9-list-a' | 'i9-list-b' | 'i9-list-c';

describe('GET /api/files/:id', () => {
  let ctx: TestContext;
  let owner: CompanyAccount;
  let other: CompanyAccount;
  let admin: string;
  /** The stored documents by kind, with the bytes that were uploaded. */
  const files = {} as Record<Kind, { id: string; bytes: Buffer; contentType: string; extension: string }>;
  /** A PDF of exactly the 5 MB limit, with some text in it. */
  const bigPdf = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024 - PDF_BYTES.length, 'ClearHire ')]);
  let bigId: string;

  const submitI9 = async (url: string, documentsType: object, uploads: [string, Buffer, string][]) => {
    const req = ctx.http.post('/api/forms/i9');
    for (const [name, value] of Object.entries(i9Fields(url, { firstname: 'Rosa', lastname: 'Parkinson', documentsType: JSON.stringify(documentsType) }))) {
      req.field(name, value);
    }
    for (const [field, bytes, filename] of uploads) req.attach(field, bytes, filename);
    await req.expect(201);
  };
  const documentsOf = async (employeeId: string): Promise<{ id: string; kind: Kind }[]> =>
    (await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(owner.token)).expect(200)).body.data.documents;
  const download = (id: string, token?: string) => {
    const req = ctx.http.get(`/api/files/${id}`);
    if (token) req.set('Authorization', ctx.auth(token));
    return req.buffer(true).parse(asBytes as never);
  };
  const downloadsOf = async (id: string) =>
    (await ctx.dataSource.query("SELECT actor_id, actor_role, record_type, company_id, detail FROM audit_events WHERE action = 'file.downloaded' AND record_id = $1 ORDER BY id", [id])) as {
      actor_id: string | null;
      actor_role: string;
    }[];

  beforeAll(async () => {
    ({ ctx, admin, companies: [owner, other] } = await TestContext.withCompanies(2));

    const withPassport = await ctx.newEmployee(owner, { firstname: 'Rosa', lastname: 'Parkinson' });
    await submitI9(withPassport.url, { listA: { type: 'U.S. Passport', filename: `rosa-parkinson-${SSN}.pdf` } }, [['listA', PDF_BYTES, `rosa-parkinson-${SSN}.pdf`]]);
    const withCards = await ctx.newEmployee(owner, { firstname: 'Rosa', lastname: 'Parkinson' });
    await submitI9(
      withCards.url,
      { listB: { type: "Driver's License", filename: 'rosa-license.png' }, listC: { type: 'Social Security Card', filename: `ssn-${SSN}.jpg` } },
      [
        ['listB', PNG_BYTES, 'rosa-license.png'],
        ['listC', JPEG_BYTES, `ssn-${SSN}.jpg`],
      ],
    );
    const withBigFile = await ctx.newEmployee(owner);
    await submitI9(withBigFile.url, { listA: { type: 'Foreign Passport', filename: 'big.pdf' } }, [['listA', bigPdf, 'big.pdf']]);

    const [a] = await documentsOf(withPassport.id);
    const cards = await documentsOf(withCards.id);
    const byKind = Object.fromEntries(cards.map((d) => [d.kind, d.id]));
    files['i9-list-a'] = { id: a.id, bytes: PDF_BYTES, contentType: 'application/pdf', extension: 'pdf' };
    files['i9-list-b'] = { id: byKind['i9-list-b'], bytes: PNG_BYTES, contentType: 'image/png', extension: 'png' };
    files['i9-list-c'] = { id: byKind['i9-list-c'], bytes: JPEG_BYTES, contentType: 'image/jpeg', extension: 'jpg' };
    bigId = (await documentsOf(withBigFile.id))[0].id;
  });
  afterAll(() => ctx.close());

  describe.each([['the owning company'], ['an administrator']])('downloaded by %s', (who) => {
    const tokenOf = () => (who === 'an administrator' ? admin : owner.token);

    it.each([['i9-list-a' as Kind], ['i9-list-b' as Kind], ['i9-list-c' as Kind]])('gives back the original bytes of the %s document with its type', async (kind) => {
      const file = files[kind];
      const res = await download(file.id, tokenOf()).expect(200);
      expect(Buffer.isBuffer(res.body)).toBe(true);
      expect((res.body as Buffer).equals(file.bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(file.contentType);
      expect(res.headers['content-length']).toBe(String(file.bytes.length));
    });

    it.each([['i9-list-a' as Kind], ['i9-list-b' as Kind], ['i9-list-c' as Kind]])('names the %s file by kind and id only: no SSN, no name', async (kind) => {
      const file = files[kind];
      const res = await download(file.id, tokenOf()).expect(200);
      const disposition = res.headers['content-disposition'] as string;
      expect(disposition).toMatch(new RegExp(`^attachment; filename="${kind}-${UUID_TEXT}\\.${file.extension}"$`));
      expect(disposition).toContain(file.id);
      expect(disposition).not.toMatch(/219099998|rosa|parkinson|silva|passport|license|ssn/i);
    });

    it('serves every file as an attachment under a sandboxing policy: an upload never runs as a page of ClearHire', async () => {
      for (const kind of ['i9-list-a', 'i9-list-b', 'i9-list-c'] as Kind[]) {
        const res = await download(files[kind].id, tokenOf()).expect(200);
        expect(res.headers['content-disposition']).toMatch(/^attachment; /);
        expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });

  it('gives back a file of the full 5 MB intact', async () => {
    const res = await download(bigId, owner.token).expect(200);
    expect((res.body as Buffer).length).toBe(bigPdf.length);
    expect((res.body as Buffer).equals(bigPdf)).toBe(true);
  });

  it('tells browsers and caches not to keep or sniff the file', async () => {
    const res = await download(files['i9-list-a'].id, owner.token).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers another company 404, the same as for a file that does not exist, and records no download", async () => {
    const id = files['i9-list-a'].id;
    const before = (await downloadsOf(id)).length;
    const foreign = await ctx.http.get(`/api/files/${id}`).set('Authorization', ctx.auth(other.token)).expect(404);
    const unknown = await ctx.http.get(`/api/files/${randomUUID()}`).set('Authorization', ctx.auth(other.token)).expect(404);
    expect(foreign.body).toEqual({ errors: [{ msg: 'File not found.' }] });
    expect(unknown.body).toEqual(foreign.body);
    expect((await downloadsOf(id)).length).toBe(before);
  });

  it('answers 401 without a token, or with a forged one', async () => {
    const id = files['i9-list-b'].id;
    const none = await ctx.http.get(`/api/files/${id}`).expect(401);
    expect(none.body).toEqual({ errors: [{ msg: 'Please log in to continue.' }] });
    await ctx.http.get(`/api/files/${id}`).set('Authorization', 'Bearer abc.def.ghi').expect(401);
  });

  it.each([['42'], ['not-a-uuid'], ['..%2F..%2Fetc%2Fpasswd'], ["1'%20OR%20'1'%3D'1"]])('answers 404 for the malformed id %s', async (id) => {
    const res = await ctx.http.get(`/api/files/${id}`).set('Authorization', ctx.auth(owner.token)).expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'File not found.' }] });
  });

  it('records every download in audit_events (file.downloaded): who, which file, which company', async () => {
    const { id } = files['i9-list-c'];
    const before = (await downloadsOf(id)).length;
    await download(id, owner.token).expect(200);
    await download(id, owner.token).expect(200);
    await download(id, admin).expect(200);
    const rows = (await downloadsOf(id)).slice(before);
    expect(rows).toEqual([
      { actor_id: userIdOf(owner.token), actor_role: 'company', record_type: 'document', company_id: owner.id, detail: { kind: 'i9-list-c' } },
      { actor_id: userIdOf(owner.token), actor_role: 'company', record_type: 'document', company_id: owner.id, detail: { kind: 'i9-list-c' } },
      { actor_id: userIdOf(admin), actor_role: 'admin', record_type: 'document', company_id: owner.id, detail: { kind: 'i9-list-c' } },
    ]);
  });
});

/**
 * A submission's forms belong to the employer as much as to its representative: the employer keeps
 * Form 8850 with its records (docs/compliance.md §3.5), so the company's owners and members download
 * them, and the forms the state received, through the one file call, audited; nobody else does.
 */
describe("GET /api/files/:id for a submission's forms", () => {
  const FORM_KINDS = ['form-8850', 'form-9061', 'form-8850-as-sent', 'form-9061-as-sent'] as const;
  let ctx: TestContext;
  let owner: CompanyAccount;
  let other: CompanyAccount;
  let member: { id: string; token: string };
  const forms = new Map<string, { id: string; bytes: Buffer }>();

  beforeAll(async () => {
    ({ ctx, companies: [owner, other] } = await TestContext.withCompanies(2));
    member = await ctx.newMember(owner);
    const submissionId = await ctx.newSubmission(owner.id);
    // The worker's forms, stored as it stores them (encrypted, under a random key), each with bytes of its own.
    const store = ctx.app.get(DocumentStore);
    await ctx.dataSource.transaction(async (m) => {
      for (const kind of FORM_KINDS) {
        const bytes = Buffer.concat([PDF_BYTES, Buffer.from(` ${kind}`)]);
        const { id } = await store.store(m, { companyId: owner.id, submissionId, kind, contentType: 'application/pdf', bytes });
        forms.set(kind, { id, bytes });
      }
    });
    const listed = (await ctx.http.get(`/api/submissions/${submissionId}`).set('Authorization', ctx.auth(member.token)).expect(200)).body.data.documents as { id: string; kind: string }[];
    expect(listed.map((d) => d.kind).sort()).toEqual([...FORM_KINDS].sort());
  });
  afterAll(() => ctx.close());

  const download = (id: string, token: string) => ctx.http.get(`/api/files/${id}`).set('Authorization', ctx.auth(token)).buffer(true).parse(asBytes as never);
  const downloads = (id: string): Promise<{ actor_id: string; actor_role: string; company_id: number; detail: object }[]> =>
    ctx.dataSource.query("SELECT actor_id, actor_role, company_id, detail FROM audit_events WHERE action = 'file.downloaded' AND record_id = $1 ORDER BY id", [id]);

  it.each(FORM_KINDS.map((kind) => [kind]))("gives the company's owner and member the %s as stored, and audits each download", async (kind) => {
    const form = forms.get(kind)!;
    for (const who of [{ id: userIdOf(owner.token), token: owner.token }, member]) {
      const before = (await downloads(form.id)).length;
      const res = await download(form.id, who.token).expect(200);
      expect((res.body as Buffer).equals(form.bytes)).toBe(true);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${kind}-${form.id}.pdf"`);
      expect((await downloads(form.id)).slice(before)).toEqual([{ actor_id: who.id, actor_role: 'company', company_id: owner.id, detail: { kind } }]);
    }
  });

  it("answers another company 404 for each form, as for a file that does not exist, and records no download", async () => {
    for (const [, form] of forms) {
      const before = (await downloads(form.id)).length;
      const res = await ctx.http.get(`/api/files/${form.id}`).set('Authorization', ctx.auth(other.token)).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'File not found.' }] });
      expect((await downloads(form.id)).length).toBe(before);
    }
  });
});
