import { I9_LIST_A, I9_LIST_B, I9_LIST_C, UPLOAD_LIMITS } from '@clearhire/contracts';
import { formatLongDate } from '../../format';
import { i9Link } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To a new employee: the private link to Form I-9 Section 1. */
export interface I9InvitationMail {
  /** The portal's absolute base URL, e.g. https://app.clearhire.example. */
  readonly appUrl: string;
  /** Employee.url, the private link token. */
  readonly url: string;
  readonly employeeFirstname: string;
  readonly employerName: string;
  /** The first day of employment, when the employer gave it: Section 1 is due by then. */
  readonly firstDay?: string | null;
}

const maxMegabytes = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

export const i9InvitationMail: MailDefinition<I9InvitationMail> = {
  subject: 'Complete your Form I-9 for {{employerName}}',
  preheader: 'Fill in Section 1 of Form I-9 and upload your documents {{due}}.',
  reason: 'You received this email because {{employerName}} added you as a new employee in ClearHire.',
  view: (d) => ({
    firstname: d.employeeFirstname,
    employerName: d.employerName,
    link: i9Link(d.appUrl, d.url),
    due: d.firstDay ? `no later than your first day of work, ${formatLongDate(d.firstDay, 'firstDay')}` : 'no later than your first day of work',
    listA: I9_LIST_A,
    listB: I9_LIST_B,
    listC: I9_LIST_C,
    fileTypes: UPLOAD_LIMITS.extensions.map((e) => e.toUpperCase()).join(', '),
    maxMegabytes,
  }),
  text: `Hello {{firstname}},

{{employerName}} uses ClearHire to complete Form I-9, Employment Eligibility Verification, with its new employees. Please fill in Section 1 and upload your documents {{due}}, once you have accepted the job offer:

{{link}}

The link is personal to you: please do not share it.

What to have with you
Choose the documents you present. Either one document from List A:
{{#each listA}}
  - {{this}}
{{/each}}
or one document from List B:
{{#each listB}}
  - {{this}}
{{/each}}
together with one document from List C:
{{#each listC}}
  - {{this}}
{{/each}}
Documents must be unexpired. You will upload a photo or scan of each one ({{fileTypes}}, up to {{maxMegabytes}} MB each); keep the originals at hand in case {{employerName}} asks to see them.

What happens next
{{employerName}} examines your documents and completes Section 2 of the form within three business days of your first day of work.
`,
  html: `<p>Hello {{firstname}},</p>
<p>{{employerName}} uses ClearHire to complete Form I-9, Employment Eligibility Verification, with its new employees. Please fill in Section 1 and upload your documents <strong>{{due}}</strong>, once you have accepted the job offer.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Complete your Form I-9</a></p>
<p style="font-size:13px;color:#5b6470;">Or open this link: <a href="{{link}}">{{link}}</a><br>The link is personal to you: please do not share it.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">What to have with you</h2>
<p>Choose the documents you present. Either <strong>one document from List A</strong>:</p>
<ul>{{#each listA}}<li>{{this}}</li>{{/each}}</ul>
<p>or <strong>one document from List B</strong>:</p>
<ul>{{#each listB}}<li>{{this}}</li>{{/each}}</ul>
<p>together with <strong>one document from List C</strong>:</p>
<ul>{{#each listC}}<li>{{this}}</li>{{/each}}</ul>
<p>Documents must be unexpired. You will upload a photo or scan of each one ({{fileTypes}}, up to {{maxMegabytes}} MB each); keep the originals at hand in case {{employerName}} asks to see them.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">What happens next</h2>
<p>{{employerName}} examines your documents and completes Section 2 of the form within three business days of your first day of work.</p>`,
};
