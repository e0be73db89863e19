import { encodeCompanyLinkId } from '@clearhire/domain';

/**
 * Absolute links into the portal. appUrl comes from configuration; it must be an http(s) URL so
 * a misconfiguration cannot put a javascript: or relative link into a mail.
 */
export function appLink(appUrl: string, path: string): string {
  let base: URL;
  try {
    base = new URL(appUrl);
  } catch {
    throw new RangeError(`appUrl is not an absolute URL: ${JSON.stringify(appUrl)}`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new RangeError(`appUrl must use http or https: ${JSON.stringify(appUrl)}`);
  // Keep a path prefix (the portal may live under /app): join instead of resolving against it.
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
}

/** The employee's private Form I-9 link (docs/product.md §2: /i9/{url}). */
export function i9Link(appUrl: string, url: string): string {
  return appLink(appUrl, `/i9/${encodeURIComponent(url)}`);
}

/** The public pre-screening link applicants use (docs/product.md §2, §9): the increased company id and the name. */
export function prescreeningLink(appUrl: string, companyId: number, companyName: string): string {
  return appLink(appUrl, `/prescreening/${encodeCompanyLinkId(companyId)}?company=${encodeURIComponent(companyName)}`);
}

export function dashboardCompanyLink(appUrl: string, companyId: number): string {
  return appLink(appUrl, `/dashboard/companies/${encodeURIComponent(String(companyId))}`);
}

/** The employee's private link for the new document of a Form I-9 Supplement B section: /reverify/{url}. */
export function reverificationLink(appUrl: string, url: string): string {
  return appLink(appUrl, `/reverify/${encodeURIComponent(url)}`);
}

/**
 * A one-use account link (a password reset, an invitation). The token rides in the fragment, which
 * browsers never send to a server nor put in a Referer header, so no access log ever holds it.
 */
export function accountLink(appUrl: string, page: 'reset-password' | 'invitation', token: string): string {
  return appLink(appUrl, `/${page}#token=${encodeURIComponent(token)}`);
}
