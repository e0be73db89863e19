import { formatTimestamp } from '../../format';
import { dashboardCompanyLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To ClearHire administrators: a company signed its ERD and waits for approval. */
export interface ErdReceivedMail {
  readonly appUrl: string;
  readonly companyId: number;
  readonly companyName: string;
  /** The signer's full name. */
  readonly signerName: string;
  readonly signedAt: Date;
  /** The IANA zone the signing time is written in: the company's (`timeZoneOf` in libs/domain). */
  readonly timeZone: string;
}

export const erdReceivedMail: MailDefinition<ErdReceivedMail> = {
  subject: 'ERD received: {{companyName}} is awaiting approval',
  preheader: '{{signerName}} signed the Employer Representative Declaration for {{companyName}}.',
  reason: 'You received this email because you are a ClearHire administrator.',
  view: (d) => ({
    companyName: d.companyName,
    signerName: d.signerName,
    signedAt: formatTimestamp(d.signedAt, d.timeZone),
    link: dashboardCompanyLink(d.appUrl, d.companyId),
  }),
  text: `{{companyName}} has signed its Employer Representative Declaration and Form I-9 employer authorization.

Signed by: {{signerName}}
Signed at: {{signedAt}}

Until it is approved, the company cannot add employees or share its pre-screening link. Review the declaration and approve it on the company page:

{{link}}
`,
  html: `<p><strong>{{companyName}}</strong> has signed its Employer Representative Declaration and Form I-9 employer authorization.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Signed by</td><td>{{signerName}}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#5b6470;">Signed at</td><td>{{signedAt}}</td></tr>
</table>
<p>Until it is approved, the company cannot add employees or share its pre-screening link. Review the declaration and approve it on the company page.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Open {{companyName}}</a></p>
<p style="font-size:13px;color:#5b6470;">Or open this link: <a href="{{link}}">{{link}}</a></p>`,
};
