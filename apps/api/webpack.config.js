// Build configuration shared by the two Node entries (not runtime code): the boundary rule does not apply.
// eslint-disable-next-line @nx/enforce-module-boundaries
const nodeAppConfig = require('../../tools/webpack/node-app.cjs');

module.exports = nodeAppConfig('api', { assets: ['./src/assets'] });
