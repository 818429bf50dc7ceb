import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.js';
import type { RunJobData } from './job-queue.js';
import { RunLoop } from './run-loop.js';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the run job loop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  async function queueWith(name: string, count: number): Promise<string[]> {
    await ctx.jobs.boss.createQueue(name, { name, retryLimit: 1, retryDelay: 0, expireInSeconds: 30 });
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push((await ctx.jobs.boss.send(name, { runId: `run_${index}`, accountId: 'acct' } satisfies RunJobData))!);
    }
    return ids;
  }

  it('keeps at most its slots in progress, fills them all, and completes every job, fetching and completing in batches', async () => {
    const ids = await queueWith('loop-slots', 12);
    let inProgress = 0;
    let most = 0;
    const handled: string[] = [];
    const loop = new RunLoop({
      boss: ctx.jobs.boss,
      queue: 'loop-slots',
      slots: 3,
      batch: 2,
      idlePollMs: 50,
      leaseSeconds: 30,
      runTimeLimitSeconds: 60,
      log,
      handle: async (job) => {
        inProgress += 1;
        most = Math.max(most, inProgress);
        await sleep(40);
        handled.push(job.data.runId);
        inProgress -= 1;
      },
    });
    loop.start();
    await waitFor(async () => handled.length === 12, 'every job');
    await loop.stop(1_000);
    expect(most).toBe(3);
    expect(new Set(handled).size).toBe(12);
    for (const id of ids) expect((await ctx.jobs.boss.getJobById('loop-slots', id))?.state).toBe('completed');
    expect(await ctx.jobs.boss.fetch('loop-slots')).toEqual([]);
  });

  it('fails a job whose handler throws, so pg-boss retries it', async () => {
    const [id] = await queueWith('loop-retry', 1);
    let attempts = 0;
    const loop = new RunLoop({
      boss: ctx.jobs.boss,
      queue: 'loop-retry',
      slots: 2,
      batch: 1,
      idlePollMs: 50,
      leaseSeconds: 30,
      runTimeLimitSeconds: 60,
      log,
      handle: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('transient');
      },
    });
    loop.start();
    await waitFor(async () => (await ctx.jobs.boss.getJobById('loop-retry', id!))?.state === 'completed', 'the retried job to complete');
    await loop.stop(1_000);
    expect(attempts).toBe(2);
  });

  it('on stop, waits for jobs in progress, then hands the rest back to be taken at once, without spending an attempt', async () => {
    const [quick, slow] = await queueWith('loop-stop', 2);
    const loop = new RunLoop({
      boss: ctx.jobs.boss,
      queue: 'loop-stop',
      slots: 2,
      batch: 1,
      idlePollMs: 50,
      leaseSeconds: 30,
      runTimeLimitSeconds: 60,
      log,
      handle: (job) => sleep(job.id === quick ? 50 : 1_500),
    });
    loop.start();
    await waitFor(async () => (await ctx.jobs.boss.getJobById('loop-stop', slow!))?.state === 'active', 'both jobs to start');
    await loop.stop(300);
    expect((await ctx.jobs.boss.getJobById('loop-stop', quick!))?.state).toBe('completed');
    const handedBack = await ctx.jobs.boss.getJobById('loop-stop', slow!);
    expect(handedBack).toMatchObject({ state: 'created', retryCount: 0 });
    // Another worker takes it at once, as a first attempt.
    const [taken] = await ctx.jobs.boss.fetch('loop-stop', { includeMetadata: true });
    expect(taken).toMatchObject({ id: slow, retryCount: 0 });
    // The handler that was cut off finishing later neither completes nor fails the job the other worker holds.
    await sleep(1_500);
    expect((await ctx.jobs.boss.getJobById('loop-stop', slow!))?.state).toBe('active');
  });

  it("renews the jobs it holds, so a short expiry never takes a live worker's job", async () => {
    const name = 'loop-lease';
    await ctx.jobs.boss.createQueue(name, { name, retryLimit: 1, retryDelay: 0, expireInSeconds: 2 });
    const id = (await ctx.jobs.boss.send(name, { runId: 'run_long', accountId: 'acct' } satisfies RunJobData))!;
    const loop = new RunLoop({
      boss: ctx.jobs.boss,
      queue: name,
      slots: 1,
      batch: 1,
      idlePollMs: 50,
      leaseSeconds: 2,
      runTimeLimitSeconds: 60,
      log,
      handle: () => sleep(4_500),
    });
    loop.start();
    await waitFor(async () => (await ctx.jobs.boss.getJobById(name, id))?.state === 'active', 'the job to start');
    const startedOn = (await ctx.jobs.boss.getJobById(name, id))!.startedOn;
    await sleep(3_000);
    // pg-boss's maintenance fails active jobs whose started_on + expiry has passed: renewed, this one is not.
    const held = (await ctx.database.pool.query(`SELECT started_on + expire_in > now() AS live FROM pgboss.job WHERE id = $1`, [id]))
      .rows[0];
    expect(held.live).toBe(true);
    expect((await ctx.jobs.boss.getJobById(name, id))!.startedOn.getTime()).toBeGreaterThan(startedOn.getTime());
    await waitFor(async () => (await ctx.jobs.boss.getJobById(name, id))?.state === 'completed', 'the long job to complete');
    await loop.stop(100);
  });
});
