/**
 * The language an applicant's form opens in, as its page decides it in the browser
 * (apps/portal/src/public-forms/i18n/language.tsx): the visitor's remembered choice (its cookie), else
 * Spanish for a Spanish browser (its first Accept-Language), else English. The API sends the form's
 * first screen in that language (tools/prerender.mjs: forms/<page>.<language>.html).
 */
export type FormLanguage = 'en' | 'es';

/** The cookie the form's page sets to the language it shows. */
export const FORM_LANGUAGE_COOKIE = 'clearhire.language';

export function formLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): FormLanguage {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === FORM_LANGUAGE_COOKIE && (value === 'en' || value === 'es')) return value;
  }
  // The browser's first language is navigator.language, which the page reads.
  const first = (acceptLanguage ?? '').split(',')[0].trim().toLowerCase();
  return first.startsWith('es') ? 'es' : 'en';
}
