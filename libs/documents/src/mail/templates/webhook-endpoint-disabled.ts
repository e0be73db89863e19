import { formatTimestamp } from '../../format';
import { appLink } from '../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../mail-definition';

/** To a company's owners: one of its webhook endpoints failed for 3 days and was disabled. */
export interface WebhookEndpointDisabledMail {
  readonly appUrl: string;
  readonly companyName: string;
  /** The endpoint's URL: its scheme, host and path only (a query string may hold the receiver's own token). */
  readonly endpointUrl: string;
  readonly failingSince: Date;
  readonly timeZone: string;
}

export const webhookEndpointDisabledMail: MailDefinition<WebhookEndpointDisabledMail> = {
  subject: 'A webhook endpoint of {{companyName}} was disabled',
  preheader: 'Deliveries to {{endpointUrl}} failed for 3 days.',
  reason: 'You received this email because you are an owner of {{companyName}} in ClearHire.',
  view: (d) => ({
    companyName: d.companyName,
    endpointUrl: d.endpointUrl,
    failingSince: formatTimestamp(d.failingSince, d.timeZone),
    link: appLink(d.appUrl, '/dashboard/webhooks'),
  }),
  text: `Every delivery to this webhook endpoint of {{companyName}} has failed since {{failingSince}}, so ClearHire disabled it:

{{endpointUrl}}

Events are no longer sent to it. Once the receiver works again, enable the endpoint on the Webhooks page and replay the deliveries it missed:

{{link}}
`,
  html: `<p>Every delivery to this webhook endpoint of <strong>{{companyName}}</strong> has failed since {{failingSince}}, so ClearHire disabled it:</p>
<p><code>{{endpointUrl}}</code></p>
<p>Events are no longer sent to it. Once the receiver works again, enable the endpoint on the Webhooks page and replay the deliveries it missed.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Open Webhooks</a></p>`,
};
