import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { formLanguage } from './form-language';

/** The copies tools/precompress.mjs wrote at build time, brotli first when the browser takes both. */
const PRECOMPRESSED: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false };

/** Where tools/prerender.mjs writes the public site's static pages: prerendered/<path>/index.html. */
const PRERENDERED_DIR = 'prerendered';

/** Where tools/prerender.mjs writes each applicant's form's copy of forms.html: forms/<page>.html. */
const FORMS_DIR = 'forms';

/**
 * The applicant's form paths, answered with forms.html (their own entry: no router, no Redux): a
 * pre-screening link may name a location after the company (/prescreening/{linkId}/{locationKey}).
 */
const FORM_PATH = /^\/(?:prescreening\/[^/]+(?:\/[^/]+)?|i9\/[^/]+|reverify\/[^/]+)\/?$/;

/** A form path's parts: the form (as forms/<page>.html names it), its link's key, a location's key. */
const FORM_PATH_PARTS = /^\/(prescreening|i9|reverify)\/([^/]+)(?:\/([^/]+))?\/?$/;

/** A key that reads the same in the path, in the page's fetch (encodeURIComponent) and in a Link header. */
const PLAIN_SEGMENT = /^[\w.~-]+$/;

/** The API read a form page makes first (public-forms/api/forms-api.ts), for the form path it opens. */
export function formFirstRead(path: string): string | null {
  const parts = FORM_PATH.test(path) ? FORM_PATH_PARTS.exec(path) : null;
  if (!parts) return null;
  const [, page, key, locationKey] = parts;
  if (!PLAIN_SEGMENT.test(key) || (locationKey !== undefined && !PLAIN_SEGMENT.test(locationKey))) return null;
  if (page === 'prescreening') return locationKey === undefined ? `/api/forms/prescreening/${key}` : `/api/forms/prescreening/${key}/${locationKey}`;
  return page === 'i9' ? `/api/forms/i9/${key}` : `/api/forms/reverification/${key}`;
}

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** HEAD is GET without the body (RFC 9110): monitors and `curl -I` must see what a browser gets. */
const isRead = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** The built portal, read once at boot. */
export interface PortalBuild {
  dir: string;
  /** Path of a prerendered page ("/about") → its file under dir ("/prerendered/about/index.html"). */
  pages: Map<string, string>;
  /** The shell of the applicant's forms, when the build has one. */
  formsShell: string | null;
  /**
   * A form's own copy of that shell, which preloads the form's chunk ("i9" → "/forms/i9.html"), and,
   * for a form whose first screen the HTML carries, one per language ("i9.es" → "/forms/i9.es.html").
   */
  formShells: Map<string, string>;
  /** SHA-256 (base64) of every inline <style> of the HTML files served, for the Content-Security-Policy. */
  inlineStyleHashes: string[];
  /** SHA-256 (base64) of every inline <script> of the HTML files served (the prerendered pages' start script). */
  inlineScriptHashes: string[];
}

/** An inline element's text: a <style>, or a <script> without a src. */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Returns null when no build is there (the API alone still works; `npm start` builds the portal). */
export function readPortalBuild(portalDir: string): PortalBuild | null {
  const dir = resolve(portalDir);
  if (!existsSync(join(dir, 'index.html'))) return null;
  const pages = new Map<string, string>();
  const prerendered = join(dir, PRERENDERED_DIR);
  for (const file of existsSync(prerendered) ? htmlFiles(prerendered) : []) {
    const path = relative(prerendered, file).split(sep).slice(0, -1).join('/');
    pages.set(`/${path}`, `/${relative(dir, file).split(sep).join('/')}`);
  }
  const formShells = new Map<string, string>();
  const forms = join(dir, FORMS_DIR);
  for (const file of existsSync(forms) ? htmlFiles(forms) : []) formShells.set(basename(file, '.html'), `/${FORMS_DIR}/${basename(file)}`);
  const shells = ['index.html', 'forms.html'].map((name) => join(dir, name)).filter((file) => existsSync(file));
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
  for (const file of [...shells, ...(existsSync(prerendered) ? htmlFiles(prerendered) : []), ...(existsSync(forms) ? htmlFiles(forms) : [])]) {
    const html = readFileSync(file, 'utf8');
    for (const [, css] of html.matchAll(INLINE_STYLE)) styles.add(sha256(css));
    for (const [, script] of html.matchAll(INLINE_SCRIPT)) scripts.add(sha256(script));
  }
  return {
    dir,
    pages,
    formsShell: existsSync(join(dir, 'forms.html')) ? '/forms.html' : null,
    formShells,
    inlineStyleHashes: [...styles].sort(),
    inlineScriptHashes: [...scripts].sort(),
  };
}

/**
 * In production the API serves the built portal (dist/apps/portal) at `/`: hashed assets with a
 * long cache life, each sent as its brotli or gzip copy when the browser accepts one. Every other
 * non-API path without a file extension gets HTML, never cached, precompressed too: a marketing or
 * legal page its prerendered HTML (tools/prerender.mjs), an applicant's form forms.html, anything
 * else index.html, whose router takes over. A missing file (an unknown asset, /sitemap.xml) is a
 * 404, never the HTML shell. HEAD gets what GET gets, without the body.
 */
export function servePortal(app: NestExpressApplication, portal: PortalBuild): void {
  const { dir, pages, formsShell, formShells } = portal;
  app.use('/assets/', expressStaticGzip(join(dir, 'assets'), { ...PRECOMPRESSED, serveStatic: { immutable: true, maxAge: '365d', index: false } }));
  // Not for API calls: the file lookup (a stat in the thread pool) would cost every call for nothing.
  const files = expressStaticGzip(dir, { ...PRECOMPRESSED, serveStatic: { maxAge: '1h', index: false } });
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
  // The HTML changes with every release: never cached.
  const html = expressStaticGzip(dir, { ...PRECOMPRESSED, serveStatic: { cacheControl: false, index: false } });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req.method) || isApiPath(req.path)) return next();
    // A missing file is a 404, not the HTML shell (a browser would try to run a bundle as script,
    // a crawler would read a robots or sitemap file as a page).
    if (req.path.startsWith('/assets/') || extname(req.path) !== '') return void res.status(404).type('text/plain').send('Not found');
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const form = formsShell && FORM_PATH.test(req.path) ? FORM_PATH_PARTS.exec(req.path) : null;
    const language = form ? formLanguage(req.headers.cookie, req.headers['accept-language']) : null;
    const file = pages.get(path) ?? (form ? (formShells.get(`${form[1]}.${language}`) ?? formShells.get(form[1]) ?? formsShell) : null) ?? '/index.html';
    // A form's first screen is in the visitor's language: a cache must not hand it to another.
    if (form) res.vary('Cookie').vary('Accept-Language');
    // A form's first read, asked for beside its scripts rather than once they have run: the page's
    // own fetch then takes the preloaded answer (same URL, mode and credentials).
    const firstRead = form && formFirstRead(req.path);
    if (firstRead) res.setHeader('Link', `<${firstRead}>; rel=preload; as=fetch; crossorigin`);
    res.setHeader('Cache-Control', 'no-cache');
    req.url = file;
    html(req, res, () => res.sendFile(join(dir, file)));
  });
}
