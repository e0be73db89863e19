// The API's integration runner over the worker's tests (its <rootDir> paths now name this folder):
// the real worker beside the real HTTP app, on the fresh database the API's global setup makes.
const api = require('../api/jest.integration.config.cts');

module.exports = {
  ...api,
  displayName: 'worker-integration',
  globalSetup: '<rootDir>/../api/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/../api/test/support/global-teardown.ts',
};
