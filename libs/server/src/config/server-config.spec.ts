import { randomBytes } from 'node:crypto';
import { ConfigError, loadValidatedConfig, ServerConfig } from './server-config';

const SECRETS = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
  AUDIT_KEY: randomBytes(32).toString('base64'),
};

describe('ServerConfig: AUDIT_KEY', () => {
  it('is required: without the key the audit trail could be neither chained nor verified', () => {
    const { AUDIT_KEY: _unset, ...rest } = SECRETS;
    expect(() => loadValidatedConfig(ServerConfig, rest)).toThrow(/AUDIT_KEY/);
  });

  it.each([
    ['16 bytes', randomBytes(16).toString('base64')],
    ['hex instead of base64', randomBytes(32).toString('hex')],
  ])('refuses a key of %s, naming the variable', (_case, key) => {
    expect(() => loadValidatedConfig(ServerConfig, { ...SECRETS, AUDIT_KEY: key })).toThrow(/AUDIT_KEY: must be 32 bytes in base64/);
  });

  it('takes 32 bytes in base64', () => {
    expect(loadValidatedConfig(ServerConfig, SECRETS).AUDIT_KEY).toBe(SECRETS.AUDIT_KEY);
  });
});

describe('ServerConfig: E-Verify', () => {
  it('runs the E-Verify test mode unless told otherwise, polling every 30 s with results after 5 s', () => {
    const config = loadValidatedConfig(ServerConfig, SECRETS);
    expect([config.EVERIFY_DRIVER, config.EVERIFY_POLL_SECONDS, config.EVERIFY_TEST_DELAY_SECONDS]).toEqual(['test-mode', 30, 5]);
  });

  it.each([
    ['a driver this build does not have', { EVERIFY_DRIVER: 'live' }, /EVERIFY_DRIVER: must be 'test-mode'/],
    ['a poll of 0 seconds', { EVERIFY_POLL_SECONDS: '0' }, /EVERIFY_POLL_SECONDS/],
    ['a negative test delay', { EVERIFY_TEST_DELAY_SECONDS: '-1' }, /EVERIFY_TEST_DELAY_SECONDS/],
  ])('stops at boot on %s, naming the variable', (_case, env, message) => {
    expect(() => loadValidatedConfig(ServerConfig, { ...SECRETS, ...env })).toThrow(ConfigError);
    expect(() => loadValidatedConfig(ServerConfig, { ...SECRETS, ...env })).toThrow(message);
  });
});

describe('ServerConfig: texts', () => {
  const TWILIO = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'an auth token 0123456789', TWILIO_FROM: '+15005550006' };

  it('writes texts to the outbox unless a provider is configured', () => {
    const config = loadValidatedConfig(ServerConfig, SECRETS);
    expect([config.SMS_PROVIDER, config.SMS_OUTBOX_DIR]).toEqual(['outbox', 'var/sms-outbox']);
  });

  it('takes Twilio with a number or a Messaging Service', () => {
    expect(loadValidatedConfig(ServerConfig, { ...SECRETS, ...TWILIO }).TWILIO_BASE_URL).toBe('https://api.twilio.com');
    const { TWILIO_FROM: _from, ...withService } = TWILIO;
    expect(loadValidatedConfig(ServerConfig, { ...SECRETS, ...withService, TWILIO_MESSAGING_SERVICE_SID: `MG${'1b'.repeat(16)}` }).TWILIO_FROM).toBeUndefined();
  });

  it.each([
    ['an unknown provider', { SMS_PROVIDER: 'carrier-pigeon' }, /SMS_PROVIDER/],
    ['Twilio without its account', { SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: TWILIO.TWILIO_AUTH_TOKEN, TWILIO_FROM: TWILIO.TWILIO_FROM }, /TWILIO_ACCOUNT_SID/],
    ['Twilio without a sender', { ...TWILIO, TWILIO_FROM: undefined }, /TWILIO_FROM/],
    ['a sender that is not E.164', { ...TWILIO, TWILIO_FROM: '808-555-0142' }, /TWILIO_FROM: must be a number in E.164 form/],
    ['Twilio without its auth token', { ...TWILIO, TWILIO_AUTH_TOKEN: undefined }, /TWILIO_AUTH_TOKEN/],
  ])('stops at boot on %s, naming the variable and never the secret', (_case, env, message) => {
    const load = () => loadValidatedConfig(ServerConfig, { ...SECRETS, ...env });
    expect(load).toThrow(message);
    expect(load).not.toThrow(/an auth token/);
  });
});
