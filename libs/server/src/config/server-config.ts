// class-transformer's @Type reads decorator metadata: loaded here, not left to whichever file imports this first.
import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';
import { RECEIPT_VALIDITY_DAYS } from '@clearhire/domain';

/**
 * The settings the API and the worker share: where the data lives and how it is encrypted.
 * Each process extends this with its own variables; `.env.example` documents every one.
 */
export class ServerConfig {
  @IsString() @Matches(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/clearhire';

  @IsString() @Matches(/^rediss?:\/\//, { message: 'must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key, so that several instances (or test runs) can share one Redis. */
  @IsString()
  REDIS_PREFIX = 'clearhire:';

  /**
   * Data-encryption keys as `id:base64key` pairs separated by commas; the first encrypts, all
   * decrypt (so keys can rotate). Each key is 32 random bytes.
   */
  @IsString() @Matches(/^[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/=]{43,44}(,[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/=]{43,44})*$/, {
    message: 'must be id:base64key pairs separated by commas (32-byte keys)',
  })
  ENCRYPTION_KEYS!: string;

  /** HMAC key (base64, 32 bytes) for blind indexes of SSNs. */
  @IsString() @Matches(/^[A-Za-z0-9+/=]{43,44}$/, { message: 'must be 32 bytes in base64' })
  BLIND_INDEX_KEY!: string;

  /** filesystem (default: STORAGE_DIR) or s3 (MinIO or any S3-protocol store: the S3_ variables). */
  @IsIn(['filesystem', 's3'])
  STORAGE_DRIVER: 'filesystem' | 's3' = 'filesystem';

  @IsString()
  STORAGE_DIR = 'var/storage';

  @ValidateIf((c: ServerConfig) => c.STORAGE_DRIVER === 's3') @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @ValidateIf((c: ServerConfig) => c.STORAGE_DRIVER === 's3') @IsString() @MinLength(1)
  S3_ACCESS_KEY?: string;

  @ValidateIf((c: ServerConfig) => c.STORAGE_DRIVER === 's3') @IsString() @MinLength(1)
  S3_SECRET_KEY?: string;

  @ValidateIf((c: ServerConfig) => c.STORAGE_DRIVER === 's3') @IsString() @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a valid bucket name' })
  S3_BUCKET?: string;

  @IsOptional() @IsString()
  S3_REGION?: string;

  /**
   * How many days from the first day of employment a Form I-9 receipt (a replacement receipt, the
   * refugee I-94) stands in for the document. The regulation's figure is not confirmed
   * (docs/compliance.md §4.6); the default is the shortest period cited, and it can only be shortened.
   */
  @Type(() => Number) @IsInt() @Min(1) @Max(RECEIPT_VALIDITY_DAYS)
  I9_RECEIPT_VALIDITY_DAYS = RECEIPT_VALIDITY_DAYS;

  /**
   * The key of the audit trail's HMAC chain and of its signed checkpoints: 32 bytes in base64. It is
   * never written to the database, so whoever can write there cannot forge a consistent trail.
   */
  @IsString() @Matches(/^[A-Za-z0-9+/=]{43,44}$/, { message: 'must be 32 bytes in base64' })
  AUDIT_KEY!: string;

  /**
   * Which E-Verify gateway driver cases go through. 'test-mode', the only driver built in, behaves
   * like the service (asynchronous results, real-looking case numbers, outcomes chosen by the
   * employee's last name) and labels everything it touches as test mode. The client for the real
   * E-Verify Web Services plugs in here once an enrolled employer agent holds its interface document.
   */
  @IsIn(['test-mode'], { message: "must be 'test-mode' (the real E-Verify client is not configured in this build)" })
  EVERIFY_DRIVER = 'test-mode' as const;

  /** How often the worker asks E-Verify about each case waiting on a result. */
  @Type(() => Number) @IsInt() @Min(1) @Max(3600)
  EVERIFY_POLL_SECONDS = 30;

  /** Test mode: seconds before each result E-Verify would give arrives (0 in tests). */
  @Type(() => Number) @IsInt() @Min(0) @Max(3600)
  EVERIFY_TEST_DELAY_SECONDS = 5;

  /**
   * Hosts (`host` or `host:port`, comma-separated) webhooks may reach although they resolve to a
   * loopback or private address, over plain http too: for development and tests only. Unset in
   * production, where every endpoint must be https on a public address (docs/architecture.md "Webhooks").
   */
  @IsOptional() @IsString() @Matches(/^\s*([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?\s*(,\s*([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?\s*)*$/, {
    message: 'must be a comma-separated list of host or host:port',
  })
  WEBHOOK_ALLOWED_HOSTS?: string;

  @IsIn(['error', 'warn', 'log', 'debug'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' = 'log';

  // Texts to employees (libs/server/src/sms). 'outbox' (the default) writes each text as a JSON file
  // to SMS_OUTBOX_DIR and sends nothing; 'twilio' sends through Twilio's Messages API (or any API of
  // its shape at TWILIO_BASE_URL), and the API then checks the signature of STOP/HELP replies.

  /** When set, the metrics port asks for `Authorization: Bearer <METRICS_TOKEN>` on every call. */
  @IsOptional() @IsString() @MinLength(16, { message: 'must be at least 16 characters' })
  METRICS_TOKEN?: string;
  @IsIn(['outbox', 'twilio'], { message: "must be 'outbox' or 'twilio'" })
  SMS_PROVIDER: 'outbox' | 'twilio' = 'outbox';

  @IsString()
  SMS_OUTBOX_DIR = 'var/sms-outbox';

  @ValidateIf((c: ServerConfig) => c.SMS_PROVIDER === 'twilio') @IsString() @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'must be a Twilio Account SID (AC and 32 hexadecimal digits)' })
  TWILIO_ACCOUNT_SID?: string;

  @ValidateIf((c: ServerConfig) => c.SMS_PROVIDER === 'twilio') @IsString() @MinLength(16, { message: 'must be the account auth token' })
  TWILIO_AUTH_TOKEN?: string;

  /** The sending number (E.164); or TWILIO_MESSAGING_SERVICE_SID. One of the two is required with Twilio. */
  @ValidateIf((c: ServerConfig) => c.SMS_PROVIDER === 'twilio' && !c.TWILIO_MESSAGING_SERVICE_SID)
  @IsString({ message: 'or TWILIO_MESSAGING_SERVICE_SID must be set' }) @Matches(/^\+[1-9]\d{7,14}$/, { message: 'must be a number in E.164 form (+15551234567)' })
  TWILIO_FROM?: string;

  @IsOptional() @IsString() @Matches(/^MG[0-9a-fA-F]{32}$/, { message: 'must be a Messaging Service SID (MG and 32 hexadecimal digits)' })
  TWILIO_MESSAGING_SERVICE_SID?: string;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  TWILIO_BASE_URL = 'https://api.twilio.com';

  /**
   * The address the metrics port (METRICS_PORT, WORKER_METRICS_PORT) listens on: loopback by default,
   * so only this machine can scrape; 0.0.0.0 in a container that Prometheus reaches over its network.
   * Public address of the portal (the API serves it): links in e-mails, texts and the calendar feed,
   * and the address Twilio signs its replies' webhook with ({APP_URL}/api/sms/inbound).
   */
  @IsString() @Matches(/^[0-9a-fA-F.:]+$|^localhost$/, { message: 'must be an IP address or localhost' })
  METRICS_HOST = '127.0.0.1';
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  APP_URL = 'http://localhost:3000';
}

export class ConfigError extends Error {}

/** Validates the environment into a config class; a bad value stops the process naming the variable, never its value. */
export function loadValidatedConfig<T extends object>(cls: new () => T, env: Record<string, string | undefined>): T {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = plainToInstance(cls, defined, { exposeDefaultValues: true, excludeExtraneousValues: false });
  const errors = validateSync(config, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const why = Object.values(e.constraints ?? {}).join('; ');
      return `  ${e.property}: ${e.value === undefined ? 'is not set' : why}`;
    });
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  return config;
}
