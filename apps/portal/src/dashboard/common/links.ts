import { encodeCompanyLinkId } from '@clearhire/domain';

/** The public pre-screening link an approved company shares with applicants (docs/product.md §2, §9). */
export function prescreeningLink(companyId: number, companyName: string, origin = window.location.origin): string {
  return `${origin}/prescreening/${encodeCompanyLinkId(companyId)}?company=${encodeURIComponent(companyName)}`;
}

/** The private I-9 link e-mailed to an employee. */
export function i9Link(url: string, origin = window.location.origin): string {
  return `${origin}/i9/${encodeURIComponent(url)}`;
}

/** The private link for the new document of a Form I-9 Supplement B section. */
export function reverificationLink(url: string, origin = window.location.origin): string {
  return `${origin}/reverify/${encodeURIComponent(url)}`;
}

/** The submissions list filtered to one company (admins' company filter). */
export function companySubmissionsPath(companyName: string): string {
  return `/dashboard/submissions?companyName=${encodeURIComponent(companyName)}`;
}
