import type { PrescreeningLinkLocation } from '../../api/public-client';

/**
 * Where the applicant applies, as the link tells it: a location's own link names the location (the
 * form says so and sends it); a company link lists the company's locations, and with several the
 * applicant chooses one ("Where did you apply?"); with one, nobody is asked and the API takes it.
 */
export type WhereApplied = { readonly kind: 'named'; readonly location: PrescreeningLinkLocation } | { readonly kind: 'choose'; readonly locations: readonly PrescreeningLinkLocation[] } | { readonly kind: 'only' };

/** What a company link's locations ask of the applicant: a choice only when there are several. */
export function whereFromCompanyLink(locations: readonly PrescreeningLinkLocation[]): WhereApplied {
  return locations.length > 1 ? { kind: 'choose', locations } : { kind: 'only' };
}

/** The `locationId` the pre-screening sends: the named location, the one chosen, or none (the API takes the only one). */
export function locationIdToSend(where: WhereApplied, chosen: string): number | undefined {
  if (where.kind === 'named') return where.location.id;
  if (where.kind === 'choose' && /^\d+$/.test(chosen)) return Number(chosen);
  return undefined;
}
