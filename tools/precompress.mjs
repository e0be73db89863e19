#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
// built portal, once at build time, so the API sends compressed bytes without compressing on each
// request (apps/api/src/app/serve-portal.ts picks the copy the browser accepts). Files under 1 KB
// are left alone: compression would save less than the headers it adds.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist/apps/portal');
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') yield* files(path);
    } else if (TEXT.test(name)) yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  count += 1;
}
console.log(`Precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB as brotli.`);
