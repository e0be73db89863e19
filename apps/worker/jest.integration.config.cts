// Integration tests: the real worker beside the real HTTP app (the API's test support), on a fresh
// PostgreSQL database per run, made and dropped by the API's global setup and teardown.
module.exports = {
  displayName: 'worker-integration',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/../api/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/../api/test/support/global-teardown.ts',
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js'],
  testTimeout: 30000,
};
