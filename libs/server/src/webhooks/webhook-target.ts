import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system resolver by default; tests inject their own). */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** Where a delivery connects: the URL as registered and the one address checked for it, which the connection is pinned to. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type WebhookTargetCheck = { ok: true; target: WebhookTarget } | { ok: false; reason: string };

/**
 * The one rule for where ClearHire may send a webhook (docs/architecture.md "Webhooks"): an https URL whose
 * host resolves only to public unicast addresses. Loopback, private (RFC 1918, fc00::/7), link-local
 * (169.254.0.0/16 with the cloud metadata address, fe80::/10), carrier-grade NAT, multicast,
 * unspecified, broadcast, reserved and the IPv6 forms that embed an IPv4 address (mapped, 6to4,
 * NAT64, Teredo) are all refused: anything ipaddr.js does not call plain `unicast`. The check runs
 * when an endpoint is registered and again before every attempt, and the attempt connects to the
 * address checked, so a DNS answer that changes in between (rebinding) cannot redirect it.
 *
 * WEBHOOK_ALLOWED_HOSTS names hosts (host or host:port) exempt from the address rule and allowed
 * plain http, for development and tests only.
 */
export class WebhookTargets {
  constructor(
    private readonly allowedHosts: readonly string[],
    /** Replaceable, like the Clock's now: a test makes a host resolve where it needs. */
    public resolve: HostResolver = systemResolver,
  ) {}

  async check(raw: string): Promise<WebhookTargetCheck> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, reason: 'Enter a full URL, starting with https://.' };
    }
    if (url.username || url.password) return { ok: false, reason: 'The URL must not carry a user name or password: the signature authenticates each delivery.' };
    const host = bareHost(url.hostname);
    const allowed = this.isAllowedHost(url);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) return { ok: false, reason: 'The URL must start with https://.' };
    if (!host) return { ok: false, reason: 'Enter a full URL, starting with https://.' };
    let addresses: ResolvedAddress[];
    if (ipaddr.isValid(host)) addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
    else {
      try {
        addresses = await this.resolve(host);
      } catch {
        addresses = [];
      }
      if (addresses.length === 0) return { ok: false, reason: `The host ${host} does not resolve.` };
    }
    // Every address must be public: a name with one private address among public ones could be
    // answered with that one on the next lookup.
    if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) return { ok: false, reason: 'The URL must reach a public address: loopback, private, link-local and metadata addresses are refused.' };
    return { ok: true, target: { url, address: addresses[0].address, family: addresses[0].family } };
  }

  private isAllowedHost(url: URL): boolean {
    const host = url.hostname.toLowerCase();
    const port = url.port || (url.protocol === 'http:' ? '80' : '443');
    return this.allowedHosts.some((entry) => entry === host || entry === `${host}:${port}`);
  }
}

/** Whether an address is plain public unicast; an IPv4-mapped IPv6 address is judged as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** WEBHOOK_ALLOWED_HOSTS as a list of lower-case `host` or `host:port` entries. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** A URL's host without the brackets of an IPv6 literal. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
