const nodeAppConfig = require('../../tools/webpack/node-app.cjs');

module.exports = nodeAppConfig('api', { assets: ['./src/assets'] });
