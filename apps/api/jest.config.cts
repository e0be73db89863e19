// Unit tests: next to the code, no database.
module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  coverageDirectory: '../../coverage/apps/api',
};
