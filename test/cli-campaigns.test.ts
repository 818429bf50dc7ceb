import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithTopic } from './support/brand-setup.js';
import { emptyDirectory, runCli } from './support/processes.js';
import { createTestContext, type TestContext } from './support/test-app.js';

describe('CLI campaigns and analysis', () => {
  let ctx: TestContext;
  let env: Record<string, string>;
  let brandId: string;
  let topicId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    env = { DATABASE_URL: ctx.database.url, LLM_CONCURRENCY: '4' };
    const account = await ctx.createAccount();
    ({ brandId, topicId } = await brandWithTopic(ctx, account, { keepPrompts: 3 }));
  });
  afterAll(async () => ctx.close());

  it('runs a campaign to its end with --wait, showing progress, then reports its status', async () => {
    const result = await runCli(
      ['campaigns', 'run', '--brand', brandId, '--topic', topicId, '--models', 'simulated', '--runs', '2', '--wait'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/\[#+\] 6\/6 \(6 completed, 0 failed\) completed/);
    expect(result.stdout).toMatch(/Campaign cmp_\w+: completed/);
    expect(result.stdout).toMatch(/Mention rate: \d+(\.\d)?%/);
    const campaignId = /Campaign (cmp_\w+)/.exec(result.stdout)![1]!;

    const status = await runCli(['campaigns', 'status', campaignId, '--json'], env);
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      id: campaignId,
      status: 'completed',
      progress: { total: 6, completed: 6, failed: 0 },
      results: { byModel: [{ model: 'SIMULATED', runs: 6 }] },
    });
  });

  it('reads a .env file in its working directory, as the server does, the environment winning over it', async () => {
    const launch = (directory: string, extra: Record<string, string | undefined> = {}) =>
      runCli(
        ['campaigns', 'run', '--brand', brandId, '--topic', topicId, '--models', 'GPT_4O,CLAUDE_SONNET_4_5', '--json'],
        { ...env, ...extra },
        directory,
      );
    const withoutFile = await launch(emptyDirectory());
    expect(withoutFile.code).toBe(1);
    const refusal = JSON.parse(withoutFile.stderr);
    expect(refusal.code).toBe('MODEL_NOT_CONFIGURED');
    // Every model that cannot answer is named with its variable, and the offline way out is offered.
    expect(refusal.error).toMatch(/GPT_4O \(set OPENAI_API_KEY\), CLAUDE_SONNET_4_5 \(set ANTHROPIC_API_KEY\) are not configured/);
    expect(refusal.error).toMatch(/SIMULATED.*LLM_SIMULATE=all/);

    const simulated = emptyDirectory();
    writeFileSync(path.join(simulated, '.env'), '# as the server was started\nLLM_SIMULATE=all\nLLM_CONCURRENCY=not-a-number\n');
    const launched = await launch(simulated);
    expect(launched.code, launched.stderr).toBe(0);
    expect(JSON.parse(launched.stdout)).toMatchObject({ models: ['GPT_4O', 'CLAUDE_SONNET_4_5'], progress: { total: 6 } });

    // The environment above sets LLM_CONCURRENCY=4, over the file's bad value; without it, the file's value is refused.
    const badValue = await launch(simulated, { LLM_CONCURRENCY: undefined });
    expect(badValue.code).toBe(1);
    expect(JSON.parse(badValue.stderr).error).toMatch(
      /LLM_CONCURRENCY must be an integer.*Fix that variable \(in the environment or \.env/,
    );
    const overridden = await launch(simulated, { LLM_SIMULATE: '' });
    expect(JSON.parse(overridden.stderr).code).toBe('MODEL_NOT_CONFIGURED');

    // A .env the command cannot read stops it, naming the file and what to do.
    const unreadable = emptyDirectory();
    mkdirSync(path.join(unreadable, '.env'));
    const refused = await launch(unreadable);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr).error).toMatch(/\.env could not be read: EISDIR.*Make it a readable file of NAME=value lines/);
  });

  it('refuses an unknown model or run count before launching anything', async () => {
    const unknown = await runCli(['campaigns', 'run', '--brand', brandId, '--topic', topicId, '--models', 'GPT_9', '--json'], env);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr).error).toMatch(/unknown model "GPT_9"/);
    const runs = await runCli(['campaigns', 'run', '--brand', brandId, '--topic', topicId, '--runs', '11', '--json'], env);
    expect(runs.code).toBe(1);
    expect(JSON.parse(runs.stderr).error).toMatch(/--runs/);
  });

  it('re-analyses a brand with progress', async () => {
    const result = await runCli(['reanalyze', '--brand', brandId, '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ brandId, reanalyzed: 6, overBudget: 0 });
  });

  it('analyses a corpus file with the service analysis, one line per record', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'brandlens-analyze-')), 'answers.jsonl');
    const record = {
      id: 'crm-en-001',
      brand: { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' },
      answer:
        '1. **HubSpot** – free plan.\n2. **Pipedrive** – visual pipeline ([site](https://www.pipedrive.com/)).\n3. **Zoho CRM** – cheap.',
      citations: [{ url: 'https://www.g2.com/categories/crm' }],
      language: 'en',
    };
    writeFileSync(file, `${JSON.stringify(record)}\n${JSON.stringify({ ...record, id: 'crm-en-002', answer: 'Try **HubSpot**.' })}\n`);
    const result = await runCli(['analyze', file], env);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        id: 'crm-en-001',
        brandMentioned: true,
        brandPosition: 2,
        competitors: ['HubSpot', 'Zoho CRM'],
        sources: ['https://www.pipedrive.com/', 'https://www.g2.com/categories/crm'],
      },
      {
        id: 'crm-en-002',
        brandMentioned: false,
        brandPosition: null,
        competitors: ['HubSpot'],
        sources: ['https://www.g2.com/categories/crm'],
      },
    ]);
  });
});
