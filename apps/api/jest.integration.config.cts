// Integration tests: the real HTTP app on a fresh PostgreSQL database per run and the real Redis.
module.exports = {
  displayName: 'api-integration',
  preset: '../../jest.preset.js',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
};
