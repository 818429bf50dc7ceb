import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisThreads } from '../../analysis/thread-pool.js';
import { runs } from '../../db/schema.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { reanalyzeBrand } from '../analysis/reanalyze.js';

// Three stored answers: HubSpot and Zoho are discovered; "SFDC" is a name only the user knows is Salesforce's;
// "Bedienung" is a label the analysis takes for a name in German-style lists.
const ANSWERS = [
  '1. **HubSpot** – free plan.\n2. **Pipedrive** – visual pipeline.\n3. **Zoho CRM** – cheap.\n\nMany teams also run SFDC.',
  '- **Zoho** – the cheapest suite.\n- **HubSpot** – best free tier.\n- **Bedienung** – einfach.\n\nSFDC suits large teams. See https://www.salesforce.com/crm/.',
  'I would pick **Pipedrive**, then **HubSpot** or **Bedienung**.',
];

describe('correcting the competitor list', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  const threads = new AnalysisThreads({ threads: 1, timeoutMs: 5_000 });
  const base = () => `/api/v1/brands/${brandId}/competitors`;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: account.headers, payload });
  const list = async (query = '') =>
    (await call('GET', `${base()}${query}`)).json().data as Array<Record<string, unknown> & { id: string; name: string }>;
  const byName = async (name: string, query = '') => (await list(query)).find((competitor) => competitor.name === name);
  /** What the worker's re-analysis job does after each change, run here so the test can wait for it. */
  const reanalyse = () => reanalyzeBrand(ctx.database.db, account.id, brandId, undefined, threads);

  beforeAll(async () => {
    ctx = await createTestContext();
    account = await ctx.createAccount();
    const post = (url: string, payload: object) => call('POST', `/api/v1${url}`, payload);
    brandId = (await post('/brands', { name: 'Pipedrive', domain: 'pipedrive.com' })).json().data.id;
    const topicId = (await post(`/brands/${brandId}/topics`, { seed: 'best CRM for small businesses' })).json().data.id;
    const campaignId = (await post(`/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED'] })).json().data.id;
    const rows = await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.campaignId, campaignId));
    for (const [index, text] of ANSWERS.entries()) await answerRun(ctx, account.id, rows[index]!.id, text, new Date());
  });
  afterAll(async () => {
    await threads.close();
    await ctx.close();
  });

  it('lists discovered competitors with their status and aliases', async () => {
    const hubspot = await byName('HubSpot');
    expect(hubspot).toMatchObject({ status: 'DISCOVERED', aliases: [], mentionRate: 100 });
    expect(await byName('Bedienung')).toMatchObject({ status: 'DISCOVERED' });
  });

  it('tracks a new competitor by name and alias in every answer, prose included, under its own name and site', async () => {
    const created = await call('POST', base(), {
      name: 'Salesforce Sales Cloud',
      aliases: ['SFDC', 'sfdc'],
      domain: 'https://www.salesforce.com/crm',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Salesforce Sales Cloud',
      aliases: ['SFDC'],
      status: 'TRACKED',
      domain: 'salesforce.com',
    });
    // Tracked before any answer was re-read: listed with no mentions yet.
    expect(await byName('Salesforce Sales Cloud')).toMatchObject({ mentionRate: 0, averagePosition: null });
    await reanalyse();
    expect(await byName('Salesforce Sales Cloud')).toMatchObject({ status: 'TRACKED', mentionRate: 66.7 });
  });

  it('refuses a name or alias that is already a competitor, or the brand itself', async () => {
    expect((await call('POST', base(), { name: 'Zoho' })).json()).toMatchObject({ code: 'CONFLICT' });
    expect((await call('POST', base(), { name: 'Zoho One', aliases: ['Hubspot'] })).statusCode).toBe(409);
    expect((await call('POST', base(), { name: 'sfdc' })).statusCode).toBe(409);
    expect((await call('POST', base(), { name: 'Pipedrive CRM' })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await call('POST', base(), { name: 'x'.repeat(101) })).statusCode).toBe(422);
    expect((await call('POST', base(), {})).statusCode).toBe(422);
  });

  it('ignores a competitor: it is never counted or shown, even after re-analysis, unless asked for', async () => {
    const bedienung = (await byName('Bedienung'))!;
    const patched = await call('PATCH', `${base()}/${bedienung.id}`, { status: 'IGNORED' });
    expect(patched.json().data).toMatchObject({ id: bedienung.id, status: 'IGNORED' });
    expect(await byName('Bedienung')).toBeUndefined();
    await reanalyse();
    expect(await byName('Bedienung')).toBeUndefined();
    expect(await byName('Bedienung', '?status=IGNORED')).toMatchObject({ status: 'IGNORED' });
    const visibility = (await call('GET', `/api/v1/brands/${brandId}/visibility`)).json().data;
    expect(JSON.stringify(visibility)).not.toContain('Bedienung');
    const bad = (await call('GET', `${base()}?status=HIDDEN`)).json();
    expect(bad).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad.error).toContain('DISCOVERED, TRACKED, IGNORED');
  });

  it('merges one competitor into another: names become aliases, counts move, the merged id answers 404', async () => {
    const zoho = (await list()).find((competitor) => competitor.name.startsWith('Zoho'))!;
    const hubspot = (await byName('HubSpot'))!;
    const merged = await call('POST', `${base()}/${zoho.id}/merge`, { into: hubspot.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toMatchObject({ id: hubspot.id, name: 'HubSpot', aliases: expect.arrayContaining(['Zoho CRM', 'Zoho']) });
    expect((await call('PATCH', `${base()}/${zoho.id}`, { status: 'TRACKED' })).statusCode).toBe(404);
    expect((await call('POST', `${base()}/${zoho.id}/merge`, { into: hubspot.id })).statusCode).toBe(404);
    expect((await call('POST', `${base()}/${hubspot.id}/merge`, { into: hubspot.id })).statusCode).toBe(422);
    await reanalyse();
    const names = (await list()).map((competitor) => competitor.name);
    expect(names).not.toContain('Zoho CRM');
    expect(names).not.toContain('Zoho');
    expect(await byName('HubSpot')).toMatchObject({ mentionRate: 100 });
  });

  it('renames a discovered competitor, which tracks it, and keeps other accounts out', async () => {
    const hubspot = (await byName('HubSpot'))!;
    const renamed = await call('PATCH', `${base()}/${hubspot.id}`, { name: 'HubSpot Sales Hub' });
    expect(renamed.json().data).toMatchObject({
      name: 'HubSpot Sales Hub',
      status: 'TRACKED',
      aliases: expect.arrayContaining(['HubSpot']),
    });
    await reanalyse();
    expect(await byName('HubSpot Sales Hub')).toMatchObject({ mentionRate: 100 });

    const stranger = await ctx.createAccount();
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: `${base()}/${hubspot.id}`,
      headers: stranger.headers,
      payload: { status: 'IGNORED' },
    });
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('PATCH', `${base()}/cmpt_unknown`, { status: 'IGNORED' })).statusCode).toBe(404);
  });
});
