// Integration tests: the real HTTP app on a fresh PostgreSQL database per run and the real Redis.
const { join } = require('node:path');

module.exports = {
  displayName: 'api-integration',
  preset: '../../jest.preset.js',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // By path, not <rootDir>: the worker's runner reuses this config from its own folder.
  setupFiles: [join(__dirname, 'test/support/queue-namespace.ts')],
  testTimeout: 30000,
};
