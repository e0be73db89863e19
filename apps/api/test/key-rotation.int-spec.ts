import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENCRYPTED_FIELDS, FieldCipher, fieldAt, rotateKeys } from '@clearhire/server';
import { FilesystemObjectStorage } from '@clearhire/storage';
import { binaryBody } from './support/binary-body';
import { completeSection2, employeeWithSection1 } from './support/i9-fixtures';
import { PDF_BYTES } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * `npm run keys:rotate`: every encrypted field and stored object moves under the first key of
 * ENCRYPTION_KEYS, fields bound to their row; it can be stopped and run again; afterwards the old
 * key can go. The database is shared with the other test files, so the run's own key comes back
 * at the end (by the same rotation).
 */
describe('rotate-keys', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  const runKeys = process.env['ENCRYPTION_KEYS']!;
  const blind = Buffer.from(process.env['BLIND_INDEX_KEY']!, 'base64');
  const newKey = randomBytes(32).toString('base64');
  const storage = () => new FilesystemObjectStorage(process.env['STORAGE_DIR']!);
  const storedFields = async () => {
    const all: { table: string; column: string; id: string; value: string }[] = [];
    for (const { table, column } of ENCRYPTED_FIELDS) {
      const rows: { id: string; value: string }[] = await ctx.dataSource.query(`SELECT id::text AS id, ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL`);
      all.push(...rows.map((r) => ({ table, column, ...r })));
    }
    return all;
  };

  beforeAll(async () => ({ ctx, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(async () => {
    // Back under the run's own key, for the test files after this one.
    await rotateKeys(ctx.dataSource, new FieldCipher(`${runKeys},rot2:${newKey}`, blind), storage(), () => undefined);
    await ctx.close();
  });

  it('moves every field and object under the new key, resumably, and the old key can then go', async () => {
    const submissionId = await ctx.newSubmission(company.id);
    const employee = await employeeWithSection1(ctx, company);
    await completeSection2(ctx, employee.id, company.token).expect(201);
    // A field from before fields were bound to their row (v1), under the run's key.
    const [runKeyId, runKey] = runKeys.split(',')[0].split(':');
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', Buffer.from(runKey, 'base64'), iv);
    const ct = Buffer.concat([c.update('219099998', 'utf8'), c.final()]);
    await ctx.dataSource.query('UPDATE submissions SET ssn_encrypted = $2 WHERE id = $1', [
      submissionId,
      ['v1', runKeyId, iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.'),
    ]);
    const [upload] = await ctx.dataSource.query(`SELECT id, storage_key FROM documents WHERE employee_id = $1 AND kind = 'i9-list-a'`, [employee.id]);
    // A field copied from another row: bound to that row, so no key opens it here. Named, passed, never fatal.
    const [source, copy] = [await ctx.newSubmission(company.id), await ctx.newSubmission(company.id)];
    await ctx.dataSource.query('UPDATE submissions SET ssn_encrypted = (SELECT ssn_encrypted FROM submissions WHERE id = $2) WHERE id = $1', [copy, source]);
    // A document whose object is missing from the store (lost outside ClearHire): named, passed, never fatal.
    const [lost] = await ctx.dataSource.query(
      `INSERT INTO documents (company_id, submission_id, kind, content_type, byte_size, storage_key) VALUES ($1, $2, 'form-8850', 'application/pdf', 10, 'documents/zz/' || gen_random_uuid()) RETURNING id::text AS id`,
      [company.id, submissionId],
    );

    const lines: string[] = [];
    const rotating = new FieldCipher(`rot2:${newKey},${runKeys}`, blind);
    const first = await rotateKeys(ctx.dataSource, rotating, storage(), (line) => lines.push(line));
    expect(first.fields).toBeGreaterThanOrEqual(3);
    expect(first.objects).toBeGreaterThanOrEqual(1);
    expect(first.missing).toContain(lost.id);
    expect(first.unreadable).toContain(`submissions.ssn_encrypted ${copy}`);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^submissions\.ssn_encrypted: \d+ of \d+$/), expect.stringMatching(/^stored objects: \d+ of \d+ \(\d+ missing from the store\)$/)]));
    expect(lines.join('\n')).not.toMatch(/219099998|A12345678/);

    // Everything is under the new key, each field bound to its row; the old objects are gone.
    const onlyNew = new FieldCipher(`rot2:${newKey}`, blind);
    for (const f of (await storedFields()).filter((f) => !first.unreadable.includes(`${f.table}.${f.column} ${f.id}`))) {
      expect({ at: `${f.table}.${f.column}`, current: onlyNew.isCurrentText(f.value) }).toEqual({ at: `${f.table}.${f.column}`, current: true });
      expect(() => onlyNew.decryptText(f.value, fieldAt(f.table as never, f.column as never, f.id))).not.toThrow();
    }
    const [ssn] = await ctx.dataSource.query('SELECT ssn_encrypted FROM submissions WHERE id = $1', [submissionId]);
    expect(onlyNew.decryptText(ssn.ssn_encrypted, fieldAt('submissions', 'ssn_encrypted', submissionId))).toBe('219099998');
    expect(await ctx.dataSource.query(`SELECT count(*)::int AS n FROM documents WHERE key_id IS DISTINCT FROM 'rot2' AND NOT (id::text = ANY($1))`, [first.missing])).toEqual([{ n: 0 }]);
    expect(existsSync(join(process.env['STORAGE_DIR']!, upload.storage_key))).toBe(false);

    // Run again: nothing left to do but the missing objects, named again.
    expect(await rotateKeys(ctx.dataSource, rotating, storage(), () => undefined)).toEqual({ fields: 0, objects: 0, missing: first.missing, unreadable: first.unreadable });

    // An API holding only the new key serves the upload as it was uploaded.
    const newOnly = await TestContext.start({ ENCRYPTION_KEYS: `rot2:${newKey}` });
    try {
      const res = await newOnly.http.get(`/api/files/${upload.id}`).set('Authorization', newOnly.auth(company.token)).buffer(true).parse(binaryBody).expect(200);
      expect(res.body).toEqual(PDF_BYTES);
    } finally {
      await newOnly.close();
    }
  });
});
