import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { createValidationPipe } from '../common/validation/validation-pipe';
import { AppModule } from './app.module';
import { readPortalBuild, servePortal } from './serve-portal';
import { contentSecurityPolicy } from './content-security-policy';
import { securityHeaders } from './security-headers';
import { openApiDocument } from './openapi-document';
import { prescreeningFraming } from './prescreening-framing';
import { FrameAncestors } from '../modules/companies/frame-ancestors';

export { openApiDocument };

const LOG_LEVELS: Record<AppConfig['LOG_LEVEL'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

/** The configured HTTP application, not yet listening: used by main.ts and by the tests alike. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: LOG_LEVELS[config.LOG_LEVEL],
  });
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
          portal?.inlineStyleHashes ?? [],
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
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
