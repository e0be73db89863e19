import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './app-config';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['5', 5],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['2001:db8::/32', ['2001:db8::/32']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', '6', '-1', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2', '1.2.3'])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });

  it('stops the API at boot on "true", naming the variable and why', () => {
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`, BLIND_INDEX_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/TRUST_PROXY: must be false, a hop count .* \(true would let any client choose its IP\)/);
  });
});
