import { ERD_VALIDITY_YEARS } from '@clearhire/contracts';
import { appLink, prescreeningLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To the company: its ERD is approved, with the pre-screening link to share. */
export interface ErdApprovedMail {
  readonly appUrl: string;
  readonly companyId: number;
  readonly companyName: string;
  /** The person the company registered with. */
  readonly contactFirstname: string;
}

export const erdApprovedMail: MailDefinition<ErdApprovedMail> = {
  subject: 'Your employer authorization for {{companyName}} is approved',
  preheader: 'You can now add employees and share your pre-screening link.',
  reason: 'You received this email because you signed the employer authorization for {{companyName}} in ClearHire.',
  view: (d) => ({
    firstname: d.contactFirstname,
    companyName: d.companyName,
    prescreeningLink: prescreeningLink(d.appUrl, d.companyId, d.companyName),
    addEmployeeLink: appLink(d.appUrl, '/dashboard/employees/add'),
    years: ERD_VALIDITY_YEARS,
  }),
  text: `Hello {{firstname}},

The Employer Representative Declaration and Form I-9 employer authorization for {{companyName}} are approved. They remain valid for {{years}} years from the day you signed.

You can now:

1. Share your pre-screening link with job applicants. Ask them to complete it on or before the day you offer them a job: Form 8850 must be completed no later than the job offer.
   {{prescreeningLink}}

2. Add new employees. Each one receives a private link to complete Form I-9 Section 1 and upload documents.
   {{addEmployeeLink}}
`,
  html: `<p>Hello {{firstname}},</p>
<p>The Employer Representative Declaration and Form I-9 employer authorization for <strong>{{companyName}}</strong> are approved. They remain valid for {{years}} years from the day you signed.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">Share your pre-screening link</h2>
<p>Send it to job applicants and ask them to complete it on or before the day you offer them a job: Form 8850 must be completed no later than the job offer.</p>
<p><a href="{{prescreeningLink}}">{{prescreeningLink}}</a></p>
<h2 style="font-size:16px;margin:20px 0 8px;">Add new employees</h2>
<p>Each one receives a private link to complete Form I-9 Section 1 and upload documents.</p>
<p><a href="{{addEmployeeLink}}" style="${BUTTON_STYLE}">Add an employee</a></p>`,
};
