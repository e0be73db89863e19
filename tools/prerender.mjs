#!/usr/bin/env node
// The portal build's last HTML step, after `vite build` (the browser's files) and
// `vite build --ssr src/prerender.tsx` (tmp/portal-prerender/prerender.mjs):
//
// 1. The stylesheets an HTML page links at start (the shared base styles, the portal's or the forms'
//    layout) are inlined as <style> in index.html and forms.html, so the first paint waits for no
//    stylesheet. Each <style> is followed by its <link rel="stylesheet" disabled>: a disabled link is
//    not fetched (HTML standard), and Vite's chunk loader, which adds a lazy chunk's stylesheets, sees
//    it and does not fetch the file again. The API allows these <style> elements by their SHA-256
//    in its Content-Security-Policy (apps/api/src/app/serve-portal.ts).
// 2. The public site's static pages (src/prerender.tsx: the marketing and legal pages) are rendered
//    by React into index.html's <div id="root"> with their title, their chunk preloaded and their
//    stylesheets inlined the same way, as dist/apps/portal/prerendered/<path>/index.html. The API
//    answers those paths with them; main.tsx hydrates them.
// 3. A prerendered page does not name its module scripts in its HTML: apps/portal/boot/start-after-first-paint.js,
//    inlined in its <head>, adds them (the entry and the chunks to preload, from its data attributes)
//    once the browser has painted the page, so their evaluation and the hydration never hold back the
//    first paint. Inline, not a file: nothing but the HTML is fetched before that paint (Lighthouse
//    counts every request made before the largest paint as holding it back, a deferred script too).
//    The API allows the script by its SHA-256, as the styles. The empty shells (index.html for the
//    account pages and dashboard, forms.html) keep their module script: they show nothing before it runs.
//    The favicon is inlined in every page as a data: URL for the same reason.
// 4. Each applicant's form (src/prerender.tsx: FORM_PAGE_MODULES) gets its copy of forms.html,
//    forms/<page>.html, which preloads the form page's chunk and inlines its stylesheets as a
//    prerendered page does: they load beside the forms' entry, not once it has run.
// 5. The pre-screening and the I-9 also get one copy per language, forms/<page>.<language>.html, that
//    carries the form's first screen (src/public-forms/FormFirstScreen.tsx) in <div id="first-screen">
//    before the empty root: painted before any script runs, it stays until the page has read its link
//    and drawn its own screen, and its scripts start after the first paint as in 3. The API picks the
//    language (apps/api/src/app/serve-portal.ts).
import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minifySync } from 'rolldown/utils';

const root = process.cwd();
const dist = join(root, 'dist/apps/portal');
const PRERENDERED_DIR = 'prerendered';
/** Where each applicant's form gets its copy of forms.html: forms/<page>.html (apps/api/src/app/serve-portal.ts). */
const FORMS_DIR = 'forms';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { PRERENDERED_PAGES, FORM_PAGE_MODULES, FIRST_SCREEN_FORMS, LANGUAGES, render, renderFormFirstScreen } = await import(pathToFileURL(join(root, 'tmp/portal-prerender/prerender.mjs')).href);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stylesheet inlined, and its link kept, disabled, for Vite's loader. */
function inlineStyle(href) {
  const css = readFileSync(join(dist, href), 'utf8').trim();
  if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/** Every <link rel="stylesheet"> of the page, inlined. */
const inlineStylesheets = (html) =>
  html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (_link, href) => inlineStyle(href));

// Minified with Vite's own minifier: the script counts in the public site's budget (tools/bundle-report.mjs).
const minified = minifySync('start-after-first-paint.js', readFileSync(join(root, 'apps/portal/boot/start-after-first-paint.js'), 'utf8'));
if (minified.errors.length) throw new Error(`start-after-first-paint.js: ${minified.errors.map((e) => e.message).join('; ')}`);
const bootSource = minified.code.trim();
if (bootSource.includes('</script')) throw new Error('start-after-first-paint.js cannot be inlined');
// Kept beside the manifest for tools/bundle-report.mjs, which counts it in the pages' budget; not served.
const bootRecord = '.vite/start-after-first-paint.js';
writeFileSync(join(dist, bootRecord), bootSource);

