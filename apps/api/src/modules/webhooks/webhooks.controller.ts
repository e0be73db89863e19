import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { IntIdParam, UuidParam } from '../../common/http/path-ids';
import {
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookDeliveryResponse,
  WebhookEndpointCreateDto,
  WebhookEndpointList,
  WebhookEndpointResponse,
  WebhookEndpointUpdateDto,
  WebhookEndpointWithSecret,
} from './webhooks.dto';
import { WebhooksService } from './webhooks.service';

/**
 * A company's webhook endpoints: its owners and administrators manage them (members get 403).
 * No API key reaches these routes: whoever holds a key could otherwise point the company's events
 * anywhere.
 */
@ApiTags('webhooks')
@Controller('companies/:companyId/webhook-endpoints')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: WebhookEndpointList })
  async list(@Param('companyId', new IntIdParam('Company')) companyId: number, @CurrentSession() session: Session): Promise<WebhookEndpointList> {
    const data = await this.webhooks.list(companyId, session);
    return { data, count: data.length };
  }

  @Post()
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: WebhookEndpointWithSecret })
  async create(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Body() dto: WebhookEndpointCreateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookEndpointWithSecret> {
    const { endpoint, secret } = await this.webhooks.create(companyId, dto, session, actor);
    return { data: endpoint, secret };
  }

  @Patch(':endpointId')
  @Authenticated()
  @ApiOkResponse({ type: WebhookEndpointResponse })
  async update(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('endpointId', new UuidParam('Webhook endpoint')) endpointId: string,
    @Body() dto: WebhookEndpointUpdateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookEndpointResponse> {
    return { data: await this.webhooks.update(companyId, endpointId, dto, session, actor) };
  }

  @Delete(':endpointId')
  @HttpCode(204)
  @Authenticated()
  @ApiNoContentResponse({ description: 'The endpoint is gone with its deliveries.' })
  async remove(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('endpointId', new UuidParam('Webhook endpoint')) endpointId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.webhooks.remove(companyId, endpointId, session, actor);
  }

  @Post(':endpointId/secret')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: WebhookEndpointWithSecret })
  async rotateSecret(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('endpointId', new UuidParam('Webhook endpoint')) endpointId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookEndpointWithSecret> {
    const { endpoint, secret } = await this.webhooks.rotateSecret(companyId, endpointId, session, actor);
    return { data: endpoint, secret };
  }

  @Post(':endpointId/test')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: WebhookDeliveryResponse })
  async sendTest(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('endpointId', new UuidParam('Webhook endpoint')) endpointId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookDeliveryResponse> {
    return { data: await this.webhooks.sendTest(companyId, endpointId, session, actor) };
  }

  @Get(':endpointId/deliveries')
  @Authenticated()
  @ApiOkResponse({ type: WebhookDeliveryList })
  deliveries(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('endpointId', new UuidParam('Webhook endpoint')) endpointId: string,
    @Query() query: WebhookDeliveryQuery,
    @CurrentSession() session: Session,
  ): Promise<WebhookDeliveryList> {
    return this.webhooks.deliveries(companyId, endpointId, query, session);
  }

  @Post(':endpointId/deliveries/:deliveryId/replay')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: WebhookDeliveryResponse })
  async replay(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('endpointId', new UuidParam('Webhook endpoint')) endpointId: string,
    @Param('deliveryId', new UuidParam('Delivery')) deliveryId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookDeliveryResponse> {
    return { data: await this.webhooks.replay(companyId, endpointId, deliveryId, session, actor) };
  }
}
