/**
 * The languages ClearHire speaks to applicants and employees in: the public forms, and every mail
 * and text message sent to them. An applicant's language is the one they filled the pre-screening
 * in; an employee's is inherited from that pre-screening or chosen by the employer.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
