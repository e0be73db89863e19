import { Module } from '@nestjs/common';
import { WebhooksController } from './webhooks.controller';
import { WebhookEndpointsRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** A company's webhook endpoints and their deliveries (docs/architecture.md "Webhooks"). */
@Module({
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookEndpointsRepository],
})
export class WebhooksModule {}
