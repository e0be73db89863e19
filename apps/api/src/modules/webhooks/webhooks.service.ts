import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WEBHOOK_LIMITS } from '@clearhire/contracts';
import type { WebhookEndpoint } from '@clearhire/db';
import { AuditService, Clock, fieldAt, FieldCipher, JobName, JobQueue, WebhookTargets, webhookDeliveryJobs } from '@clearhire/server';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { OWNERS_ONLY } from '../../common/auth/access.guard';
import { ApiError } from '../../common/errors/api-error';
import { pageOf } from '../../common/http/page';
import type { WebhookDeliveryQuery, WebhookDeliveryView, WebhookEndpointCreateDto, WebhookEndpointUpdateDto, WebhookEndpointView } from './webhooks.dto';
import { type EndpointChanges, WebhookEndpointsRepository } from './webhooks.repository';
import { presentDelivery, presentEndpoint } from './webhook.presenter';

export const TOO_MANY_ENDPOINTS = `A company has at most ${WEBHOOK_LIMITS.endpointsPerCompany} webhook endpoints: delete one first.`;
export const ENDPOINT_DISABLED = 'The endpoint is disabled: enable it first.';
export const DELIVERY_PENDING = 'This delivery is still being tried: wait for it to succeed or fail.';

/** A new signing secret, Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Where an endpoint sends, for the audit trail: scheme, host and path (a query string may hold the receiver's own token). */
const auditedUrl = (url: string): string => {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
};

