import { ATS_LIMITS } from '@clearhire/contracts';

/**
 * The rules of an applicant tracking system's links to and from the pre-screening form. A company
 * lists the host names its applicants may be sent back to and the https origins that may frame the
 * form; anything else is refused, so the form can be neither an open redirect nor embedded by a
 * stranger's page (clickjacking).
 */

// One label: letters, digits and inner hyphens, at most 63 characters (RFC 1035 §2.3.1, RFC 1123 §2.1).
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name in lower case (ats.example.com), or null: no scheme, port, path, wildcard or IP literal. */
export function normalizeHostName(text: string): string | null {
  const host = text.trim().toLowerCase().replace(/\.$/, '');
  if (host.length === 0 || host.length > ATS_LIMITS.host) return null;
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  // A top-level label is never all digits: this refuses IPv4 literals, whose owner may change.
  if (/^\d+$/.test(labels[labels.length - 1]) && labels.length > 1) return null;
  return host;
}

/**
 * An https origin as a browser compares it in CSP frame-ancestors (https://careers.example.com, a
 * port only when not 443), or null: another scheme, a path, a query, credentials or a wildcard.
 */
export function normalizeHttpsOrigin(text: string): string | null {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' || /^https:\/\/[^/]+\/./.test(trimmed)) return null;
  const host = normalizeHostName(url.hostname);
  if (!host) return null;
  return `https://${host}${url.port ? `:${url.port}` : ''}`;
}

/**
 * Where the applicant goes after submitting: the return URL the link carried, when it is http(s) on
 * one of the company's hosts, with the submission's id (and the candidate's external id) added for
 * the ATS to match; else null, and the form simply shows its own confirmation.
 */
export function resolveReturnUrl(returnUrl: string | undefined, allowedHosts: readonly string[], ids: { submissionId: string; externalId?: string | null }): string | null {
  if (!returnUrl || returnUrl.length > ATS_LIMITS.returnUrl) return null;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return null;
  url.searchParams.set('submissionId', ids.submissionId);
  if (ids.externalId) url.searchParams.set('externalId', ids.externalId);
  return url.toString();
}
