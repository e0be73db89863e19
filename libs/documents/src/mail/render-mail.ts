import Handlebars from 'handlebars';
import { DEFAULT_LANGUAGE, type Language } from '@clearhire/contracts';
import type { MailDefinition, RenderedMail } from './mail-definition';
import { HTML_LAYOUT, LAYOUT_TAGLINE, TEXT_LAYOUT } from './mail-layout';
import { i9InvitationMailEs } from './templates/es/i9-invitation.es';
import { prescreeningReceiptMailEs } from './templates/es/prescreening-receipt.es';
import { reverificationLinkMailEs } from './templates/es/reverification-link.es';
import { section1ReminderMailEs } from './templates/es/section1-reminder.es';
import { auditChainBrokenMail, type AuditChainBrokenMail } from './templates/audit-chain-broken';
import { demoRequestMail, type DemoRequestMail } from './templates/demo-request';
import { dueListMail, type DueListMail } from './templates/due-list';
import { erdApprovedMail, type ErdApprovedMail } from './templates/erd-approved';
import { erdReceivedMail, type ErdReceivedMail } from './templates/erd-received';
import { i9InvitationMail, type I9InvitationMail } from './templates/i9-invitation';
import { prescreeningReceiptMail, type PrescreeningReceiptMail } from './templates/prescreening-receipt';
import { reverificationLinkMail, type ReverificationLinkMail } from './templates/reverification-link';
import { passwordResetMail, type PasswordResetMail } from './templates/password-reset';
import { invitationMail, type InvitationMail } from './templates/invitation';
import { section1ReminderMail, type Section1ReminderMail } from './templates/section1-reminder';
import { webhookEndpointDisabledMail, type WebhookEndpointDisabledMail } from './templates/webhook-endpoint-disabled';

/** Every mail the service sends; the values are the names jobs carry. */
export enum MailTemplate {
  I9Invitation = 'i9-invitation',
  ErdReceived = 'erd-received',
  ErdApproved = 'erd-approved',
  DemoRequest = 'demo-request',
  PrescreeningReceipt = 'prescreening-receipt',
  DueList = 'due-list',
  ReverificationLink = 'reverification-link',
  PasswordReset = 'password-reset',
  Invitation = 'invitation',
  AuditChainBroken = 'audit-chain-broken',
  Section1Reminder = 'section1-reminder',
  WebhookEndpointDisabled = 'webhook-endpoint-disabled',
}

/** The data each mail takes. */
export interface MailData {
  [MailTemplate.I9Invitation]: I9InvitationMail;
  [MailTemplate.ErdReceived]: ErdReceivedMail;
  [MailTemplate.ErdApproved]: ErdApprovedMail;
  [MailTemplate.DemoRequest]: DemoRequestMail;
  [MailTemplate.PrescreeningReceipt]: PrescreeningReceiptMail;
  [MailTemplate.DueList]: DueListMail;
  [MailTemplate.ReverificationLink]: ReverificationLinkMail;
  [MailTemplate.PasswordReset]: PasswordResetMail;
  [MailTemplate.Invitation]: InvitationMail;
  [MailTemplate.AuditChainBroken]: AuditChainBrokenMail;
  [MailTemplate.Section1Reminder]: Section1ReminderMail;
  [MailTemplate.WebhookEndpointDisabled]: WebhookEndpointDisabledMail;
}

const DEFINITIONS: { [T in MailTemplate]: MailDefinition<MailData[T]> } = {
  [MailTemplate.I9Invitation]: i9InvitationMail,
  [MailTemplate.ErdReceived]: erdReceivedMail,
  [MailTemplate.ErdApproved]: erdApprovedMail,
  [MailTemplate.DemoRequest]: demoRequestMail,
  [MailTemplate.PrescreeningReceipt]: prescreeningReceiptMail,
  [MailTemplate.DueList]: dueListMail,
  [MailTemplate.ReverificationLink]: reverificationLinkMail,
  [MailTemplate.PasswordReset]: passwordResetMail,
  [MailTemplate.Invitation]: invitationMail,
  [MailTemplate.AuditChainBroken]: auditChainBrokenMail,
  [MailTemplate.Section1Reminder]: section1ReminderMail,
  [MailTemplate.WebhookEndpointDisabled]: webhookEndpointDisabledMail,
};

