import { COMPANY_ROLE_LABELS, INVITATION_DAYS, type CompanyRole } from '@clearhire/contracts';
import { accountLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To someone invited to join a company's account (with a role) or the administrators. */
export interface InvitationMail {
  readonly appUrl: string;
  /** The link's token (never stored in clear; mailed once). */
  readonly token: string;
  readonly inviterName: string;
  /** The company joined; null for an invitation to the administrators. */
  readonly companyName: string | null;
  readonly role: CompanyRole | null;
}

const ROLE_DUTIES: Record<CompanyRole, string> = {
  owner: 'manage its users and its employer authorization, and everything a member does',
  member: "pre-screen applicants, complete employees' Forms I-9 and follow its tax credits",
};

export const invitationMail: MailDefinition<InvitationMail> = {
  subject: '{{inviterName}} invites you to {{team}}',
  preheader: 'Choose your password to join. The invitation is valid for {{days}} days.',
  reason: 'You received this email because {{inviterName}} invited this address to ClearHire.',
  view: (d) => ({
    inviterName: d.inviterName,
    team: d.companyName ? `${d.companyName} on ClearHire` : 'the ClearHire administrators',
    what: d.companyName && d.role ? `as ${COMPANY_ROLE_LABELS[d.role].toLowerCase()}: you will ${ROLE_DUTIES[d.role]}` : 'as an administrator of the service',
    link: accountLink(d.appUrl, 'invitation', d.token),
    days: INVITATION_DAYS,
  }),
  text: `Hello,

{{inviterName}} invites you to join {{team}}, {{what}}.

Choose your name and password here:

{{link}}

The invitation works once and is valid for {{days}} days. If you did not expect it, ignore this email.
`,
  html: `<p>Hello,</p>
<p>{{inviterName}} invites you to join <strong>{{team}}</strong>, {{what}}.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Accept the invitation</a></p>
<p style="font-size:13px;color:#5b6470;">Or open this link: <a href="{{link}}">{{link}}</a><br>The invitation works once and is valid for {{days}} days. If you did not expect it, ignore this email.</p>`,
};
