// The baseline: node:http + pg running the API's own statements for the two measured calls, read
// from api-statements.json (a spec of the API fails when they differ from what it runs), with the
// same parameters, and nothing else: no framework, validation, authentication, domain rules, job
// queue or error mapping. Ours/bare is the cost of all that.
import { createCipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const statements = JSON.parse(readFileSync(new URL('./api-statements.json', import.meta.url), 'utf8'));

/** The columns a pre-screening sets from elsewhere than its body; the rest come from the body (yes/no as '1'/'0') or are null. */
const FIXED = { status: 'pending', signerIp: '127.0.0.1', hireRevision: 0, formsRevision: 0, language: 'en' };

export function startBareServer({ databaseUrl, port, key, auditKey }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const encrypt = (text) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', key, iv);
    const ct = Buffer.concat([c.update(text), c.final()]);
    return ['v1', 'k1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  };

  async function create(body) {
    const b = JSON.parse(body);
    const row = {
      ...FIXED,
      id: randomUUID(),
      eligible: b.eligible,
      email: b.email.toLowerCase(),
      ssnEncrypted: encrypt(b.ssn),
      ssnLast4: b.ssn.slice(-4),
      ssnIndex: createHmac('sha256', key).update(b.ssn).digest('hex'),
    };
    const value = (property) => {
      if (property in row) return row[property];
      const given = b[property];
      return given === true ? '1' : given === false ? '0' : (given ?? null);
    };
    const payload = { submission_id: row.id, location_id: b.locationId ?? null, external_id: null, links: { submission: `/api/submissions/${row.id}` }, status: 'pending', received_at: new Date().toISOString() };
    // The row, then the audit event (key, actor, role, action, record type, company, IP, detail), then the webhook event.
    const { rows } = await pool.query(statements.prescreeningInsert.sql, [
      ...statements.prescreeningInsert.properties.map(value),
      auditKey, null, 'public', 'submission.created', 'submission', b.companyId, '127.0.0.1', null,
      `msg_${randomBytes(16).toString('base64url')}`, JSON.stringify(payload), 'submission.received',
    ]);
    if (!rows[0]) return [400, { errors: [{ msg: 'bad company' }] }];
    return [201, { id: rows[0].id }];
  }

  async function list(limit) {
    const [page, counts] = await Promise.all([pool.query(statements.submissionList.page, [limit, 0]), pool.query(statements.submissionList.counts, [])]);
    const c = { total: 0, pending: 0, sent: 0, approved: 0, rejected: 0 };
    for (const r of counts.rows) {
      c[r.status] = r.n;
      c.total += r.n;
    }
    // The same audit event as the API's list read: the filters, the page and the ids answered.
    const detail = { filters: {}, limit, offset: 0, returned: page.rows.length, total: c.total, submissionIds: page.rows.map((r) => r.id) };
    await pool.query(statements.auditAppend, [auditKey, null, 'admin', 'submissions.listed', 'company', 'all', null, '127.0.0.1', JSON.stringify(detail)]);
    return [200, { data: page.rows, count: c.total, counts: c }];
  }

  const server = http.createServer((req, res) => {
    const send = ([status, body]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fail = (err) => send([500, { errors: [{ msg: String(err.message) }] }]);
    if (req.method === 'POST' && req.url === '/api/submissions') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => create(body).then(send, fail));
    } else if (req.method === 'GET' && req.url.startsWith('/api/submissions')) {
      list(Number(new URL(req.url, 'http://x').searchParams.get('limit') ?? 10)).then(send, fail);
    } else send([404, {}]);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ close: () => Promise.all([new Promise((r) => server.close(r)), pool.end()]) })));
}
