/**
 * Webhooks: the events a company's HTTPS endpoints may subscribe to, and the limits of an endpoint.
 * Deliveries follow the Standard Webhooks specification (docs/architecture.md "Webhooks"). A payload carries
 * ids, statuses, dates and links to the API, never a name, an SSN, a document number, a date of
 * birth or a file.
 */

/** Every event an endpoint may pick, in the order the portal lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'submission.received',
  'submission.status_changed',
  'submission.hire_recorded',
  'i9.section1_completed',
  'i9.section2_completed',
  'everify.case_updated',
  'i9.reverification_due',
  'i9.purged',
  'inspection_export.ready',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" delivers; every endpoint receives it, whatever it picked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** What each event means, for the portal's checkboxes and the documentation. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'submission.received': 'A pre-screening was received',
  'submission.status_changed': "A submission's status changed",
  'submission.hire_recorded': 'A hire was recorded',
  'i9.section1_completed': 'Form I-9 Section 1 was completed',
  'i9.section2_completed': 'Form I-9 Section 2 was completed',
  'everify.case_updated': "An E-Verify case's result or step changed",
  'i9.reverification_due': 'A reverification is falling due',
  'i9.purged': 'A Form I-9 was purged at the end of its retention',
  'inspection_export.ready': 'An inspection export is ready',
};

export const WEBHOOK_LIMITS = {
  /** An endpoint's URL. */
  url: 2000,
  description: 200,
  /** Endpoints per company: enough for several systems, few enough that one event stays cheap. */
  endpointsPerCompany: 10,
  /** The bytes of a receiver's answer kept with each attempt. */
  answerBytes: 1024,
} as const;

/** The states of one message's delivery to one endpoint. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'disabled'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
