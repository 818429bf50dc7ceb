import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { runs } from '../db/schema.js';
import { brandWithTopic, launchCampaign } from '../../test/support/brand-setup.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { RunClaims } from './run-claims.js';

describe('claiming runs for a worker', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let queuedRuns: () => Promise<{ campaignId: string; runIds: string[] }>;

  beforeAll(async () => {
    // No worker runs here: the launched runs stay queued for the claims below.
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    const { brandId, topicId } = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    queuedRuns = () => launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
  });
  afterAll(async () => ctx.close());

  /** Holds the run's row as a cancel would, until the returned function lets it go. */
  async function holdRun(runId: string): Promise<() => Promise<void>> {
    const holder = await ctx.database.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM runs WHERE id = $1 FOR UPDATE', [runId]);
    return async () => {
      await holder.query('COMMIT');
      holder.release();
    };
  }

  it('claims the runs of jobs begun together, each with its context', async () => {
    const { runIds } = await queuedRuns();
    const claims = new RunClaims(ctx.database.db);
    const claimed = await Promise.all([...runIds, 'run_unknown'].map((runId) => claims.claim(account.id, runId)));
    expect(claimed.slice(0, runIds.length)).toEqual(
      runIds.map(() => expect.objectContaining({ run: expect.objectContaining({ model: 'GPT_4O' }) })),
    );
    expect(claimed.at(-1)).toBeUndefined();
  });

  it('asks again for a run another transaction holds for a moment, so its job keeps its attempts', async () => {
    const {
      runIds: [held, free],
    } = await queuedRuns();
    const release = await holdRun(held!);
    const claims = new RunClaims(ctx.database.db, [100, 100, 2_000]);
    const heldClaim = claims.claim(account.id, held!);
    try {
      // The free run is not held up by the busy one.
      expect(await claims.claim(account.id, free!)).toMatchObject({ run: { model: 'GPT_4O' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await release();
    }
    expect(await heldClaim).toMatchObject({ run: { model: 'GPT_4O' } });
    const [run] = await ctx.database.db.select({ status: runs.status, attempts: runs.attempts }).from(runs).where(eq(runs.id, held!));
    expect(run).toEqual({ status: 'running', attempts: 1 });
  });

  it('reports a run held through every pause as busy, for its job to be retried later', async () => {
    const {
      runIds: [held],
    } = await queuedRuns();
    const release = await holdRun(held!);
    try {
      expect(await new RunClaims(ctx.database.db, [50, 50]).claim(account.id, held!)).toBe('busy');
    } finally {
      await release();
    }
    expect(await new RunClaims(ctx.database.db, []).claim(account.id, held!)).toMatchObject({ run: { model: 'GPT_4O' } });
  });
});
