const nxPreset = require('@nx/jest/preset').default;

// What every Node project's tests share: TypeScript through ts-jest with the project's own
// tsconfig.spec.json. A project's jest config then names only itself (and its test files).
module.exports = {
  ...nxPreset,
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'html'],
};
