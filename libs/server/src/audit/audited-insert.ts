import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { auditActorParams, type AuditEntry } from './audit.service';
import { pooledQuery } from '../database/pooled-query';
import { newWebhookMessageId, webhookOutboxCtes } from '../webhooks/webhook-outbox.repository';
import type { WebhookEventType } from '@clearhire/contracts';

/** SQL that must hold for the row to be inserted; `param('companyId')` names a column's value. */
export type InsertCondition<T> = (param: (property: keyof T & string) => string) => string;

export interface AuditedInsertOptions<T> {
  /** Checked in the statement: when it does not hold nothing is written (e.g. "the company's ERD is approved"). */
  condition?: InsertCondition<T>;
  /** The webhook event the statement also writes to the outbox for the row's company. */
  webhookEvent?: WebhookEventType;
  /**
   * Columns whose value the statement works out from the given ones: `given('locationId')` is the
   * value the caller gave (possibly null). Used wherever the column is named, the condition included.
   */
  resolved?: Partial<Record<keyof T & string, (given: (property: keyof T & string) => string) => string>>;
  /** Keys of the event's payload set from the inserted row (a resolved column), the caller's value replaced. */
  eventFromRow?: Record<string, keyof T & string>;
}

/**
 * Inserts one row and appends its audit event in a single SQL statement, hence a single
 * implicit transaction: the audit chain's lock is held only while the database runs that
 * statement and commits, never across round trips to a busy Node event loop. An optional
 * condition (e.g. "the company's ERD is approved") is checked in the same statement; when it
 * does not hold nothing is written and `run` answers null. Used by the highest-volume public
 * write (pre-screening submissions). The statement is built once from the entity's metadata.
 *
 * With `webhookEvent`, the same statement also writes the event to the webhook outbox for the row's
 * company (`webhookOutboxCtes`): nothing when the company has no endpoint that wants it, so the
 * public write stays one statement whether or not anyone listens (docs/architecture.md "Webhooks").
 */
export class AuditedInsert<T extends ObjectLiteral> {
  private readonly columns: { property: string; column: string; type: string; fallback: unknown }[];
  private readonly sql: string;

  private readonly webhookEvent?: WebhookEventType;

  constructor(
    dataSource: DataSource,
    /** AUDIT_KEY: audit_append chains the event with an HMAC under it. */
    private readonly auditKey: Buffer,
    entity: EntityTarget<T>,
    options: AuditedInsertOptions<T> = {},
  ) {
    const { condition, webhookEvent, resolved, eventFromRow = {} } = options;
    this.webhookEvent = webhookEvent;
    const meta = dataSource.getMetadata(entity);
    // A uuid primary key is given by the caller (an encrypted field is bound to its row's id), the rest generated.
    this.columns = meta.columns
      .filter((c) => (!c.isGenerated || (c.isPrimary && c.generationStrategy === 'uuid')) && !c.isCreateDate && !c.isUpdateDate && !c.isVirtual)
      // Every column is written, so a column with a constant default (a submission's language) gets it
      // here when the row leaves it out, as a plain INSERT would, rather than a NULL the column refuses.
      .map((c) => ({ property: c.propertyName, column: c.databaseName, type: castType(dataSource.driver.normalizeType(c)), fallback: constantDefault(c.default) }));
    const n = this.columns.length;
    const indexOf = (property: string) => {
      const i = this.columns.findIndex((c) => c.property === property);
      if (i < 0) throw new Error(`No column for ${property}`);
      return i;
    };
    const given = (property: string) => {
      const i = indexOf(property);
      return `$${i + 1}::${this.columns[i].type}`;
    };
    // A resolved column's value is its SQL expression, in the column and in the condition alike.
    const param = (property: string) => {
      const resolve = resolved?.[property as keyof T & string];
      return resolve ? `(${resolve(given)})` : given(property);
    };
    const fromRow = Object.entries(eventFromRow).map(([key, property]) => ({ key, column: this.columns[indexOf(property)].column }));
    const audit = Array.from({ length: 8 }, (_, i) => `$${n + i + 1}`);
    // The event's message id, payload and type follow the audit parameters; the payload's values that
    // only the statement knows (a resolved column) are taken from the inserted row.
    // (A null column is set as JSON null: jsonb_set with an SQL NULL would make the whole payload NULL.)
    const payload = fromRow.reduce((json, { key, column }) => `jsonb_set(${json}, '{${key}}', COALESCE(to_jsonb(i."${column}"), 'null'::jsonb))`, `$${n + 10}::jsonb`);
    const outbox = webhookEvent
      ? `, ${webhookOutboxCtes({ companyId: param('companyId'), messageId: `$${n + 9}`, payload: `(SELECT ${payload} FROM inserted i)`, eventType: `$${n + 11}`, onlyIf: 'inserted' })}`
      : '';
    const returned = [...new Set(['id', ...fromRow.map((r) => r.column)])];
    this.sql =
      `WITH inserted AS (INSERT INTO ${meta.tablePath} (${this.columns.map((c) => `"${c.column}"`).join(', ')}) ` +
      `SELECT ${this.columns.map((c) => param(c.property)).join(', ')}` +
      (condition ? ` WHERE ${condition(param)}` : '') +
      ` RETURNING ${returned.map((c) => `"${c}"`).join(', ')})${outbox} ` +
      `SELECT inserted.id, audit_append(${audit[0]}::bytea, ${audit[1]}::uuid, ${audit[2]}, ${audit[3]}, ${audit[4]}, inserted.id::text, ${audit[5]}::integer, ${audit[6]}, ${audit[7]}::jsonb)` +
      (webhookEvent ? `, ARRAY(SELECT id::text FROM webhook_deliveries_new) AS webhook_deliveries` : '') +
      ` FROM inserted`;
  }

