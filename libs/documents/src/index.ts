export * from './inputs';
export {
  formatFormDate,
  formatLongDate,
  formatTimestamp,
} from './format';
export { renderForm8850, FORM_8850_APPLICANT_DECLARATION, FORM_8850_EMPLOYER_DECLARATION } from './pdf/form-8850';
export { form8850Statements, FORM_8850_LINES, type Form8850Line, type Form8850Statement, type Form8850StatementsInput } from './pdf/form-8850-statements';
export { renderForm9061 } from './pdf/form-9061';
export { renderErdAuthorization } from './pdf/erd-authorization';
export { erdValidUntil } from './erd-validity';
export { renderI9Record, I9_SECTION1_ATTESTATION } from './pdf/i9-record';
export { renderEVerifyNotice } from './pdf/everify-notices';
export { i9RecordDigest } from './pdf/i9-record-digest';
export { renderMail, MailTemplate, MAILS_TO_APPLICANTS_AND_EMPLOYEES, type MailData } from './mail/render-mail';
export type { RenderedMail } from './mail/mail-definition';
export type { I9InvitationMail } from './mail/templates/i9-invitation';
export type { ErdReceivedMail } from './mail/templates/erd-received';
export type { ErdApprovedMail } from './mail/templates/erd-approved';
export type { DemoRequestMail } from './mail/templates/demo-request';
export type { PrescreeningReceiptMail } from './mail/templates/prescreening-receipt';
export type { DueEVerifyItem, DueHiredWithoutI9, DueI9Item, DueListLists, DueListLocation, DueListMail, DueListItem, DueReverificationItem } from './mail/templates/due-list';
export type { ReverificationLinkMail } from './mail/templates/reverification-link';
export type { PasswordResetMail } from './mail/templates/password-reset';
export type { InvitationMail } from './mail/templates/invitation';
export type { Section1ReminderMail } from './mail/templates/section1-reminder';
export type { AuditChainBreakItem, AuditChainBrokenMail } from './mail/templates/audit-chain-broken';
export type { WebhookEndpointDisabledMail } from './mail/templates/webhook-endpoint-disabled';
export { renderForm5884Worksheet, type Form5884EmployeeInput, type Form5884WorksheetInput } from './pdf/form-5884-worksheet';
export { csvText, toCsv } from './csv';
export * from './sms';
