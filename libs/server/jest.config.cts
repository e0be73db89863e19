module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/server',
};
