import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The applicant's form paths (a pre-screening link may name a location), which get forms.html (its own entry) instead of the portal's shell. */
const FORM_PATH = /^\/(?:prescreening\/[^/]+(?:\/[^/]+)?|i9\/[^/]+|reverify\/[^/]+)\/?(\?.*)?$/;

/** During development, Vite answers the form paths with forms.html, as the API does in production. */
function formsPage(): Plugin {
  return {
    name: 'clearhire-forms-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && FORM_PATH.test(req.url)) req.url = '/forms.html';
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  cacheDir: here('../../node_modules/.vite/apps/portal'),
  plugins: [react(), formsPage()],
  resolve: {
    alias: {
      '@clearhire/contracts': here('../../libs/contracts/src/index.ts'),
      '@clearhire/domain': here('../../libs/domain/src/index.ts'),
    },
  },
  server: {
    port: 4200,
    host: '127.0.0.1',
    // During development the API runs beside Vite: `npm start` in one terminal, `npx nx serve portal` in another.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { port: 4300, host: '127.0.0.1' },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/prerender.tsx`: the module tools/prerender.mjs runs in Node to write the
        // static pages' HTML. A step of the build, never served.
        outDir: here('../../tmp/portal-prerender'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/\/libs\/(domain|contracts)\//.test(id) } },
      }
    : {
    outDir: here('../../dist/apps/portal'),
    emptyOutDir: true,
    reportCompressedSize: true,
    // Vite's manifest lets tools/bundle-report.mjs count what each public route loads, and
    // tools/prerender.mjs find each prerendered page's chunk and stylesheets.
    manifest: true,
    rollupOptions: {
      // Two pages: the portal (site, account pages, dashboard) and the applicant's forms, which load
      // neither the router nor Redux.
      input: { index: here('index.html'), forms: here('forms.html') },
      // The shared libraries are plain functions and data with no side effects on import: let
      // the bundler drop what a page does not use (holiday tables, picklists of other forms).
      treeshake: { moduleSideEffects: (id: string) => !/\/libs\/(domain|contracts)\//.test(id) },
    },
  },
  test: {
    name: 'portal',
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.{test,spec}.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // A file's first test loads the page's lazy chunks under jsdom; on a busy 2-core machine that alone
    // can pass the 5 s default. A test may wait up to 45 s for what it expects to see (test-setup.ts).
    testTimeout: 90_000,
    // Hooks that import a page ahead of its test compile it too.
    hookTimeout: 90_000,
    reporters: ['default'],
  },
}));
