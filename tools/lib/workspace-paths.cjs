// Lets a plain Node process running TypeScript through ts-node (the worker-killed test's child,
// the PDF bench, the TypeORM CLI of the migration commands) resolve the workspace's @clearhire/*
// imports from tsconfig.base.json's paths (what Jest's and webpack's resolvers do in-process).
const Module = require('node:module');
const { join } = require('node:path');
const root = join(__dirname, '../..');
const { paths } = require(join(root, 'tsconfig.base.json')).compilerOptions;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const target = paths[request];
  return resolve.call(this, target ? join(root, target[0]) : request, ...rest);
};
