import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { startWorker } from '../../src/jobs/worker.js';
import type { TestContext } from './test-app.js';

/** Runs campaign workers inside the test process, on the context's database, queue and configuration. */
export async function startTestWorker(ctx: TestContext, options: { analyzerModule?: URL; log?: FastifyBaseLogger } = {}): Promise<void> {
  const { llm } = ctx.config;
  await startWorker({
    db: ctx.database.db,
    jobs: ctx.jobs,
    llm,
    campaigns: { db: ctx.database.db, pool: ctx.database.pool, llm, queue: ctx.jobs.queue },
    log: options.log ?? pino({ level: 'silent' }),
    analyzerModule: options.analyzerModule,
  });
}

export async function waitForCampaign(ctx: TestContext, headers: Record<string, string>, brandId: string, campaignId: string) {
  let body: { data: { status: string } & Record<string, unknown> } | undefined;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/campaigns/${campaignId}`, headers });
    body = response.json();
    if (['completed', 'failed', 'cancelled'].includes(body!.data.status)) return body!.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`campaign ${campaignId} did not finish: ${JSON.stringify(body)}`);
}
