import { PASSWORD_RESET_MINUTES } from '@clearhire/contracts';
import { accountLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To a user who asked to reset a forgotten password: the one-use link. */
export interface PasswordResetMail {
  readonly appUrl: string;
  /** The link's token (never stored in clear; mailed once). */
  readonly token: string;
  readonly firstname: string;
}

export const passwordResetMail: MailDefinition<PasswordResetMail> = {
  subject: 'Choose a new ClearHire password',
  preheader: 'The link works once, for {{minutes}} minutes.',
  reason: 'You received this email because someone asked to reset the password of the ClearHire account that uses this address.',
  view: (d) => ({ firstname: d.firstname, link: accountLink(d.appUrl, 'reset-password', d.token), minutes: PASSWORD_RESET_MINUTES }),
  text: `Hello {{firstname}},

Someone, hopefully you, asked to reset the password of your ClearHire account. Choose a new password here:

{{link}}

The link works once, for {{minutes}} minutes. Setting a new password logs you out on every device.

If you did not ask for this, ignore this email: your password stays as it is.
`,
  html: `<p>Hello {{firstname}},</p>
<p>Someone, hopefully you, asked to reset the password of your ClearHire account.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Choose a new password</a></p>
<p style="font-size:13px;color:#5b6470;">Or open this link: <a href="{{link}}">{{link}}</a><br>The link works once, for {{minutes}} minutes. Setting a new password logs you out on every device.</p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
};
