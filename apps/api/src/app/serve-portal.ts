import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * In production the API serves the built portal (dist/apps/portal) at `/`: hashed assets with a
 * long cache life, and index.html for every other non-API path so the portal's router takes over.
 * Returns false when no build is there (the API alone still works; `npm start` builds the portal).
 */
export function servePortal(app: NestExpressApplication, portalDir: string): boolean {
  const dir = resolve(portalDir);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  app.useStaticAssets(join(dir, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d', index: false });
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A missing bundle is a 404, not the HTML shell (a browser would try to run it as script).
    if (req.path.startsWith('/assets/')) return void res.status(404).type('text/plain').send('Not found');
    // The shell changes with every release: never cache it.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
