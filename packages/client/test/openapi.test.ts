import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.js';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const DOCUMENT_FILE = path.join(PACKAGE, 'openapi.json');
const TYPES_FILE = path.join(PACKAGE, 'src/schema.ts');
/** `npm run openapi` sets it: the committed files are rewritten from the routes instead of compared. */
const UPDATE = process.env.UPDATE_OPENAPI === '1';

describe('the typed client’s OpenAPI document and types', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('are those the routes export now (npm run openapi rewrites them)', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const documentText = `${JSON.stringify(document, null, 2)}\n`;
    const typesText = COMMENT_HEADER + astToString(await openapiTS(document));
    if (UPDATE) {
      writeFileSync(DOCUMENT_FILE, documentText);
      writeFileSync(TYPES_FILE, typesText);
    }
    const stale = 'out of date with the routes: run `npm run openapi` and commit the result';
    expect(readFileSync(DOCUMENT_FILE, 'utf8') === documentText, `packages/client/openapi.json is ${stale}`).toBe(true);
    expect(readFileSync(TYPES_FILE, 'utf8') === typesText, `packages/client/src/schema.ts is ${stale}`).toBe(true);
  });
});