  /**
   * The statement and the order of its parameters: the row's properties, then the audit event's eight
   * and, with a webhook event, its message id, payload and type. The benchmark's reference runs it as is.
   */
  get statement(): { sql: string; properties: string[] } {
    return { sql: this.sql, properties: this.columns.map((c) => c.property) };
  }

  /** Inserts `row` (every non-generated column; where absent, its constant default or null); the new id, or null if the condition failed. */
  async run(dataSource: DataSource, row: Partial<T>, entry: Omit<AuditEntry, 'recordId'>): Promise<string | null> {
    if (this.webhookEvent) throw new Error('This insert records a webhook event: use runWithEvent');
    return (await this.execute(dataSource, row, entry, [])).id;
  }

  /**
   * Inserts `row` and records the webhook event with `payload` (ids, statuses, dates only); the new
   * id (null if the condition failed) and the webhook deliveries to queue after the statement.
   */
  async runWithEvent(dataSource: DataSource, row: Partial<T>, entry: Omit<AuditEntry, 'recordId'>, payload: Record<string, unknown>): Promise<{ id: string | null; webhookDeliveries: string[] }> {
    if (!this.webhookEvent) throw new Error('This insert records no webhook event: use run');
    return this.execute(dataSource, row, entry, [newWebhookMessageId(), JSON.stringify(payload), this.webhookEvent]);
  }

  private async execute(dataSource: DataSource, row: Partial<T>, entry: Omit<AuditEntry, 'recordId'>, eventParams: unknown[]): Promise<{ id: string | null; webhookDeliveries: string[] }> {
    const values = this.columns.map((c) => (row[c.property as keyof T] === undefined ? c.fallback : row[c.property as keyof T]));
    const [first] = await pooledQuery<{ id: string; webhook_deliveries?: string[] }>(dataSource, this.sql, [...values, this.auditKey, ...auditActorParams(entry), ...eventParams]);
    return { id: first ? String(first.id) : null, webhookDeliveries: first?.webhook_deliveries ?? [] };
  }
}

/** An entity column's default when it is a constant value (not SQL such as now()), else null. */
function constantDefault(value: unknown): unknown {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/**
 * The type a parameter is cast to so that INSERT … SELECT knows it. Text types are cast to
 * unbounded text: a cast to char(n) or varchar(n) would silently truncate, whereas assigning
 * text to the column still refuses a value that is too long.
 */
function castType(normalized: string): string {
  return normalized === 'character' || normalized === 'character varying' ? 'text' : normalized;
}