/**
 * A company's webhook endpoints (docs/architecture.md "Webhooks"): its owners and administrators register,
 * change, disable and delete them, rotate their secret (shown once), send a test event, list the
 * deliveries with every attempt and replay one. The URL is checked against the address rule here and
 * again by the worker before every attempt. Every change is audited in its transaction.
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly audit: AuditService,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly targets: WebhookTargets,
    private readonly clock: Clock,
  ) {}

  async list(companyId: number, session: Session): Promise<WebhookEndpointView[]> {
    const scope = await this.managed(companyId, session);
    return (await this.endpoints.listOf(scope, companyId)).map(presentEndpoint);
  }

  async create(companyId: number, dto: WebhookEndpointCreateDto, session: Session, actor: Actor): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
    await this.managed(companyId, session);
    await this.checkUrl(dto.url);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const created = await this.dataSource.transaction(async (m) => {
      if ((await this.endpoints.lockAndCount(m, companyId)) >= WEBHOOK_LIMITS.endpointsPerCompany) throw ApiError.badRequest(TOO_MANY_ENDPOINTS);
      const endpoint = await this.endpoints.add(m, {
        id,
        companyId,
        url: dto.url,
        description: dto.description ?? '',
        events: dto.events,
        secretEncrypted: this.encryptSecret(id, secret),
        createdBy: session.isAdmin ? null : session.userId,
      });
      await this.audit.record(m, { actor, action: 'webhook_endpoint.created', recordType: 'webhook_endpoint', recordId: id, companyId, detail: { url: auditedUrl(dto.url), events: dto.events } });
      return endpoint;
    });
    return { endpoint: presentEndpoint(created), secret };
  }

  async update(companyId: number, endpointId: string, dto: WebhookEndpointUpdateDto, session: Session, actor: Actor): Promise<WebhookEndpointView> {
    const scope = await this.managed(companyId, session);
    if (Object.values(dto).every((v) => v === undefined)) throw ApiError.badRequest('Give at least one setting to change.');
    if (dto.url !== undefined) await this.checkUrl(dto.url);
    return this.dataSource.transaction(async (m) => {
      const endpoint = await this.endpoints.findOne(scope, companyId, endpointId, m);
      if (!endpoint) throw ApiError.notFound('Webhook endpoint');
      const changes: EndpointChanges = {};
      if (dto.url !== undefined && dto.url !== endpoint.url) changes.url = dto.url;
      if (dto.description !== undefined && dto.description !== endpoint.description) changes.description = dto.description;
      if (dto.events !== undefined && [...dto.events].sort().join() !== [...endpoint.events].sort().join()) changes.events = dto.events;
      if (dto.enabled === false && endpoint.enabled) Object.assign(changes, { enabled: false, disabledAt: this.clock.now(), disabledReason: 'owner' });
      // Enabled again: a fresh start, whatever failed before.
      if (dto.enabled === true && !endpoint.enabled) Object.assign(changes, { enabled: true, disabledAt: null, disabledReason: null, failingSince: null });
      if (Object.keys(changes).length > 0) {
        await this.endpoints.update(m, endpoint.id, changes);
        if (changes.enabled === false) await this.endpoints.settlePending(m, endpoint.id);
        const detail = Object.fromEntries(
          Object.keys(changes)
            .filter((k) => ['url', 'description', 'events', 'enabled'].includes(k))
            .map((k) => [k, k === 'url' && changes.url ? auditedUrl(changes.url) : changes[k as keyof EndpointChanges]]),
        );
        await this.audit.record(m, { actor, action: 'webhook_endpoint.updated', recordType: 'webhook_endpoint', recordId: endpoint.id, companyId, detail });
      }
      return presentEndpoint({ ...endpoint, ...changes } as WebhookEndpoint);
    });
  }

  async remove(companyId: number, endpointId: string, session: Session, actor: Actor): Promise<void> {
    const scope = await this.managed(companyId, session);
    await this.dataSource.transaction(async (m) => {
      const endpoint = await this.endpoints.findOne(scope, companyId, endpointId, m);
      if (!endpoint) throw ApiError.notFound('Webhook endpoint');
      await this.endpoints.remove(m, endpoint.id);
      await this.audit.record(m, { actor, action: 'webhook_endpoint.deleted', recordType: 'webhook_endpoint', recordId: endpoint.id, companyId, detail: { url: auditedUrl(endpoint.url) } });
    });
  }

  /** A new secret replaces the old one at once; the answer is the only time it is shown. */
  async rotateSecret(companyId: number, endpointId: string, session: Session, actor: Actor): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
    const scope = await this.managed(companyId, session);
    const secret = newWebhookSecret();
    const endpoint = await this.dataSource.transaction(async (m) => {
      const found = await this.endpoints.findOne(scope, companyId, endpointId, m);
      if (!found) throw ApiError.notFound('Webhook endpoint');
      await this.endpoints.update(m, found.id, { secretEncrypted: this.encryptSecret(found.id, secret) });
      await this.audit.record(m, { actor, action: 'webhook_endpoint.secret_rotated', recordType: 'webhook_endpoint', recordId: found.id, companyId });
      return found;
    });
    return { endpoint: presentEndpoint(endpoint), secret };
  }

  /** A `webhook.test` message to this endpoint alone, delivered like any other. */
  async sendTest(companyId: number, endpointId: string, session: Session, actor: Actor): Promise<WebhookDeliveryView> {
    const scope = await this.managed(companyId, session);
    const deliveryId = await this.dataSource.transaction(async (m) => {
      const endpoint = await this.endpoints.findOne(scope, companyId, endpointId, m);
      if (!endpoint) throw ApiError.notFound('Webhook endpoint');
      if (!endpoint.enabled) throw ApiError.conflict(ENDPOINT_DISABLED);
      const id = await this.endpoints.addTestDelivery(m, endpoint, { endpoint_id: endpoint.id, company_id: companyId, sent_at: this.clock.now().toISOString() });
      await this.audit.record(m, { actor, action: 'webhook_endpoint.test_sent', recordType: 'webhook_endpoint', recordId: endpoint.id, companyId, detail: { deliveryId: id } });
      return id;
    });
    await this.jobs.enqueueAll(webhookDeliveryJobs([deliveryId]));
    return this.deliveryView(endpointId, deliveryId);
  }

  async deliveries(companyId: number, endpointId: string, query: WebhookDeliveryQuery, session: Session): Promise<{ data: WebhookDeliveryView[]; count: number }> {
    const scope = await this.managed(companyId, session);
    if (!(await this.endpoints.findOne(scope, companyId, endpointId))) throw ApiError.notFound('Webhook endpoint');
    const { rows, count } = await this.endpoints.deliveriesOf(endpointId, pageOf(query));
    const attempts = await this.endpoints.attemptsOf(rows.map((r) => r.id));
    return { data: rows.map((r) => presentDelivery(r, attempts)), count };
  }

  /** Sends a delivery again, under the same webhook-id, as its next attempt. */
  async replay(companyId: number, endpointId: string, deliveryId: string, session: Session, actor: Actor): Promise<WebhookDeliveryView> {
    const scope = await this.managed(companyId, session);
    const attempt = await this.dataSource.transaction(async (m) => {
      const endpoint = await this.endpoints.findOne(scope, companyId, endpointId, m);
      if (!endpoint) throw ApiError.notFound('Webhook endpoint');
      const delivery = await this.endpoints.delivery(endpoint.id, deliveryId, m);
      if (!delivery) throw ApiError.notFound('Delivery');
      if (!endpoint.enabled) throw ApiError.conflict(ENDPOINT_DISABLED);
      const made = await this.endpoints.replay(m, delivery.id);
      if (made === null) throw ApiError.conflict(DELIVERY_PENDING);
      await this.audit.record(m, { actor, action: 'webhook_endpoint.delivery_replayed', recordType: 'webhook_endpoint', recordId: endpoint.id, companyId, detail: { deliveryId: delivery.id, messageId: delivery.message_id } });
      return made + 1;
    });
    await this.jobs.enqueue(JobName.DeliverWebhook, { deliveryId, attempt });
    return this.deliveryView(endpointId, deliveryId);
  }

  private async deliveryView(endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const row = await this.endpoints.delivery(endpointId, deliveryId);
    if (!row) throw ApiError.notFound('Delivery');
    return presentDelivery(row, await this.endpoints.attemptsOf([row.id]));
  }

  private encryptSecret(endpointId: string, secret: string): string {
    return this.cipher.encryptText(secret, fieldAt('webhook_endpoints', 'secret_encrypted', endpointId));
  }

  /** The address rule (the worker applies it again before every attempt): 400 on `url` with the reason. */
  private async checkUrl(url: string): Promise<void> {
    const check = await this.targets.check(url);
    if (!check.ok) throw ApiError.badRequest(check.reason, 'url');
  }

  /** The scope of a company the caller manages: its owners and administrators; 404 for another company, 403 for a member. */
  private async managed(companyId: number, session: Session): Promise<Scope> {
    const scope = Scope.of(session);
    if (!(await this.endpoints.companyInScope(scope, companyId))) throw ApiError.notFound('Company');
    if (!session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
    return scope;
  }
}
