module.exports = {
  displayName: 'domain',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/domain',
};
