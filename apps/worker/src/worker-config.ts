import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { loadValidatedConfig, ServerConfig } from '@clearhire/server';

/** The worker's environment: the shared settings plus mail and job tuning. `.env.example` documents each. */
export class WorkerConfig extends ServerConfig {
  /** smtp://user:pass@host:port. Unset: every message is written as an .eml file to MAIL_OUTBOX_DIR. */
  @IsOptional() @Matches(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_OUTBOX_DIR = 'var/outbox';

  @IsString()
  MAIL_FROM = 'ClearHire <no-reply@clearhire.local>';

  /** The demo-request inbox. */
  @IsEmail()
  SALES_EMAIL = 'sales@clearhire.local';

  /** Jobs one worker process runs at once per queue. */
  @Type(() => Number) @IsInt() @Min(1) @Max(32)
  WORKER_CONCURRENCY = 2;

  /**
   * Form renderings one worker process runs at once on the documents queue. Those running side by
   * side share their reads and their transaction (handlers/render-submission-forms.ts), so more of
   * them at once cost less each; drawing a PDF itself is synchronous, one at a time. The queue's other
   * jobs (Form I-9 records, ERD authorizations, the sweep) keep WORKER_CONCURRENCY (job-runner.ts).
   */
  @Type(() => Number) @IsInt() @Min(1) @Max(64)
  WORKER_DOCUMENTS_CONCURRENCY = 16;

  /** How often the sweep looks for records still lacking their documents or invitation. */
  @Type(() => Number) @IsInt() @Min(1)
  SWEEP_INTERVAL_SECONDS = 60;

  /**
   * When the worker looks for companies to send the due-list e-mail to (cron, UTC). Each company gets
   * it once a day, at the first run from DUE_LIST_HOUR on its own calendar, so the default runs hourly.
   */
  @IsString() @Matches(/^(\S+\s+){4}\S+$/, { message: 'must be a five-field cron pattern' })
  DUE_LIST_CRON = '0 * * * *';

  /**
   * When the worker destroys the Form I-9s whose retention date has passed (cron, UTC). Each company's
   * day ends at its own midnight, so the default runs hourly: a record goes within the hour after.
   */
  @IsString() @Matches(/^(\S+\s+){4}\S+$/, { message: 'must be a five-field cron pattern' })
  PURGE_CRON = '15 * * * *';

  /** How often the worker writes a signed checkpoint of the audit trail's end to the object storage (minutes). */
  @Type(() => Number) @IsInt() @Min(1) @Max(1440)
  AUDIT_CHECKPOINT_MINUTES = 5;

  /** The hour of the company's own day (0-23, its time zone) from which its due-list e-mail goes out. */
  @Type(() => Number) @IsInt() @Min(0) @Max(23)
  DUE_LIST_HOUR = 8;

  /**
   * The hour of the location's day (0-23) from which an employee's Section 1 reminders go out; none
   * after 20:59 (libs/domain section1-reminders.ts).
   */
  @Type(() => Number) @IsInt() @Min(0) @Max(20)
  SECTION1_REMINDER_HOUR = 9;

  /** When the worker looks for Section 1 reminders to send (cron, UTC); hourly, as each location's morning comes. */
  @IsString() @Matches(/^(\S+\s+){4}\S+$/, { message: 'must be a five-field cron pattern' })
  SECTION1_REMINDER_CRON = '30 * * * *';

  /** A record younger than this is left to the job its request queued. */
  @Type(() => Number) @IsInt() @Min(0)
  SWEEP_GRACE_SECONDS = 30;

  /**
   * A job whose worker stops renewing its lock (the process died) is handed to another worker
   * after about this long.
   */
  @Type(() => Number) @IsInt() @Min(1000)
  JOB_LOCK_MS = 30000;

  /** The port of the worker's Prometheus endpoint (GET /metrics) and its /health/live and /health/ready; unset: none. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(65535)
  WORKER_METRICS_PORT?: number;
}

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  return loadValidatedConfig(WorkerConfig, env);
}
