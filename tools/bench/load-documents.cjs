// Loads libs/documents (TypeScript) into a plain Node process for the PDF bench: ts-node compiles
// on the fly as CommonJS (the spec tsconfig), and the workspace's @clearhire/* path aliases are
// resolved here because ts-node does not apply tsconfig "paths" at run time.
const { join } = require('node:path');

const root = join(__dirname, '../..');
process.env.TS_NODE_TRANSPILE_ONLY = '1';
process.env.TS_NODE_PROJECT = join(root, 'libs/documents/tsconfig.spec.json');

require('../lib/workspace-paths.cjs');

require('ts-node/register');

module.exports = {
  documents: require(join(root, 'libs/documents/src/index.ts')),
  fixtures: require(join(root, 'libs/documents/src/testing/fixtures.ts')),
  format: require(join(root, 'libs/documents/src/format.ts')),
  sections9061: require(join(root, 'libs/documents/src/pdf/form-9061-sections.ts')),
  domain: require(join(root, 'libs/domain/src/index.ts')),
};
