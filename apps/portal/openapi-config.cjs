// RTK Query code generation from the API's OpenAPI document (`npm run api:client`).
// Two files, so that a phone opening a public form does not download the dashboard's client:
// the calls open to anyone (no security requirement in the document) go to public-client.ts, which
// the public site and forms import; every other call goes to generated.ts, for the dashboard.

/** @type {import('@rtk-query/codegen-openapi').EndpointMatcherFunction} */
const isPublic = (_name, { operation }) => !operation.security || operation.security.length === 0;

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './src/api/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  outputFiles: {
    './src/api/public-client.ts': { filterEndpoints: isPublic, exportName: 'publicApi' },
    './src/api/generated.ts': { filterEndpoints: (name, definition) => !isPublic(name, definition), exportName: 'clearhireApi' },
  },
};