/**
 * The mails written to applicants and employees, in every language they may have chosen (the
 * pre-screening's language, or the one the employer chose for the employee). Mail to employers
 * and administrators is written in English only. This table is the one place a mail's language
 * is chosen: a template missing here is sent in English.
 */
export const MAILS_TO_APPLICANTS_AND_EMPLOYEES = [MailTemplate.PrescreeningReceipt, MailTemplate.I9Invitation, MailTemplate.ReverificationLink, MailTemplate.Section1Reminder] as const;
type PersonMail = (typeof MAILS_TO_APPLICANTS_AND_EMPLOYEES)[number];

const TRANSLATIONS: { [L in Exclude<Language, 'en'>]: { [T in PersonMail]: MailDefinition<MailData[T]> } } = {
  es: {
    [MailTemplate.PrescreeningReceipt]: prescreeningReceiptMailEs,
    [MailTemplate.I9Invitation]: i9InvitationMailEs,
    [MailTemplate.ReverificationLink]: reverificationLinkMailEs,
    [MailTemplate.Section1Reminder]: section1ReminderMailEs,
  },
};

type Render = (context: Record<string, unknown>) => string;

// A private environment: nothing registered elsewhere (helpers, partials) can change our mail.
const handlebars = Handlebars.create();
// strict: a misspelt field throws instead of silently printing nothing.
const compileHtml = (source: string): Render => handlebars.compile(source, { strict: true });
// Subject, preheader and the text part are not HTML: escaping would print "&amp;" to the reader.
const compileText = (source: string): Render => handlebars.compile(source, { strict: true, noEscape: true });

interface CompiledMail {
  readonly subject: Render;
  readonly preheader: Render;
  readonly reason: Render;
  readonly text: Render;
  readonly html: Render;
  readonly view: (data: never) => Record<string, unknown>;
}

const compile = (d: MailDefinition<never>): CompiledMail => ({
  subject: compileText(d.subject),
  preheader: compileText(d.preheader),
  reason: compileText(d.reason),
  text: compileText(d.text),
  html: compileHtml(d.html),
  view: d.view,
});

// Compiled once at module load; templates are TypeScript strings, so bundling copies no assets.
const COMPILED = Object.fromEntries(Object.entries(DEFINITIONS).map(([name, d]: [string, MailDefinition<never>]) => [name, compile(d)])) as Record<MailTemplate, CompiledMail>;
const COMPILED_TRANSLATIONS = Object.fromEntries(
  Object.entries(TRANSLATIONS).map(([language, mails]) => [
    language,
    Object.fromEntries(Object.entries(mails).map(([name, d]: [string, MailDefinition<never>]) => [name, compile(d)])),
  ]),
) as Record<Exclude<Language, 'en'>, Partial<Record<MailTemplate, CompiledMail>>>;

const htmlLayout = compileHtml(HTML_LAYOUT);
const textLayout = compileText(TEXT_LAYOUT);

/** One line, so a name with a line break cannot add a mail header or break the subject. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim();

/**
 * Subject, plain text and HTML of a mail, in `language` when the mail is written to an applicant or
 * employee (MAILS_TO_APPLICANTS_AND_EMPLOYEES), in English otherwise. Throws for an unknown
 * template or a bad appUrl.
 */
export function renderMail<T extends MailTemplate>(name: T, data: MailData[T], language: Language = DEFAULT_LANGUAGE): RenderedMail {
  const translated = language === 'en' ? undefined : COMPILED_TRANSLATIONS[language]?.[name];
  const mail = translated ?? COMPILED[name];
  if (!mail) throw new RangeError(`Unknown mail template: ${String(name)}`);
  const lang = translated ? language : 'en';
  const view = (mail.view as (d: MailData[T]) => Record<string, unknown>)(data);
  const subject = oneLine(mail.subject(view));
  const preheader = oneLine(mail.preheader(view));
  const reason = oneLine(mail.reason(view));
  return {
    subject,
    text: textLayout({ body: mail.text(view).trim(), reason, tagline: LAYOUT_TAGLINE[lang] }),
    html: htmlLayout({ lang, subject, preheader, reason, body: mail.html(view), tagline: LAYOUT_TAGLINE[lang] }),
  };
}