/** The favicon, as a data: URL (the Content-Security-Policy allows data: images). */
const faviconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
const favicon = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(dist, 'favicon.svg'), 'utf8').trim())}`;
const inlineFavicon = (html) => {
  if (!html.includes(faviconLink)) throw new Error('the shell does not link /favicon.svg as this script expects');
  return html.replace(faviconLink, () => `<link rel="icon" href="${escapeHtml(favicon)}" type="image/svg+xml" />`);
};

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page's module script and preloads, handed to the boot script that adds them after the first paint. */
function startAfterFirstPaint(html) {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
  if (entries.length !== 1) throw new Error(`a prerendered page has ${entries.length} module scripts, not one`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const boot = `<script data-entry="${escapeHtml(entries[0])}" data-preload="${escapeHtml(preloads.join(' '))}">${bootSource}</script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', () => `${boot}</head>`);
}

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

/**
 * A lazy page's chunk and what it imports beyond its entry, preloaded, and their stylesheets inlined:
 * fetched beside the entry, not after it.
 */
function pageChunks(module, entry) {
  const chunks = [...closure(module, new Set(entry))].filter((key) => !entry.has(key));
  const preloads = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
  const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].map((file) => inlineStyle(`/${file}`));
  return [...preloads, ...styles].join('');
}

for (const name of ['index.html', 'forms.html']) {
  const path = join(dist, name);
  writeFileSync(path, inlineFavicon(inlineStylesheets(readFileSync(path, 'utf8'))));
}

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = closure('index.html');
if (!shell.includes('<div id="root"></div>') || !shell.includes('<title>ClearHire</title>')) throw new Error('index.html is not the shell this script fills');
rmSync(join(dist, PRERENDERED_DIR), { recursive: true, force: true });
for (const { path, module } of PRERENDERED_PAGES) {
  if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} (${path}) is not a lazy chunk of the build`);
  const { html, title } = await render(path);
  // All text in place: no fallback left for an inline script to replace.
  if (/<script|<template|<!--\$[?!]-->/.test(html)) throw new Error(`${path} prerendered with a pending part`);
  const page = shell
    .replace('<title>ClearHire</title>', () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${pageChunks(module, entry)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  const file = join(dist, PRERENDERED_DIR, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, startAfterFirstPaint(page));
}
const formsShell = readFileSync(join(dist, 'forms.html'), 'utf8');
if (!formsShell.includes('<div id="root"></div>') || !formsShell.includes('<title>ClearHire</title>') || !formsShell.includes('<html lang="en">')) throw new Error('forms.html is not the shell this script fills');
const formsEntry = closure('forms.html');
rmSync(join(dist, FORMS_DIR), { recursive: true, force: true });
mkdirSync(join(dist, FORMS_DIR));
for (const [page, module] of Object.entries(FORM_PAGE_MODULES)) {
  if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} (${page}) is not a lazy chunk of the build`);
  const formPage = formsShell.replace('</head>', () => `${pageChunks(module, formsEntry)}</head>`);
  writeFileSync(join(dist, FORMS_DIR, `${page}.html`), formPage);
  if (!FIRST_SCREEN_FORMS.includes(page)) continue;
  for (const language of LANGUAGES) {
    const { html, title } = await renderFormFirstScreen(page, language);
    if (/<script|<template|<!--\$/.test(html)) throw new Error(`${page}'s first screen (${language}) prerendered with a pending part`);
    const withScreen = formPage
      .replace('<html lang="en">', () => `<html lang="${language}">`)
      .replace('<title>ClearHire</title>', () => `<title>${escapeHtml(title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="first-screen">${html}</div><div id="root"></div>`);
    // Its scripts, as a prerendered page's, start once the first screen is painted (the link's read,
    // preloaded by the API's Link header, does not wait for them).
    writeFileSync(join(dist, FORMS_DIR, `${page}.${language}.html`), startAfterFirstPaint(withScreen));
  }
}

// For tools/bundle-report.mjs, which counts the start script in the budget of the pages that load it.
const firstScreenModules = FIRST_SCREEN_FORMS.map((page) => FORM_PAGE_MODULES[page]);
writeFileSync(join(dist, '.vite/prerendered.json'), JSON.stringify({ startScript: bootRecord, modules: [...PRERENDERED_PAGES.map((page) => page.module), ...firstScreenModules] }, null, 2));
console.log(`Prerendered ${PRERENDERED_PAGES.length} pages into ${PRERENDERED_DIR}/, their scripts started after the first paint by an inline script; stylesheets inlined in index.html and forms.html; ${FORMS_DIR}/<page>.html for ${Object.keys(FORM_PAGE_MODULES).join(', ')}, with their first screen in ${LANGUAGES.join(' and ')} for ${FIRST_SCREEN_FORMS.join(', ')}.`);
