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
