import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which proxies the API believes about the client's IP, the IP the rate limits, the
 * audit trail and the e-signature records use. `false` believes none; a hop count (1 to 5) believes
 * that many proxies in front of the API; a comma-separated list believes only those addresses or
 * subnets (Express's `trust proxy` takes each form). `true`, believing every X-Forwarded-For hop,
 * is refused: any client could then choose the IP it is recorded and rate-limited under.
 */
export type TrustProxy = false | number | string[];

export const MAX_PROXY_HOPS = 5;
/** Express's named ranges, besides addresses and CIDR subnets. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The environment's text as a TrustProxy, or null when it is none of the accepted forms. */
export function parseTrustProxy(value: unknown): TrustProxy | null {
  if (value === false || value === undefined || value === null) return false;
  const text = String(value).trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_PROXY_HOPS ? hops : null;
  }
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

export const TRUST_PROXY_MESSAGE = `must be false, a hop count from 1 to ${MAX_PROXY_HOPS}, or the proxies' addresses or subnets, comma-separated (true would let any client choose its IP)`;
