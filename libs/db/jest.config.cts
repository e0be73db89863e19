module.exports = {
  displayName: 'db',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/db',
};
