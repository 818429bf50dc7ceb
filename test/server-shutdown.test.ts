import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, startFakeLlmServer, type FakeLlmServer } from './support/fake-llm-server.js';
import { childEnv, freePort, REPO_ROOT, startServer, temporaryDataDir, type RunningServer } from './support/processes.js';

const DEMO_KEY = /bl_live_[0-9a-f]{32}/;

const portOpen = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );

describe('stopping the service on its embedded database', () => {
  const dataDir = temporaryDataDir();
  /** PostgreSQL removes its pid file when it has stopped. */
  const postgresRunning = () => existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  let fake: FakeLlmServer;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    fake = await startFakeLlmServer({ latencyMs: 3_000 });
  });
  afterAll(async () => {
    await server?.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'on SIGTERM mid-campaign exits 0 within 10 s, PostgreSQL last; the next start resumes the runs at once',
    { timeout: 120_000 },
    async () => {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...fakeProviderEnv(fake.url), LLM_CONCURRENCY: '4' };
      server = await startServer(env);
      const key = server.output().match(DEMO_KEY)![0];
      const call = async (method: string, path: string, body?: object) => {
        const response = await fetch(`${server!.baseUrl}/api/v1${path}`, {
          method,
          headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return (await response.json()) as { data: Record<string, unknown> };
      };
      const brand = (await call('POST', '/brands', { name: 'Stoppable' })).data;
      const topic = (await call('POST', `/brands/${brand.id}/topics`, { seed: 'crm software' })).data;
      const campaign = (await call('POST', `/brands/${brand.id}/campaigns`, { topicId: topic.id, models: ['GPT_4O_MINI'] })).data;
      await expect.poll(() => fake.requests.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(4);

      const stopped = await server.stop();
      expect(stopped.code, server.output()).toBe(0);
      expect(stopped.ms).toBeLessThan(10_000);
      expect(server.output()).toContain('SIGTERM: shutting down');
      expect(postgresRunning()).toBe(false);
      expect(server.output()).not.toMatch(/Connection terminated|database system is shutting down|unhandled/i);

      fake.setLatency(50);
      const restartedAt = Date.now();
      server = await startServer(env);
      const progress = async () => (await call('GET', `/brands/${brand.id}/campaigns/${campaign.id}`)).data;
      await expect.poll(async () => (await progress()).status, { timeout: 60_000, interval: 200 }).toBe('completed');
      // At once: neither a job expiry nor a retry delay stood between the restart and the runs.
      expect(Date.now() - restartedAt).toBeLessThan(20_000);
      const { total, completed, failed } = (await progress()).progress as { total: number; completed: number; failed: number };
      expect({ completed, failed }).toEqual({ completed: total, failed: 0 });
      expect((await server.stop()).code).toBe(0);
      server = undefined;
    },
  );

  it('stops when `npm start` itself is sent SIGTERM, PostgreSQL included', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env: childEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }) });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain('Brandlens API on');
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(await portOpen(port)).toBe(false);
    expect(postgresRunning()).toBe(false);
  });
});
