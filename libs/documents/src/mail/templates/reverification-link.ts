import { I9_LIST_A, I9_LIST_C, UPLOAD_LIMITS } from '@clearhire/contracts';
import { formatLongDate } from '../../format';
import { reverificationLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To an employee: the private link for the new document of Form I-9 Supplement B. */
export interface ReverificationLinkMail {
  readonly appUrl: string;
  readonly url: string;
  readonly employeeFirstname: string;
  readonly employerName: string;
  readonly reason: 'reverification' | 'rehire' | 'name-change';
  /** The day the employment authorization on record ends, for a reverification. */
  readonly reverifyBy?: string | null;
  /** The last day the link works. */
  readonly linkExpiresOn: string;
}

const WHY: Record<ReverificationLinkMail['reason'], string> = {
  reverification: 'The employment authorization on your Form I-9 is about to end, so your employer must see a new document that shows you may keep working.',
  rehire: 'You are rehired, and the employment authorization on your Form I-9 has ended, so your employer must see a new document that shows you may work.',
  'name-change': 'Your employer is recording your new legal name on your Form I-9.',
};

export const reverificationLinkMail: MailDefinition<ReverificationLinkMail> = {
  subject: 'Upload a new document for your Form I-9 with {{employerName}}',
  preheader: 'Choose one unexpired document from List A or List C and upload a photo or scan of it.',
  reason: 'You received this email because {{employerName}} started Supplement B of your Form I-9 in ClearHire.',
  view: (d) => ({
    firstname: d.employeeFirstname,
    employerName: d.employerName,
    why: WHY[d.reason],
    by: d.reverifyBy ? `before ${formatLongDate(d.reverifyBy, 'reverifyBy')}` : 'as soon as you can',
    link: reverificationLink(d.appUrl, d.url),
    expires: formatLongDate(d.linkExpiresOn, 'linkExpiresOn'),
    listA: I9_LIST_A,
    listC: I9_LIST_C,
    fileTypes: UPLOAD_LIMITS.extensions.map((e) => e.toUpperCase()).join(', '),
  }),
  text: `Hello {{firstname}},

{{why}} Please upload it {{by}}:

{{link}}

The link is personal to you and works until {{expires}}.

You choose the document: one from List A
{{#each listA}}
  - {{this}}
{{/each}}
or one from List C
{{#each listC}}
  - {{this}}
{{/each}}
It must be unexpired. Upload a photo or scan ({{fileTypes}}) and keep the original at hand: {{employerName}} examines it before signing Supplement B.
`,
  html: `<p>Hello {{firstname}},</p>
<p>{{why}} Please upload it <strong>{{by}}</strong>.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Upload your document</a></p>
<p style="font-size:13px;color:#5b6470;">Or open this link: <a href="{{link}}">{{link}}</a><br>The link is personal to you and works until {{expires}}.</p>
<p>You choose the document: <strong>one from List A</strong></p>
<ul>{{#each listA}}<li>{{this}}</li>{{/each}}</ul>
<p>or <strong>one from List C</strong></p>
<ul>{{#each listC}}<li>{{this}}</li>{{/each}}</ul>
<p>It must be unexpired. Upload a photo or scan ({{fileTypes}}) and keep the original at hand: {{employerName}} examines it before signing Supplement B.</p>`,
};
