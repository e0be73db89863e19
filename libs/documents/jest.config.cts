module.exports = {
  displayName: 'documents',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/documents',
};
