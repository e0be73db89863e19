// RTK Query code generation from the API's OpenAPI document (`npm run api:client`).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './src/api/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'clearhireApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
};
