import { MailTemplate, renderMail } from '@clearhire/documents';
import { DEFAULT_TIME_ZONE } from '@clearhire/domain';
import { JobName, type JobPayloads } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { MailSender } from '../mail/mail-sender';
import type { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries.repository';

/** Tells a company's owners that the worker disabled one of its webhook endpoints (3 days of failures). */
export class SendWebhookEndpointDisabled implements JobHandler<JobName.SendWebhookEndpointDisabled> {
  readonly name = JobName.SendWebhookEndpointDisabled;

  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly mail: MailSender,
    private readonly appUrl: string,
  ) {}

  async handle({ endpointId }: JobPayloads[JobName.SendWebhookEndpointDisabled]): Promise<JobOutcome> {
    const endpoint = await this.deliveries.disabledEndpointMail(endpointId);
    // Gone, enabled again meanwhile, or a company without an owner left: nothing to say.
    if (!endpoint || endpoint.owners.length === 0) return 'skipped';
    const url = new URL(endpoint.url);
    const rendered = renderMail(MailTemplate.WebhookEndpointDisabled, {
      appUrl: this.appUrl,
      companyName: endpoint.companyName,
      endpointUrl: `${url.origin}${url.pathname}`,
      failingSince: endpoint.failingSince ?? endpoint.disabledAt,
      timeZone: endpoint.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await this.mail.send({ to: endpoint.owners, ...rendered });
    return 'done';
  }
}
