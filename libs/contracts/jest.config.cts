module.exports = {
  displayName: 'contracts',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/contracts',
};
