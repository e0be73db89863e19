import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

/**
 * Every environment variable the API reads, validated once at boot. A bad value stops the
 * process with a message naming the variable (never its value: several are secrets).
 * `.env.example` documents each one.
 */
export class AppConfig {
  @Type(() => Number) @IsInt() @Min(1) @Max(65535)
  PORT = 3000;

  @IsString() @Matches(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/clearhire';

  @IsString() @Matches(/^rediss?:\/\//, { message: 'must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key, so that several instances (or test runs) can share one Redis. */
  @IsString()
  REDIS_PREFIX = 'clearhire:';

  /** HS256 signing secret for session tokens. */
  @IsString() @MinLength(32, { message: 'must be at least 32 characters' })
  JWT_SECRET!: string;

  @IsString() @Matches(/^\d+[smhd]$/, { message: 'must look like 12h, 30m or 3600s' })
  JWT_TTL = '12h';

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

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3') @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3') @IsString() @MinLength(1)
  S3_ACCESS_KEY?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3') @IsString() @MinLength(1)
  S3_SECRET_KEY?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3') @IsString() @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a valid bucket name' })
  S3_BUCKET?: string;

  @IsOptional() @IsString()
  S3_REGION?: string;

  /** Requests each IP may make to one public endpoint within the window. */
  @Type(() => Number) @IsInt() @Min(1)
  PUBLIC_RATE_LIMIT = 20;

  @Type(() => Number) @IsInt() @Min(1)
  PUBLIC_RATE_WINDOW_SECONDS = 60;

  /** Failed logins per e-mail address before it is locked for the window. */
  @Type(() => Number) @IsInt() @Min(1)
  LOGIN_FAILURE_LIMIT = 10;

  @Type(() => Number) @IsInt() @Min(1)
  LOGIN_FAILURE_WINDOW_SECONDS = 900;

  /** reCAPTCHA is verified only when a secret is configured. */
  @IsOptional() @IsString()
  RECAPTCHA_SECRET?: string;

  @IsUrl({ require_tld: false })
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  /** Behind a reverse proxy, trust X-Forwarded-For so rate limits and audit see the client's IP. */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  TRUST_PROXY = false;

  @IsString() @Matches(/^\d+(kb|mb)$/, { message: 'must look like 100kb or 1mb' })
  JSON_BODY_LIMIT = '100kb';

  @IsIn(['error', 'warn', 'log', 'debug'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' = 'log';
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true, excludeExtraneousValues: false });
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
