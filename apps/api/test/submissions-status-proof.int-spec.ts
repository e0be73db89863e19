import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import { binaryBody } from './support/binary-body';
import { PDF_BYTES, PNG_BYTES } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The applicant's SSN in the test payload: it must never reach a key, a URL or a download name. */
const SSN = '123456789';
const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;

describe("PATCH /api/submissions/:id keeps the proof of a 'sent' (multipart `proof`)", () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const storageDir = () => process.env['STORAGE_DIR'] ?? '';
  /** Every object key in storage (no worker runs in this file, so only these requests write). */
  const storedObjects = (): string[] =>
    readdirSync(storageDir(), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(storageDir().length + 1))
      .sort();
  /** A multipart status change: text fields, and the proof file when given. */
  const patchWithProof = (id: string, fields: Record<string, string>, proof?: { bytes: Buffer; name: string }, token: string | null = admin): Test => {
    const req = ctx.http.patch(`/api/submissions/${id}`);
    if (token) req.set('Authorization', ctx.auth(token));
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (proof) req.attach('proof', proof.bytes, proof.name);
    return req;
  };
  const historyOf = async (id: string, token = company.token) =>
    (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data.status_history as { status: string; proofDocumentId: string | null }[];
  const download = (docId: string, token: string) => ctx.http.get(`/api/files/${docId}`).set('Authorization', ctx.auth(token)).buffer(true).parse(binaryBody as never);
  /** What a refused request must leave as it was: the status, the history, the documents, the objects, the audit trail. */
  const snapshot = async (id: string) => ({
    status: (await ctx.dataSource.query('SELECT status FROM submissions WHERE id = $1', [id]))[0].status,
    events: (await ctx.dataSource.query('SELECT count(*)::int AS n FROM submission_status_events WHERE submission_id = $1', [id]))[0].n,
    documents: (await ctx.dataSource.query('SELECT count(*)::int AS n FROM documents WHERE submission_id = $1', [id]))[0].n,
    audit: (await ctx.dataSource.query('SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1', [company.id]))[0].n,
    objects: storedObjects(),
  });

  describe('a sent with a PDF proof', () => {
    // The proof carries personal data; the uploaded name too: neither may show anywhere but in the encrypted object.
    const marker = Buffer.from(`Certified mail receipt for James Carter, SSN ${SSN}`);
    const pdf = Buffer.concat([PDF_BYTES, marker]);
    let id: string;
    let proofId: string;
    let response: { body: { data: { status: string; status_history: { proofDocumentId: string | null }[] } } };

    beforeAll(async () => {
      id = await ctx.newSubmission(company.id);
      response = await patchWithProof(id, { newStatus: 'sent', sentOn: '2026-11-20', sentChannel: 'mail' }, { bytes: pdf, name: `james-carter-${SSN}.pdf` }).expect(200);
      proofId = String(response.body.data.status_history[0].proofDocumentId);
    });

    it('records the event with its date, channel and the proof document, in the response and in the detail', async () => {
      expect(response.body.data.status).toBe('sent');
      expect(proofId).toMatch(UUID);
      expect(await historyOf(id)).toEqual([expect.objectContaining({ status: 'sent', sentOn: '2026-11-20', sentChannel: 'mail', proofDocumentId: proofId })]);
      const [event] = await ctx.dataSource.query('SELECT proof_document_id FROM submission_status_events WHERE submission_id = $1', [id]);
      expect(event.proof_document_id).toBe(proofId);
    });

    it("stores it as a 'sent-proof' document of the submission and its company, keyed by record id only", async () => {
      const [doc] = await ctx.dataSource.query('SELECT * FROM documents WHERE id = $1', [proofId]);
      expect(doc).toMatchObject({ kind: 'sent-proof', submission_id: id, company_id: company.id, employee_id: null, content_type: 'application/pdf', byte_size: pdf.length });
      expect(doc.storage_key).toBe(`documents/${proofId.slice(0, 2)}/${proofId}`);
      expect(JSON.stringify(doc)).not.toMatch(new RegExp(`${SSN}|james|carter|\\.pdf`, 'i'));
    });

    it('keeps the object encrypted at rest: none of the uploaded bytes are on disk in the clear', async () => {
      const [{ storage_key }] = await ctx.dataSource.query('SELECT storage_key FROM documents WHERE id = $1', [proofId]);
      const onDisk = readFileSync(join(storageDir(), storage_key));
      expect(onDisk.length).toBeGreaterThan(0);
      for (const plain of [pdf, marker, Buffer.from('%PDF'), Buffer.from('/Type /Catalog'), Buffer.from(SSN), Buffer.from('Carter')]) {
        expect(onDisk.includes(plain)).toBe(false);
      }
    });

    it('opens through GET /api/files/:id for the company: the identical bytes, named by kind and id', async () => {
      const res = await download(proofId, company.token).expect(200);
      expect((res.body as Buffer).equals(pdf)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="sent-proof-${UUID_TEXT}\\.pdf"$`));
      expect(res.headers['content-disposition']).not.toMatch(new RegExp(`${SSN}|james|carter`, 'i'));
      await download(proofId, admin).expect(200);
    });

    it('answers another company 404, as for a file that does not exist', async () => {
      const foreign = await ctx.http.get(`/api/files/${proofId}`).set('Authorization', ctx.auth(other.token)).expect(404);
      expect(foreign.body).toEqual({ errors: [{ msg: 'File not found.' }] });
      await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(other.token)).expect(404);
    });

    it('audits the upload and the status change in the same step, and every download', async () => {
      const rows = await ctx.dataSource.query(
        `SELECT action, actor_id, actor_role, record_type, record_id, company_id, detail FROM audit_events
         WHERE (record_id = $1 AND action IN ('document.uploaded', 'file.downloaded')) OR (record_id = $2 AND action = 'submission.status_changed') ORDER BY id`,
        [proofId, id],
      );
      const byAdmin = { actor_id: userIdOf(admin), actor_role: 'admin', company_id: company.id };
      expect(rows.slice(0, 2)).toEqual([
        { action: 'document.uploaded', ...byAdmin, record_type: 'document', record_id: proofId, detail: { kind: 'sent-proof', submissionId: id } },
        { action: 'submission.status_changed', ...byAdmin, record_type: 'submission', record_id: id, detail: { from: 'pending', to: 'sent' } },
      ]);
      expect(rows.filter((r: { action: string }) => r.action === 'file.downloaded')).toEqual(
        expect.arrayContaining([expect.objectContaining({ actor_id: userIdOf(company.token), actor_role: 'company', record_id: proofId, detail: { kind: 'sent-proof' } })]),
      );
      expect(JSON.stringify(rows)).not.toContain(SSN);
    });

    it('keeps every proof over time: a second sending adds its own, the first stays', async () => {
      const res = await patchWithProof(id, { newStatus: 'sent', sentOn: '2026-11-21', sentChannel: 'fax' }, { bytes: PNG_BYTES, name: 'fax-confirmation.png' }).expect(200);
      const [second, first] = res.body.data.status_history;
      expect(first.proofDocumentId).toBe(proofId);
      expect(second).toMatchObject({ sentChannel: 'fax', proofDocumentId: expect.stringMatching(UUID) });
      expect(second.proofDocumentId).not.toBe(proofId);
      const kinds = await ctx.dataSource.query('SELECT kind, content_type FROM documents WHERE submission_id = $1 ORDER BY created_at', [id]);
      expect(kinds).toEqual([
        { kind: 'sent-proof', content_type: 'application/pdf' },
        { kind: 'sent-proof', content_type: 'image/png' },
      ]);
      expect((await download(second.proofDocumentId, company.token).expect(200)).body.equals(PNG_BYTES)).toBe(true);
    });
  });

  it('still takes JSON, and a multipart change without a file: no proof recorded', async () => {
    const id = await ctx.newSubmission(company.id);
    const json = await ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus: 'sent', sentOn: '2026-11-19', sentChannel: 'state-portal' }).expect(200);
    expect(json.body.data.status_history).toEqual([expect.objectContaining({ status: 'sent', sentChannel: 'state-portal', proofDocumentId: null })]);
    const form = await patchWithProof(id, { newStatus: 'approved', certifiedOn: '2026-11-20', certificationNumber: 'TX-1', certifiedGroup: 'SNAP' }).expect(200);
    expect(form.body.data.status_history[0]).toMatchObject({ status: 'approved', certificationNumber: 'TX-1', proofDocumentId: null });
    expect((await snapshot(id)).documents).toBe(0);
  });

  it("refuses a proof with any status but 'sent' (400), storing nothing", async () => {
    const id = await ctx.newSubmission(company.id);
    const before = await snapshot(id);
    const changes: Record<string, string>[] = [{ newStatus: 'approved', certifiedOn: '2026-11-20' }, { newStatus: 'pending' }, { newStatus: 'rejected', rejectionReason: 'No SNAP' }];
    for (const fields of changes) {
      const res = await patchWithProof(id, fields, { bytes: PDF_BYTES, name: 'receipt.pdf' }).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'proof can only be given when the status is sent.', param: 'proof' }] });
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'receipt.gif', 415],
    ['a text file named .pdf', Buffer.from('Certified mail receipt 9407 1000 0000\n'), 'receipt.pdf', 415],
    ['a PNG named .pdf', PNG_BYTES, 'receipt.pdf', 415],
    ['an empty file', Buffer.alloc(0), 'receipt.pdf', 415],
    ['a 6 MB PDF', Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024)]), 'receipt.pdf', 413],
  ])('refuses %s with the upload message on `proof`, storing nothing', async (_case, bytes, name, status) => {
    const id = await ctx.newSubmission(company.id);
    const before = await snapshot(id);
    const res = await patchWithProof(id, { newStatus: 'sent', sentChannel: 'mail' }, { bytes, name }).expect(status);
    expect(res.body).toEqual({ errors: [{ msg: UPLOAD_LIMITS.message, param: 'proof' }] });
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses two files, or a file in another field (400 on `proof`)', async () => {
    const id = await ctx.newSubmission(company.id);
    const before = await snapshot(id);
    const two = await patchWithProof(id, { newStatus: 'sent' }, { bytes: PDF_BYTES, name: 'a.pdf' }).attach('proof', PDF_BYTES, 'b.pdf').expect(400);
    expect(two.body.errors).toEqual([expect.objectContaining({ param: 'proof' })]);
    const elsewhere = await patchWithProof(id, { newStatus: 'sent' }).attach('file', PDF_BYTES, 'a.pdf').expect(400);
    expect(elsewhere.body.errors).toEqual([expect.objectContaining({ param: 'proof' })]);
    expect(await snapshot(id)).toEqual(before);
  });

  it('lets only administrators send a proof (401, 403), and answers 404 for an unknown submission, storing nothing', async () => {
    const id = await ctx.newSubmission(company.id);
    const before = await snapshot(id);
    const proof = { bytes: PDF_BYTES, name: 'receipt.pdf' };
    await patchWithProof(id, { newStatus: 'sent' }, proof, null).expect(401);
    await patchWithProof(id, { newStatus: 'sent' }, proof, company.token).expect(403);
    await patchWithProof(randomUUID(), { newStatus: 'sent' }, proof).expect(404);
    expect(await snapshot(id)).toEqual(before);
  });

  it('removes the stored object when the database write fails', async () => {
    const id = await ctx.newSubmission(company.id);
    const before = await snapshot(id);
    // The event insert fails after the object was written: the transaction rolls back, the object must go.
    // A trigger is the owner's to add: the service role may not change the schema.
    const owner = await ctx.owner();
    await owner.query(`CREATE FUNCTION proof_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await owner.query(`CREATE TRIGGER proof_test_refuse BEFORE INSERT ON submission_status_events FOR EACH ROW WHEN (NEW.submission_id = '${id}') EXECUTE FUNCTION proof_test_refuse()`);
    try {
      await patchWithProof(id, { newStatus: 'sent', sentChannel: 'mail' }, { bytes: PDF_BYTES, name: 'receipt.pdf' }).expect(500);
    } finally {
      await owner.query('DROP TRIGGER proof_test_refuse ON submission_status_events');
      await owner.query('DROP FUNCTION proof_test_refuse()');
    }
    expect(await snapshot(id)).toEqual(before);
  });
});
