import { ATS_LIMITS, EXTERNAL_ID, PERSON_FIELDS } from '@clearhire/contracts';
import type { PrescreeningDto } from '../../api/public-client';

/**
 * What an applicant tracking system's link carries (docs/product.md, Pre-screening from an ATS):
 * the candidate's external id, values to prefill (the applicant can still correct them) and where
 * to send the applicant afterwards. Values that cannot be right are dropped, never sent as they are:
 * the server decides the rest (a return URL is followed only on a host the company allows).
 */
export interface AtsLink {
  prefill: { firstname?: string; lastname?: string; email?: string; phone?: string };
  externalId?: string;
  returnUrl?: string;
}

const within = (value: string | null, max: number): string | undefined => {
  const text = value?.trim();
  return text && [...text].length <= max ? text : undefined;
};

/** The form's phone field holds 10 digits: a US number as the ATS wrote it, "+1" and punctuation dropped. */
function phoneDigits(value: string | null): string | undefined {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === PERSON_FIELDS.phone.max ? digits : undefined;
}

export function readAtsLink(search: string): AtsLink {
  const params = new URLSearchParams(search);
  const externalId = within(params.get('externalId'), EXTERNAL_ID.max);
  const prefill = {
    firstname: within(params.get('firstName'), PERSON_FIELDS.firstname.max),
    lastname: within(params.get('lastName'), PERSON_FIELDS.lastname.max),
    email: within(params.get('email'), PERSON_FIELDS.email.max),
    phone: phoneDigits(params.get('phone')),
  };
  return {
    prefill: Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined)),
    ...(externalId && EXTERNAL_ID.pattern.test(externalId) ? { externalId } : {}),
    ...(within(params.get('returnUrl'), ATS_LIMITS.returnUrl) ? { returnUrl: within(params.get('returnUrl'), ATS_LIMITS.returnUrl) } : {}),
  };
}

/** The link's part of the submission: the candidate's id, the way back, and the language the form was filled in. */
export function atsFields(link: AtsLink, language: PrescreeningDto['language']): Pick<PrescreeningDto, 'externalId' | 'returnUrl' | 'language'> {
  return { language, ...(link.externalId ? { externalId: link.externalId } : {}), ...(link.returnUrl ? { returnUrl: link.returnUrl } : {}) };
}
