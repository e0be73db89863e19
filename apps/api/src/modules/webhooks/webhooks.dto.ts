import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional } from 'class-validator';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookDeliveryStatus, type WebhookEventType } from '@clearhire/contracts';
import { PageQuery } from '../../common/http/page';
import { BooleanField, TextField } from '../../common/validation/fields';

/** The events an endpoint receives: at least one, each of the list, no repeats (they are kept once). */
function EventsField(o: { optional?: boolean }) {
  return (target: object, property: string) => {
    ApiProperty({ type: [String], enum: [...WEBHOOK_EVENT_TYPES], required: !o.optional, description: 'The events the endpoint receives (at least one)' })(target, property);
    if (o.optional) IsOptional()(target, property);
    IsArray({ message: 'Events must be a list.' })(target, property);
    ArrayMinSize(1, { message: 'Pick at least one event.' })(target, property);
    ArrayUnique(undefined, { message: 'Pick each event at most once.' })(target, property);
    IsIn([...WEBHOOK_EVENT_TYPES], { each: true, message: `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}.` })(target, property);
  };
}

/** A new endpoint: its https URL, the events it receives and a note for the company's own people. */
export class WebhookEndpointCreateDto {
  @TextField({ label: 'URL', max: WEBHOOK_LIMITS.url, description: 'The https URL deliveries are POSTed to' })
  url!: string;

  @TextField({ label: 'Description', max: WEBHOOK_LIMITS.description, optional: true, description: 'What the endpoint is for' })
  description?: string;

  @EventsField({})
  events!: WebhookEventType[];
}

/** What may change about an endpoint; at least one field. */
export class WebhookEndpointUpdateDto {
  @TextField({ label: 'URL', max: WEBHOOK_LIMITS.url, optional: true, description: 'The https URL deliveries are POSTed to' })
  url?: string;

  @TextField({ label: 'Description', max: WEBHOOK_LIMITS.description, optional: true, description: 'What the endpoint is for' })
  description?: string;

  @EventsField({ optional: true })
  events?: WebhookEventType[];

  @BooleanField({ label: 'Enabled', optional: true, notNull: true, description: 'false stops deliveries (pending ones are settled as disabled); true resumes them' })
  enabled?: boolean;
}

export class WebhookEndpointView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() url!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String], enum: [...WEBHOOK_EVENT_TYPES] }) events!: WebhookEventType[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disabled_at!: string | null;
  @ApiProperty({ type: String, enum: ['owner', 'failing'], nullable: true, description: "Who disabled it: a user ('owner') or 3 days of failed deliveries ('failing')" })
  disabled_reason!: 'owner' | 'failing' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The first failed attempt since the last success' }) failing_since!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class WebhookEndpointResponse {
  @ApiProperty({ type: WebhookEndpointView }) data!: WebhookEndpointView;
}

/** An endpoint with its signing secret: answered once, when the endpoint is made or its secret rotated. */
export class WebhookEndpointWithSecret extends WebhookEndpointResponse {
  @ApiProperty({ description: 'The signing secret (whsec_…), shown only now: verify each delivery with it' }) secret!: string;
}

export class WebhookEndpointList {
  @ApiProperty({ type: [WebhookEndpointView] }) data!: WebhookEndpointView[];
  @ApiProperty() count!: number;
}

export class WebhookAttemptView {
  @ApiProperty({ type: String, format: 'date-time' }) attempted_at!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The HTTP status, or null when there was no answer' }) status!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why there was no answer' }) error!: string | null;
  @ApiProperty() duration_ms!: number;
  @ApiProperty({ description: `The answer's first bytes (at most ${WEBHOOK_LIMITS.answerBytes})` }) answer!: string;
}

export class WebhookDeliveryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The webhook-id header: the same on every attempt and replay' }) message_id!: string;
  @ApiProperty() event_type!: string;
  @ApiProperty({ type: String, enum: [...WEBHOOK_DELIVERY_STATUSES] }) status!: WebhookDeliveryStatus;
  @ApiProperty() attempt_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) next_attempt_at!: string | null;
  @ApiProperty({ type: Number, nullable: true }) last_status!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: [WebhookAttemptView], description: 'Every attempt, newest first' }) attempts!: WebhookAttemptView[];
}

export class WebhookDeliveryResponse {
  @ApiProperty({ type: WebhookDeliveryView }) data!: WebhookDeliveryView;
}

export class WebhookDeliveryList {
  @ApiProperty({ type: [WebhookDeliveryView] }) data!: WebhookDeliveryView[];
  @ApiProperty() count!: number;
}

/** An endpoint's deliveries, newest first, a page at a time. */
export class WebhookDeliveryQuery extends PageQuery {}
