import { WOTC_SUBMISSION_DAYS } from '@clearhire/domain';
import { formatTimestamp } from '../../format';
import type { MailDefinition } from '../mail-definition';

/**
 * To the applicant: a receipt for the pre-screening. Deliberately carries nothing of what was
 * entered (no SSN, birthdate, address or answers): mail is not a safe place for them, and the
 * applicant needs only to know it arrived and what comes next.
 */
export interface PrescreeningReceiptMail {
  readonly applicantFirstname: string;
  readonly employerName: string;
  readonly submittedAt: Date;
  /** The IANA zone the time submitted is written in: the company's (`timeZoneOf` in libs/domain). */
  readonly timeZone: string;
}

export const prescreeningReceiptMail: MailDefinition<PrescreeningReceiptMail> = {
  subject: 'We received your pre-screening for {{employerName}}',
  preheader: 'Thank you. Nothing more is needed from you right now.',
  reason: 'You received this email because you completed a pre-screening questionnaire for {{employerName}} through ClearHire.',
  view: (d) => ({
    firstname: d.applicantFirstname,
    employerName: d.employerName,
    submittedAt: formatTimestamp(d.submittedAt, d.timeZone),
    days: WOTC_SUBMISSION_DAYS,
  }),
  text: `Hello {{firstname}},

Thank you for completing the Work Opportunity Tax Credit pre-screening for {{employerName}}. We received it on {{submittedAt}}.

What happens next
- Nothing more is needed from you right now.
- {{employerName}} uses your answers, given on IRS Form 8850, to find out whether it can claim the Work Opportunity Tax Credit.
- If you are hired, the form goes to the state workforce agency within {{days}} days of your first day of work, and the state decides whether the credit applies.

For your privacy this email does not repeat what you entered. If something you entered was wrong, please tell {{employerName}}.
`,
  html: `<p>Hello {{firstname}},</p>
<p>Thank you for completing the Work Opportunity Tax Credit pre-screening for <strong>{{employerName}}</strong>. We received it on {{submittedAt}}.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">What happens next</h2>
<ul>
<li>Nothing more is needed from you right now.</li>
<li>{{employerName}} uses your answers, given on IRS Form 8850, to find out whether it can claim the Work Opportunity Tax Credit.</li>
<li>If you are hired, the form goes to the state workforce agency within {{days}} days of your first day of work, and the state decides whether the credit applies.</li>
</ul>
<p>For your privacy this email does not repeat what you entered. If something you entered was wrong, please tell {{employerName}}.</p>`,
};
