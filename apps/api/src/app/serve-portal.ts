import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

/** The copies tools/precompress.mjs wrote at build time, brotli first when the browser takes both. */
const PRECOMPRESSED: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false };

/** The applicant's form paths, answered with forms.html (their own entry: no router, no Redux). */
const FORM_PATH = /^\/(prescreening|i9|reverify)\/[^/]+\/?$/;

/**
 * In production the API serves the built portal (dist/apps/portal) at `/`: hashed assets with a
 * long cache life, each sent as its brotli or gzip copy when the browser accepts one; forms.html
 * for an applicant's form, and index.html for every other non-API path without a file extension,
 * so the portal's router takes over. A missing file (an unknown asset, /sitemap.xml) is a 404, never the HTML shell.
 * Returns false when no build is there (the API alone still works; `npm start` builds the portal).
 */
export function servePortal(app: NestExpressApplication, portalDir: string): boolean {
  const dir = resolve(portalDir);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const forms = existsSync(join(dir, 'forms.html')) ? join(dir, 'forms.html') : index;
  app.use('/assets/', expressStaticGzip(join(dir, 'assets'), { ...PRECOMPRESSED, serveStatic: { immutable: true, maxAge: '365d', index: false } }));
  app.use(expressStaticGzip(dir, { ...PRECOMPRESSED, serveStatic: { maxAge: '1h', index: false } }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A missing file is a 404, not the HTML shell (a browser would try to run a bundle as script,
    // a crawler would read a robots or sitemap file as a page).
    if (req.path.startsWith('/assets/') || extname(req.path) !== '') return void res.status(404).type('text/plain').send('Not found');
    // The shell changes with every release: never cache it.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(FORM_PATH.test(req.path) ? forms : index);
  });
  return true;
}
