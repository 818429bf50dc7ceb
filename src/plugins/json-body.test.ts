import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';

describe('JSON bodies', () => {
  let ctx: TestContext;
  let account: TestAccount;

  beforeAll(async () => {
    ctx = await createTestContext();
    account = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  it('treats an empty body sent as JSON as no body, as clients do on DELETE', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/keys', headers: account.headers, payload: { name: 'temp' } });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/keys/${created.json().data.id}`,
      headers: { ...account.headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('still rejects malformed JSON with 400 BAD_REQUEST and a required body with 422', async () => {
    const headers = { ...account.headers, 'content-type': 'application/json' };
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/v1/keys', headers, payload: '{"name": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: expect.stringContaining('Malformed JSON'),
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/keys', headers, payload: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a NUL character in the query string with 422, before it reaches the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands?domain=%00', headers: account.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: expect.stringContaining('domain'), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
  });

  it('refuses prototype pollution attempts', async () => {
    const headers = { ...account.headers, 'content-type': 'application/json' };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/keys',
      headers,
      payload: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});
