import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '../src/app/create-app';
import { TestContext } from './support/test-app';

describe('the portal API client', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('was generated from the current OpenAPI document (run `npm run api:client` after changing the API)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../portal/src/api/openapi.json'), 'utf8'));
    expect(JSON.parse(JSON.stringify(openApiDocument(ctx.app)))).toEqual(committed);
  });
});
