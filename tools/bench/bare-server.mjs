// The baseline: node:http + pg doing the same SQL as the API for the two measured calls (the list
// read appends its audit event, as the API's does), with nothing else (no framework, validation,
// auth or error mapping). Ours/bare is the framework's cost.
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

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
    // The same single statement as the API: the company check, the row (at the company's location) and its audit event.
    const { rows } = await pool.query(
      `WITH inserted AS (
         INSERT INTO submissions (company_id, location_id, status, eligible, firstname, lastname, email, phone, street, apt, city, county, state, zip,
           ssn_encrypted, ssn_last4, ssn_index, birthdate, military, snap, tanf, ssi, vr, unemployed, felony, woc, signature, signer_ip)
         SELECT $1::integer,l.id,'pending',$2::boolean,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16::date,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26
         FROM (SELECT min(id) AS id FROM locations WHERE company_id = $1::integer) l
         WHERE l.id IS NOT NULL AND EXISTS (SELECT 1 FROM companies WHERE id = $1::integer AND erd_status = 'approved') RETURNING id)
       SELECT inserted.id, audit_append($27::bytea, NULL, 'public', 'submission.created', 'submission', inserted.id::text, $1::integer, $26, NULL) FROM inserted`,
      [b.companyId, b.eligible, b.firstname, b.lastname, b.email, b.phone, b.street, b.apt, b.city, b.county, b.state, b.zip,
        encrypt(b.ssn), b.ssn.slice(-4), createHmac('sha256', key).update(b.ssn).digest('hex'), b.birthdate,
        b.military ? '1' : '0', b.snap ? '1' : '0', b.tanf ? '1' : '0', b.ssi ? '1' : '0', b.vr ? '1' : '0', b.unemployed ? '1' : '0',
        b.felony ? '1' : '0', b.woc ? '1' : '0', b.signature, '127.0.0.1', auditKey],
    );
    if (!rows[0]) return [400, { errors: [{ msg: 'bad company' }] }];
    return [201, { id: rows[0].id }];
  }

  async function list(limit) {
    const [page, counts] = await Promise.all([
      pool.query(
        `SELECT s.id, s.firstname, s.lastname, s.email, s.status, s.eligible, s.created_at, s.company_id, c.name AS company_name
         FROM submissions s INNER JOIN companies c ON c.id = s.company_id
         ORDER BY s.created_at DESC, s.id DESC LIMIT $1 OFFSET 0`,
        [limit],
      ),
      pool.query('SELECT t.status, SUM(t.n)::int AS n FROM submission_status_counts t INNER JOIN companies c ON c.id = t.company_id GROUP BY t.status'),
    ]);
    const c = { total: 0, pending: 0, sent: 0, approved: 0, rejected: 0 };
    for (const r of counts.rows) {
      c[r.status] = r.n;
      c.total += r.n;
    }
    // The same audit event as the API's list read: the filters, the page and the ids answered.
    const detail = { filters: {}, limit, offset: 0, returned: page.rows.length, total: c.total, submissionIds: page.rows.map((r) => r.id) };
    await pool.query('SELECT audit_append($1::bytea, NULL, $2, $3, $4, $5, NULL, $6, $7)', [auditKey, 'admin', 'submissions.listed', 'company', 'all', '127.0.0.1', JSON.stringify(detail)]);
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
