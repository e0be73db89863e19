import type { Language } from '@clearhire/contracts';
import { i9Link, reverificationLink } from '../mail/app-links';

/**
 * Every text ClearHire sends an employee, in English and Spanish, in one place. A text names the
 * employer and carries the private link and how to opt out, and nothing personal: no name, no date
 * of birth, no date at all (a text is read on a lock screen, by whoever holds the phone).
 */
export type TextMessage =
  | { kind: 'i9-link'; employerName: string; appUrl: string; url: string }
  | { kind: 'supplement-b-link'; employerName: string; appUrl: string; url: string }
  /** daysBefore: 2, 1 or 0 (the first day itself). */
  | { kind: 'section1-reminder'; employerName: string; appUrl: string; url: string; daysBefore: number };

type Words = {
  optOut: string;
  i9: (employer: string, link: string) => string;
  supplementB: (employer: string, link: string) => string;
  reminder: (employer: string, link: string, when: string) => string;
  when: (daysBefore: number) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    optOut: 'Reply STOP to opt out, HELP for help.',
    i9: (employer, link) => `${employer}: please complete Form I-9 Section 1 for your new job by your first day: ${link}`,
    supplementB: (employer, link) => `${employer} needs a new document for your Form I-9. Upload it here: ${link}`,
    reminder: (employer, link, when) => `Reminder from ${employer}: your first day is ${when}. Complete Form I-9 Section 1 before you start: ${link}`,
    when: (d) => (d === 0 ? 'today' : d === 1 ? 'tomorrow' : `in ${d} days`),
  },
  es: {
    optOut: 'Responda STOP para no recibir más mensajes, HELP para ayuda.',
    i9: (employer, link) => `${employer}: complete la Sección 1 del Formulario I-9 de su nuevo empleo antes de su primer día: ${link}`,
    supplementB: (employer, link) => `${employer} necesita un documento nuevo para su Formulario I-9. Súbalo aquí: ${link}`,
    reminder: (employer, link, when) => `Recordatorio de ${employer}: su primer día es ${when}. Complete la Sección 1 del Formulario I-9 antes de empezar: ${link}`,
    when: (d) => (d === 0 ? 'hoy' : d === 1 ? 'mañana' : `en ${d} días`),
  },
};

/** The body of a text to an employee, in their language. */
export function textMessageBody(message: TextMessage, language: Language): string {
  const w = WORDS[language] ?? WORDS.en;
  // An employer's name is what its owner typed: kept to one line, so a text cannot be made to look like two.
  const employer = message.employerName.replace(/\s+/g, ' ').trim();
  const body =
    message.kind === 'i9-link'
      ? w.i9(employer, i9Link(message.appUrl, message.url))
      : message.kind === 'supplement-b-link'
        ? w.supplementB(employer, reverificationLink(message.appUrl, message.url))
        : w.reminder(employer, i9Link(message.appUrl, message.url), w.when(message.daysBefore));
  return `${body} ${w.optOut}`;
}

/** The answer to HELP, in both languages: the number is not tied to one employee or language. */
export const SMS_HELP_REPLY =
  'ClearHire: Form I-9 links and reminders from your employer. Msg&data rates may apply. Reply STOP to opt out. / Enlaces y recordatorios del Formulario I-9 de su empleador. Responda STOP para no recibir más.';

/** The answer to STOP (providers that confirm opt-outs themselves drop it). */
export const SMS_STOP_REPLY = 'ClearHire: you will get no more texts. Reply START to get them again. / No recibirá más mensajes. Responda START para volver a recibirlos.';

/** The answer to START. */
export const SMS_START_REPLY = 'ClearHire: texts are on again. Reply STOP to opt out. / Los mensajes están activos de nuevo. Responda STOP para no recibir más.';
