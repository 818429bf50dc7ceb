import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { startTestWorker } from '../../test/support/worker.js';
import { MCP_TRANSPORTS, startMcpTestBed, toolJson, toolText, type McpTestBed } from './test-support/mcp-test-bed.js';

type Campaign = { id: string; status: string; progress: { total: number } };

describe('the MCP tools', () => {
  let bed: McpTestBed;

  beforeAll(async () => {
    bed = await startMcpTestBed();
    await startTestWorker(bed.ctx);
  });
  afterAll(async () => bed.close());

  describe.each(MCP_TRANSPORTS)('over %s', (transport) => {
    let client: Client;
    let brandId: string;
    const call = async (name: string, args: Record<string, unknown>) => toolJson(await client.callTool({ name, arguments: args }));
    const rest = async (url: string) =>
      (await bed.ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bed.account.headers })).json() as unknown;

    beforeAll(async () => {
      client = await bed.connect(transport);
      const created = await bed.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/brands',
        headers: bed.account.headers,
        payload: { name: `Pipedrive over ${transport}`, domain: 'pipedrive.com' },
      });
      brandId = created.json().data.id;
    });

    it('creates a topic, lists it, launches a campaign on it and follows the campaign to its answers', { timeout: 60_000 }, async () => {
      const topic = await call('create_topic', { brandId, seed: 'best CRM for small businesses' });
      expect(topic).toMatchObject({ isError: false, json: { data: { brandId, seed: 'best CRM for small businesses' } } });
      const { id: topicId, promptCount } = topic.json.data as { id: string; promptCount: number };
      expect(promptCount).toBeGreaterThanOrEqual(10);
      expect(await call('list_topics', { brandId })).toEqual({ isError: false, json: { data: [topic.json.data] } });

      const launched = await call('launch_campaign', { brandId, topicId, models: ['SIMULATED'] });
      expect(launched).toMatchObject({ isError: false, json: { data: { topicId, models: ['SIMULATED'], runsPerModel: 1 } } });
      const campaignId = (launched.json.data as Campaign).id;
      let campaign = launched.json.data as Campaign;
      for (let attempt = 0; attempt < 300 && ['queued', 'running'].includes(campaign.status); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        campaign = (await call('get_campaign', { brandId, campaignId })).json.data as Campaign;
      }
      expect(campaign).toMatchObject({
        id: campaignId,
        status: 'completed',
        simulated: true,
        progress: { total: promptCount, completed: promptCount, failed: 0 },
        results: { byModel: [{ model: 'SIMULATED', runs: promptCount, failed: 0 }] },
      });

      const answers = await call('list_answers', { brandId, campaignId, model: 'SIMULATED', limit: 2 });
      expect(answers).toEqual({
        isError: false,
        json: await rest(`/brands/${brandId}/answers?campaignId=${campaignId}&model=SIMULATED&limit=2`),
      });
      expect(answers.json).toMatchObject({ total: promptCount, limit: 2, offset: 0 });
      const [first] = answers.json.data as { id: string; campaignId: string }[];
      expect(first!.campaignId).toBe(campaignId);
      expect(await call('get_answer', { brandId, answerId: first!.id })).toEqual({ isError: false, json: { data: first } });
    });

    it('passes every filter on to the API, and ids only as path segments', async () => {
      const filters = {
        campaignId: 'cmp_1',
        topicId: 'top_1',
        promptId: 'prm_1',
        model: 'GPT_4O',
        market: 'FR-fr',
        mentioned: false,
        competitorId: 'cpt_1',
        domain: 'example.com',
        days: 7,
        q: 'crm software',
        limit: 5,
        offset: 10,
      };
      const asQuery = (values: object) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
      expect(await bed.requestsDuring(() => call('list_answers', { brandId, ...filters }))).toEqual([
        { method: 'GET', path: `/api/v1/brands/${brandId}/answers`, query: asQuery(filters) },
      ]);

      const slice = { topicId: 'top_1', market: 'US-en' };
      const metrics = {
        get_visibility: 'visibility',
        get_competitors: 'competitors',
        get_sources: 'sources',
        list_opportunities: 'opportunities',
      };
      for (const [tool, resource] of Object.entries(metrics)) {
        expect(await bed.requestsDuring(() => call(tool, { brandId, ...slice })), tool).toEqual([
          { method: 'GET', path: `/api/v1/brands/${brandId}/${resource}`, query: slice },
        ]);
      }

      // An id that looks like a path stays one segment: it names no answer, and never reaches GET /models.
      const traversal = await call('get_answer', { brandId, answerId: '../../../models' });
      expect(traversal).toMatchObject({ isError: true, json: { code: 'NOT_FOUND' } });
    });

    it('lists the models, the simulator among the configured ones', async () => {
      const models = await call('list_models', {});
      expect(models).toEqual({ isError: false, json: await rest('/models') });
      expect(models.json.data).toContainEqual(expect.objectContaining({ id: 'SIMULATED', configured: true, simulated: true }));
    });

    it('sets an opportunity’s status, and answers a bad status or an unknown opportunity with the API’s error', async () => {
      const [opportunity] = await bed.ctx.database.db
        .insert(opportunities)
        .values({ id: newId('opp'), accountId: bed.account.id, brandId, title: 'Be named for CRM questions', description: 'Rivals are.' })
        .returning();
      const update = (opportunityId: string, status: string) => call('update_opportunity', { brandId, opportunityId, status });

      expect(await update(opportunity!.id, 'done')).toEqual({ isError: false, json: { data: { id: opportunity!.id, status: 'DONE' } } });
      const badStatus = await update(opportunity!.id, 'FINISHED');
      expect(badStatus).toMatchObject({ isError: true, json: { code: 'VALIDATION_ERROR', error: expect.stringContaining('status') } });
      expect(await update('opp_missing', 'DONE')).toMatchObject({ isError: true, json: { code: 'NOT_FOUND' } });

      const done = await call('list_opportunities', { brandId, status: 'DONE' });
      expect(done.json.data).toEqual([expect.objectContaining({ id: opportunity!.id, status: 'DONE' })]);
    });

    it('refuses a write with a bad argument before it reaches the API', async () => {
      const requests = await bed.requestsDuring(async () => {
        const refused = toolText(
          await client.callTool({ name: 'launch_campaign', arguments: { brandId, topicId: 'top_1', models: ['GPT_6'] } }),
        );
        expect(refused.isError).toBe(true);
        expect(refused.text).toMatch(/Input validation error.*models/s);
        const short = toolText(await client.callTool({ name: 'create_topic', arguments: { brandId, seed: 'ab' } }));
        expect(short).toMatchObject({ isError: true, text: expect.stringMatching(/Input validation error.*seed/s) });
      });
      expect(requests).toEqual([]);
    });
  });
});
