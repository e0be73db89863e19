import { urlencoded } from 'express';
import { NestFactory } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { createRequestLogger, createServiceLogger, PinoNestLogger, standardOutput } from '@clearhire/server';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { createValidationPipe } from '../common/validation/validation-pipe';
import { AppModule } from './app.module';
import { readPortalBuild, servePortal } from './serve-portal';
import { contentSecurityPolicy } from './content-security-policy';
import { securityHeaders } from './security-headers';
import { openApiDocument } from './openapi-document';
import { HttpMetrics } from '../common/observability/http-metrics';
import { requestObserver } from '../common/observability/request-observer';
import { prescreeningFraming } from './prescreening-framing';
import { FrameAncestors } from '../modules/companies/frame-ancestors';

export { openApiDocument };

export interface AppOptions {
  /** Where the JSON log lines go: stdout (asynchronously) unless a test captures them. */
  logDestination?: DestinationStream;
}

/** The configured HTTP application, not yet listening: used by main.ts and by the tests alike. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestExpressApplication> {
  const destination = options.logDestination ?? standardOutput();
  const logger = createServiceLogger({ service: 'clearhire-api', level: config.LOG_LEVEL, destination });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  // First: every response, the portal's and errors included, carries its request id, is logged once and counted.
  app.use(requestObserver(createRequestLogger({ service: 'clearhire-api', level: config.LOG_LEVEL, destination }), app.get(HttpMetrics)));
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  const portal = config.PORTAL_DIR ? readPortalBuild(config.PORTAL_DIR) : null;
  // Responses are never cached (no-store below), so ETags would only cost a hash per response.
  app.set('etag', false);
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(
          { recaptcha: Boolean(config.VITE_RECAPTCHA_SITE_KEY), places: Boolean(config.VITE_PLACES_API_KEY) },
          { styles: portal?.inlineStyleHashes, scripts: portal?.inlineScriptHashes },
        ),
      },
    }),
  );
  // A company's pre-screening pages may be framed by the origins it allows (its careers page).
  app.use(prescreeningFraming(app.get(FrameAncestors)));
  // Responses carry personal data: no shared or browser cache may keep them.
  app.use('/api', (_req: unknown, res: { setHeader(n: string, v: string): void }, next: () => void) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (portal) servePortal(app, portal);
  app.useBodyParser('json', { limit: config.JSON_BODY_LIMIT, strict: true });
  // The SMS provider posts replies as a form (Twilio's webhook); no other route reads form bodies.
  app.use('/api/sms/inbound', urlencoded({ extended: false, limit: '16kb' }));
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
