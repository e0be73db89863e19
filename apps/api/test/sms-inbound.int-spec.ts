import { twilioSignature } from '@clearhire/server';
import { TestContext } from './support/test-app';

const AUTH_TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const APP_URL = 'https://app.clearhire.test';
const TWILIO = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: '+15005550006', APP_URL };

/** Replies to texts through the provider's webhook: STOP, START and HELP, signed by Twilio. */
describe('POST /api/sms/inbound with Twilio', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.start(TWILIO);
  });
  afterAll(() => ctx.close());

  const number = () => `+1808555${String(Math.floor(1000 + Math.random() * 8999))}`;
  const fields = (from: string, body: string) => ({ MessageSid: `SM${'b2'.repeat(16)}`, AccountSid: TWILIO.TWILIO_ACCOUNT_SID, From: from, To: TWILIO.TWILIO_FROM, Body: body, NumMedia: '0' });
  const signed = (form: Record<string, string>, signature = twilioSignature(AUTH_TOKEN, `${APP_URL}/api/sms/inbound`, form)) =>
    ctx.http.post('/api/sms/inbound').set('X-Twilio-Signature', signature).type('form').send(form);
  const optedOut = async (phone: string) => (await ctx.dataSource.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', [phone])).length === 1;

  it('records STOP (any case, trimmed) and START removes it, each audited without the number', async () => {
    const phone = number();
    const stop = await signed(fields(phone, '  stop ')).expect(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.text).toContain('<Response><Message>ClearHire: you will get no more texts.');
    expect(await optedOut(phone)).toBe(true);
    await signed(fields(phone, 'UNSTOP')).expect(200);
    expect(await optedOut(phone)).toBe(false);
    const events = await ctx.dataSource.query(`SELECT action, record_id, detail FROM audit_events WHERE action LIKE 'sms.%' AND record_id = $1 ORDER BY id`, [`••• ••• ${phone.slice(-4)}`]);
    expect(events.map((e: { action: string }) => e.action)).toEqual(['sms.opted_out', 'sms.opted_in']);
    expect(JSON.stringify(events)).not.toContain(phone.slice(2));
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])('%s opts out', async (word) => {
    const phone = number();
    await signed(fields(phone, word)).expect(200);
    expect(await optedOut(phone)).toBe(true);
  });

  it('answers HELP with who is texting and how to stop, changing nothing', async () => {
    const phone = number();
    const res = await signed(fields(phone, 'help')).expect(200);
    expect(res.text).toMatch(/<Response><Message>ClearHire: Form I-9 links and reminders from your employer\..*Reply STOP to opt out\./);
    expect(await optedOut(phone)).toBe(false);
  });

  it('answers any other reply with nothing', async () => {
    const res = await signed(fields(number(), 'stop please')).expect(200);
    expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  it('refuses a wrong, missing or replayed-elsewhere signature (403) and records nothing', async () => {
    const phone = number();
    const form = fields(phone, 'STOP');
    const wrongKey = twilioSignature('another auth token 0123456789', `${APP_URL}/api/sms/inbound`, form);
    const otherUrl = twilioSignature(AUTH_TOKEN, 'https://evil.example/api/sms/inbound', form);
    for (const signature of [wrongKey, otherUrl, 'not-a-signature']) {
      const res = await signed(form, signature).expect(403);
      expect(res.body).toEqual({ errors: [{ msg: 'The request is not signed by the SMS provider.' }] });
    }
    await ctx.http.post('/api/sms/inbound').type('form').send(form).expect(403);
    // The signature covers every field: a changed Body with the STOP signature is refused.
    await signed({ ...form, Body: 'START' }, twilioSignature(AUTH_TOKEN, `${APP_URL}/api/sms/inbound`, form)).expect(403);
    expect(await optedOut(phone)).toBe(false);
  });

  it('refuses a sender that is not a number, by field', async () => {
    const res = await signed(fields('client:alice', 'STOP')).expect(400);
    expect(res.body.errors).toEqual([{ msg: 'From must be a mobile number in E.164 form.', param: 'From' }]);
  });
});
