// node --test tools/**/*.test.mjs: the rules of tools/check-module-dependencies.mjs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moduleCycles, moduleImports, moduleOf } from './module-graph.mjs';

describe('moduleImports', () => {
  it("names the other module folders a file imports, by relative path, with the import's line", () => {
    const text = `import { A } from '../employees/employees.repository';\nimport { B } from './own';\nimport type { C } from '../../common/auth/scope';\nimport { D } from '@clearhire/db';\nexport { E } from '../files/file-type';`;
    assert.deepEqual(moduleImports('apps/api/src/modules/everify/everify.service.ts', text), [
      { to: 'employees', line: 1 },
      { to: 'files', line: 5 },
    ]);
  });

  it('knows a module folder by its path', () => {
    assert.equal(moduleOf('apps/api/src/modules/i9/i9.service.ts'), 'i9');
    assert.equal(moduleOf('apps/api/src/common/auth/scope.ts'), null);
  });
});

describe('moduleCycles', () => {
  const graph = (pairs) => {
    const edges = new Map();
    for (const [from, to] of pairs) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    return edges;
  };

  it('finds a two-way dependency once, and a longer circle', () => {
    assert.deepEqual(moduleCycles(graph([['employees', 'everify'], ['everify', 'employees'], ['i9', 'employees']])), [['employees', 'everify', 'employees']]);
    assert.deepEqual(moduleCycles(graph([['a', 'b'], ['b', 'c'], ['c', 'a']])), [['a', 'b', 'c', 'a']]);
  });

  it('finds none in a graph that only goes down', () => {
    assert.deepEqual(moduleCycles(graph([['accounts', 'companies'], ['accounts', 'users'], ['companies', 'users'], ['i9', 'employees']])), []);
  });
});
