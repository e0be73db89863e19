import { addEmployeePayload } from './support/payloads';
import { TestContext } from './support/test-app';

/**
 * The client IP the audit trail (and the rate limits, and e-signatures) record: a client cannot
 * choose it by sending its own X-Forwarded-For; only the proxies TRUST_PROXY names are believed.
 */
describe('TRUST_PROXY: whose word the API takes for the client IP', () => {
  // A client forging the first hop; the proxy in front of the API appends the address it saw.
  const FORWARDED = '6.6.6.6, 203.0.113.7';

  const recordedIp = async (trustProxy: string | undefined) => {
    const ctx = await TestContext.start(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
    try {
      const company = await ctx.newCompany();
      const res = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).set('X-Forwarded-For', FORWARDED).send(addEmployeePayload()).expect(201);
      const [event] = await ctx.dataSource.query(`SELECT ip FROM audit_events WHERE action = 'employee.created' AND record_id = $1`, [res.body.employeeId]);
      return event.ip as string;
    } finally {
      await ctx.close();
    }
  };

  it('ignores X-Forwarded-For without a proxy: the connection’s own address', async () => {
    expect(await recordedIp(undefined)).toMatch(/127\.0\.0\.1|::1/);
  });

  it('takes the address one trusted hop saw, never the one the client wrote', async () => {
    expect(await recordedIp('1')).toBe('203.0.113.7');
  });

  it('believes only the proxies it names', async () => {
    expect(await recordedIp('loopback')).toBe('203.0.113.7');
    expect(await recordedIp('10.9.9.9')).toMatch(/127\.0\.0\.1|::1/);
  });
});
