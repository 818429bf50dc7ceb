import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';

describe('authentication', () => {
  let ctx: TestContext;
  let agency: TestAccount;

  beforeAll(async () => {
    ctx = await createTestContext();
    agency = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  const brands = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers });

  it('accepts the key in X-API-Key or as a Bearer token', async () => {
    expect((await brands({ 'x-api-key': agency.apiKey })).statusCode).toBe(200);
    expect((await brands({ authorization: `Bearer ${agency.apiKey}` })).statusCode).toBe(200);
    expect((await brands({ authorization: `bearer   ${agency.apiKey}` })).statusCode).toBe(200);
  });

  it('answers 401 MISSING_API_KEY when no key is sent', async () => {
    for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }] as Record<string, string>[]) {
      const response = await brands(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: expect.stringContaining('X-API-Key'),
        code: 'MISSING_API_KEY',
        requestId: expect.any(String),
      });
    }
  });

  it('answers 401 INVALID_API_KEY for malformed and unknown keys', async () => {
    const unknown = `bl_live_${'0'.repeat(32)}`;
    for (const key of ['nope', '', `${agency.apiKey}x`, agency.apiKey.toUpperCase(), unknown]) {
      const response = await brands({ 'x-api-key': key });
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'INVALID_API_KEY', requestId: expect.any(String) });
    }
    expect((await brands({ authorization: 'Bearer ' })).json().code).toBe('INVALID_API_KEY');
  });

  it('lets X-API-Key win over Authorization, even when it is the invalid one', async () => {
    const invalidWins = await brands({ 'x-api-key': 'bl_live_bad', authorization: `Bearer ${agency.apiKey}` });
    expect(invalidWins.statusCode).toBe(401);
    expect(invalidWins.json().code).toBe('INVALID_API_KEY');
    const validWins = await brands({ 'x-api-key': agency.apiKey, authorization: 'Bearer bl_live_bad' });
    expect(validWins.statusCode).toBe(200);
  });

  it('refuses valid keys of accounts below the Agency plan with 403 PLAN_REQUIRED', async () => {
    for (const plan of ['starter', 'pro', 'pro_plus'] as const) {
      const account = await ctx.createAccount({ plan });
      const response = await brands(account.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'API access requires the Agency plan',
        code: 'PLAN_REQUIRED',
        requestId: expect.any(String),
      });
    }
  });

  it('makes an address that keeps failing to authenticate wait, with 429 RATE_LIMITED and Retry-After', async () => {
    // Its own context: the limit is per process and this test spends it.
    const guarded = await createTestContext({ authFailuresPerMinute: 30 });
    try {
      const guess = (key: string) =>
        guarded.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { 'x-api-key': key }, remoteAddress: '203.0.113.7' });
      for (let attempt = 0; attempt < 30; attempt++)
        expect((await guess(`bl_live_${attempt.toString(16).padStart(32, '0')}`)).json().code).toBe('INVALID_API_KEY');
      const blocked = await guess(`bl_live_${'f'.repeat(32)}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(blocked.headers['retry-after']).toBe('60');
      // Another address is not held back.
      const other = await guarded.app.inject({
        method: 'GET',
        url: '/api/v1/brands',
        headers: { 'x-api-key': 'bl_live_bad' },
        remoteAddress: '203.0.113.8',
      });
      expect(other.json().code).toBe('INVALID_API_KEY');
    } finally {
      await guarded.close();
    }
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    const guarded = await createTestContext({ authFailuresPerMinute: 2 });
    try {
      const trusting = await guarded.buildApp({ authFailuresPerMinute: 2, trustProxy: ['10.0.0.0/8'] });
      const guess = (app: typeof guarded.app, forwardedFor: string) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/brands',
          headers: { 'x-api-key': 'bl_live_bad', 'x-forwarded-for': forwardedFor },
          remoteAddress: '10.1.2.3',
        });
      // Behind the trusted proxy, each client is counted apart.
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await guess(trusting, client)).statusCode).toBe(401);
        expect((await guess(trusting, client)).statusCode).toBe(401);
      }
      expect((await guess(trusting, '198.51.100.1')).statusCode).toBe(429);
      // Not trusted: a client cannot dodge the limit by inventing addresses.
      const statuses = [];
      for (const invented of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) statuses.push((await guess(guarded.app, invented)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await guarded.close();
    }
  });

  it('authenticates every resource route, OpenAPI document excepted', async () => {
    const paths = ['/api/v1/keys', '/api/v1/models', '/api/v1/brands'];
    for (const url of paths) expect((await ctx.app.inject({ method: 'GET', url })).json().code).toBe('MISSING_API_KEY');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(200);
  });
});

describe('models', () => {
  let ctx: TestContext;
  afterAll(async () => ctx.close());

  it('lists every model with its provider and whether it is configured here', async () => {
    ctx = await createTestContext({ config: loadConfig({ OPENAI_API_KEY: 'sk-test' }) });
    const account = await ctx.createAccount();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/models', headers: account.headers });
    expect(response.statusCode).toBe(200);
    const models = response.json().data as { id: string; provider: string; configured: boolean }[];
    const ids = models.map((model) => model.id);
    for (const id of [
      'GPT_5',
      'GPT_5_MINI',
      'GPT_4O',
      'GPT_4O_MINI',
      'CLAUDE_SONNET_4_5',
      'CLAUDE_HAIKU_4_5',
      'GEMINI_2_5_PRO',
      'GEMINI_2_5_FLASH',
      'PERPLEXITY_SONAR',
      'PERPLEXITY_SONAR_PRO',
      'MISTRAL_LARGE',
      'DEEPSEEK_CHAT',
      'GROK_4',
      'LLAMA_3_3_70B',
      'SIMULATED',
    ]) {
      expect(ids).toContain(id);
    }
    const byId = Object.fromEntries(models.map((model) => [model.id, model]));
    expect(byId.GPT_4O).toMatchObject({ provider: 'openai', configured: true, simulated: false, credentialEnv: 'OPENAI_API_KEY' });
    expect(byId.CLAUDE_SONNET_4_5).toMatchObject({ provider: 'anthropic', configured: false, simulated: false });
    expect(byId.SIMULATED).toMatchObject({ configured: true, simulated: true, credentialEnv: null });
  });

  it('says every model is simulated when LLM_SIMULATE=all routes them to the simulator', async () => {
    const simulatedCtx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    try {
      const account = await simulatedCtx.createAccount();
      const response = await simulatedCtx.app.inject({ method: 'GET', url: '/api/v1/models', headers: account.headers });
      const models = response.json().data as { configured: boolean; simulated: boolean }[];
      expect(models.every((model) => model.configured && model.simulated)).toBe(true);
    } finally {
      await simulatedCtx.close();
    }
  });
});
