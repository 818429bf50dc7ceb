import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { connectRedis } from '../lib/redis.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { userWithSession } from '../../test/support/sessions.js';
import { startTcpProxy } from '../../test/support/tcp-proxy.js';

const REDIS_URL = process.env.REDIS_URL;

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const messages = (level: number) => lines.filter((line) => line.level === level).map((line) => line.msg);
  return { logger, warnings: () => messages(40), infos: () => messages(30) };
}

describe('rate limits (per process)', () => {
  let ctx: TestContext;
  let account: TestAccount;

  beforeAll(async () => {
    ctx = await createTestContext({ rateLimitPerMinute: loadConfig({}).rateLimitPerMinute });
    account = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  it('defaults to 60 a minute and reads RATE_LIMIT_PER_MINUTE', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(60);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '5' }).rateLimitPerMinute).toBe(5);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('counts a signed-in session on its own, at the session limit, apart from keys and other sessions', async () => {
    const app = await ctx.buildApp({ rateLimitPerMinute: 3, sessionRateLimitPerMinute: 5 });
    const other = await ctx.createAccount();
    const [first, second] = [
      await userWithSession(app, ctx.database.db, other.id, 'viewer'),
      await userWithSession(app, ctx.database.db, other.id, 'viewer'),
    ];
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1)
      statuses.push((await first.request({ method: 'GET', url: '/api/v1/brands' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await first.request({ method: 'GET', url: '/api/v1/brands' });
    expect(limited.headers['x-ratelimit-limit']).toBe('5');
    expect(limited.json().error).toContain('5 requests per minute per session');
    // Another session of the same address, and a key, count apart.
    expect((await second.request({ method: 'GET', url: '/api/v1/brands' })).statusCode).toBe(200);
    const byKey = await app.inject({ method: 'GET', url: '/api/v1/brands', headers: other.headers });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.headers['x-ratelimit-limit']).toBe('3');
    expect(loadConfig({}).sessionRateLimitPerMinute).toBe(600);
    expect(loadConfig({ SESSION_RATE_LIMIT_PER_MINUTE: '50' }).sessionRateLimitPerMinute).toBe(50);
    await app.close();
  });

  it('lets 60 requests a minute through per key, with headers on each, and answers the 61st with 429', async () => {
    for (let request = 1; request <= 60; request += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('60');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(60 - request));
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: expect.stringContaining('60 requests per minute'),
      code: 'RATE_LIMITED',
      requestId: expect.any(String),
    });
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['x-ratelimit-limit']).toBe('60');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBeDefined();

    const sameKeyAsBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/brands',
      headers: { authorization: `Bearer ${account.apiKey}` },
    });
    expect(sameKeyAsBearer.statusCode).toBe(429);
    const otherKey = await ctx.createAccount();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: otherKey.headers })).statusCode).toBe(200);
  });

  it('puts the headers on error responses too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { 'x-api-key': 'bl_live_nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-ratelimit-limit']).toBe('60');
  });
});

describe('rate limits when Redis is unreachable', () => {
  let ctx: TestContext;
  afterAll(async () => ctx.close());

  it('counts in this process instead: the limit holds, no request fails, and a warning is logged', async () => {
    const { logger, warnings } = capturingLogger();
    const redis = connectRedis('redis://127.0.0.1:1', logger);
    ctx = await createTestContext({ rateLimitPerMinute: 2, redis });
    const account = await ctx.createAccount();
    const statuses: number[] = [];
    for (let request = 0; request < 5; request += 1) {
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(warnings().some((message) => message.includes('Redis unreachable'))).toBe(true);
    redis.disconnect();
  });
});

describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  let ctx: TestContext;
  const clients: Redis[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!();
    while (clients.length > 0) clients.pop()!.disconnect();
  });
  afterAll(async () => ctx.close());

  async function instance(limit: number, redisUrl: string, logger = capturingLogger().logger) {
    const redis = connectRedis(redisUrl, logger);
    clients.push(redis);
    // Commands fail at once until the client is connected (the limiter then counts in this process): wait for it, even under load.
    await expect.poll(() => redis.status, { timeout: 10_000, interval: 20 }).toBe('ready');
    return ctx.buildApp({ rateLimitPerMinute: limit, redis, logger });
  }

  it('counts requests of one key across instances', async () => {
    const account = await ctx.createAccount();
    const first = await instance(4, REDIS_URL!);
    const second = await instance(4, REDIS_URL!);
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('counts in this process while Redis is away and in Redis again once it is back', async () => {
    const target = new URL(REDIS_URL!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    closers.push(() => proxy.close());
    const { logger, warnings, infos } = capturingLogger();
    const redisBack = () => infos().some((message) => message.includes('Redis answers again'));
    const app = await instance(2, `redis://127.0.0.1:${proxy.port}`, logger);
    const account = await ctx.createAccount();
    const get = async () => (await app.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers })).statusCode;

    expect([await get(), await get(), await get()]).toEqual([200, 200, 429]);

    await proxy.goDown();
    await expect.poll(() => warnings().some((message) => message.includes('Redis unreachable')), { timeout: 10_000 }).toBe(true);
    // This process's own count starts afresh, and limits.
    expect([await get(), await get(), await get()]).toEqual([200, 200, 429]);

    await proxy.comeBack();
    await expect.poll(() => redisBack(), { timeout: 15_000, interval: 200 }).toBe(true);
    // Shared again: the count Redis kept from before the outage still holds.
    expect(await get()).toBe(429);
  });
});
