module.exports = {
  displayName: 'storage',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/storage',
};
