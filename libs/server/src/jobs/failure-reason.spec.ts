import fc from 'fast-check';
import { UnrecoverableError } from 'bullmq';
import { auditBreakReason } from '../audit/audit-chain';
import { scrubError, scrubFailureReason } from './failure-reason';

describe('scrubFailureReason', () => {
  it.each([
    // E-mail addresses, as mail servers and libraries quote them.
    ["Can't send mail - all recipients were rejected: 550 5.1.1 <maria.lopez@example.com>: User unknown", "Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: User unknown"],
    ['to Jane.O\'Brien+hr@mail.example.co.uk failed', 'to [email] failed'],
    ['mailto:jose.núñez@correo.example.mx', 'mailto:[email]'],
    ['GET /invite?to=maria%40example.com answered 404', 'GET /invite?to=[email] answered 404'],
    ['"ops@clearhire.local", "sales@clearhire.test"', '"[email]", "[email]"'],
    ['jane.123456789@example.test', '[email]'],
    ['+0@example.test, 5551234567@example.test', '+[email], [email]'],
    // SSN-, phone- and date-shaped numbers, and long runs of digits.
    ['SSN 123456789 refused', 'SSN [number] refused'],
    ['SSN 123-45-6789 refused', 'SSN [number] refused'],
    ['SSN 123 45 6789 refused', 'SSN [number] refused'],
    ['call (555) 123-4567 or 555.123.4567', 'call [number] or [number]'],
    ['phone +1 555 123 4567', 'phone [number]'],
    ['phone +44 20 7946 0958', 'phone [number]'],
    ['phone +33 1 23 45 67 89', 'phone [number]'],
    ['refused (123456789)', 'refused ([number])'],
    ['A-Number A12345678', 'A-Number A[number]'],
    ['born 1990-05-12 or 05/12/1990', 'born [number] or [number]'],
    ['connect ECONNREFUSED 127.0.0.1:6379', 'connect ECONNREFUSED 127.0.0.1:[number]'],
    ['timed out after 30000 ms', 'timed out after [number] ms'],
    // Short numbers stay readable.
    ['attempt 3 of 6', 'attempt 3 of 6'],
    ['Request failed with status code 503', 'Request failed with status code 503'],
    ['421 4.7.0 Try again later', '421 4.7.0 Try again later'],
    ['Company 12 has no ERD', 'Company 12 has no ERD'],
    ['bullmq 6.7.0 at 10.0.0.12', 'bullmq 6.7.0 at 10.0.0.12'],
    ['Cannot find module \'@nestjs/core\'', 'Cannot find module \'@nestjs/core\''],
    // Record ids are kept whole, digits and all.
    ['Submission 12345678-1b7a-4c55-9a0e-2f6d1d3a4b5c not found', 'Submission 12345678-1b7a-4c55-9a0e-2f6d1d3a4b5c not found'],
    ['render-submission-forms.3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c.hire-2', 'render-submission-forms.3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c.hire-2'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(scrubFailureReason(input)).toBe(expected);
  });

  const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/);
  const domain = fc.tuple(fc.array(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/), { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([labels, tld]) => [...labels, tld].join('.'));
  const filler = fc.string({ maxLength: 30 }).map((s) => s.replace(/[\p{L}\p{N}@%]/gu, ' '));

  it('leaves no e-mail address or 9-digit number behind, wherever they stand', () => {
    fc.assert(
      fc.property(local, domain, fc.stringMatching(/^\d{9}$/), filler, filler, filler, (user, host, ssn, a, b, c) => {
        const email = `${user}@${host}`;
        const out = scrubFailureReason(`${a}${email}${b}${ssn}${c}`);
        expect(out).not.toContain(email);
        expect(out).not.toContain(`@${host}`);
        expect(out).not.toMatch(/\d{4}/);
        expect(out.replace(/\D/g, '').length).toBeLessThan(9);
      }),
    );
  });

  it('is idempotent, and keeps text without digits or @ unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const once = scrubFailureReason(text);
        expect(scrubFailureReason(once)).toBe(once);
        if (!/[\d@%]/.test(text)) expect(once).toBe(text);
      }),
    );
  });

  it('stays fast on a long error without any match', () => {
    const long = `${'a'.repeat(100_000)} ${'x.'.repeat(50_000)}`;
    const started = Date.now();
    expect(scrubFailureReason(long)).toBe(long);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('scrubError', () => {
  it('scrubs the message and the stack, keeping the frames and the class BullMQ reads', () => {
    const err = new UnrecoverableError('550 <maria.lopez@example.com> (case 123456789)');
    const scrubbed = scrubError(err);
    expect(scrubbed).toBe(err);
    expect(scrubbed).toBeInstanceOf(UnrecoverableError);
    expect(scrubbed.name).toBe('UnrecoverableError');
    expect(scrubbed.message).toBe('550 <[email]> (case [number])');
    expect(scrubbed.stack).toMatch(/^UnrecoverableError: 550 <\[email\]> \(case \[number\]\)\n\s+at /);
    expect(scrubbed.stack).not.toMatch(/maria|123456789/);
    // Frames keep their line and column numbers.
    expect(scrubbed.stack).toMatch(/failure-reason\.spec\.ts:\d+:\d+/);
  });

  it('scrubs every line of a multi-line message', () => {
    const scrubbed = scrubError(new Error('first a@example.com\nsecond 555-123-4567'));
    expect(scrubbed.message).toBe('first [email]\nsecond [number]');
    expect(scrubbed.stack).toContain('second [number]\n');
  });

  it('copies a frozen error, keeping its name', () => {
    const err = Object.freeze(Object.assign(new Error('to a@example.com'), { name: 'UnrecoverableError' }));
    const scrubbed = scrubError(err);
    expect(scrubbed).not.toBe(err);
    expect(scrubbed.name).toBe('UnrecoverableError');
    expect(scrubbed.message).toBe('to [email]');
  });

  it('turns anything else thrown into a scrubbed Error', () => {
    expect(scrubError('refused 123456789').message).toBe('refused [number]');
  });
});

describe('the reason of a broken audit trail', () => {
  it.each(['7', '1234', '123456789', '9223372036854775807'])('keeps event %s readable through the scrubbing', (id) => {
    const reason = scrubFailureReason(auditBreakReason(id));
    expect(reason).not.toContain('[number]');
    expect(reason.replace(/,/g, '')).toContain(`event ${id}:`);
  });
});
