import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectRedis } from '../src/lib/redis.js';
import { freePort } from './support/processes.js';
import { createTestContext, type TestContext } from './support/test-app.js';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer)('a Redis that hangs (a real redis-server, stopped with SIGSTOP)', () => {
  let redisServer: ChildProcess;
  let ctx: TestContext;
  let apps: FastifyInstance[];
  const infos: string[] = [];
  const clients: ReturnType<typeof connectRedis>[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const logger = pino({ level: 'info' }, { write: (line: string) => void infos.push(JSON.parse(line).msg) });
    ctx = await createTestContext();
    apps = [];
    for (let i = 0; i < 2; i++) {
      const redis = connectRedis(`redis://127.0.0.1:${port}`, logger);
      clients.push(redis);
      await new Promise((resolve) => redis.once('ready', resolve));
      apps.push(await ctx.buildApp({ rateLimitPerMinute: 3, redis, logger }));
    }
  });
  afterAll(async () => {
    redisServer.kill('SIGCONT');
    redisServer.kill('SIGKILL');
    for (const client of clients) client.disconnect();
    await ctx.close();
  });

  async function sendAlternately(count: number) {
    const account = await ctx.createAccount();
    const results: Array<{ status: number; ms: number }> = [];
    for (let i = 0; i < count; i++) {
      const startedAt = performance.now();
      const response = await apps[i % 2]!.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers });
      results.push({ status: response.statusCode, ms: performance.now() - startedAt });
    }
    return results;
  }

  it('opens the breaker after a few timeouts and then limits in memory at no cost per request; closes once Redis answers', async () => {
    // Shared: the two instances count one key together.
    expect((await sendAlternately(4)).map((result) => result.status)).toEqual([200, 200, 200, 429]);

    redisServer.kill('SIGSTOP');
    const hung = await sendAlternately(30);
    // Each instance waits out a few command timeouts (500 ms) before its breaker opens, and counts in memory meanwhile.
    const slow = hung.filter((result) => result.ms > 250);
    expect(slow.length).toBeLessThanOrEqual(6);
    expect(hung.slice(10).every((result) => result.ms < 250)).toBe(true);
    // Limited per instance, in memory: three each, then 429.
    expect(hung.slice(0, 6).map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(hung.slice(6).every((result) => result.status === 429)).toBe(true);

    redisServer.kill('SIGCONT');
    await expect
      .poll(() => infos.filter((message) => message.includes('Redis answers again')).length, { timeout: 15_000, interval: 100 })
      .toBe(2);
    expect((await sendAlternately(4)).map((result) => result.status)).toEqual([200, 200, 200, 429]);
  }, 60_000);
});
