import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_IDS } from '../llm/models.js';
import { MCP_TRANSPORTS, startMcpTestBed, toolJson, type McpTestBed } from './test-support/mcp-test-bed.js';

const TOOLS = [
  'create_topic',
  'get_answer',
  'get_campaign',
  'get_competitors',
  'get_sources',
  'get_visibility',
  'launch_campaign',
  'list_answers',
  'list_brands',
  'list_models',
  'list_opportunities',
  'list_topics',
  'update_opportunity',
];
const WRITES: Record<string, Tool['annotations']> = {
  create_topic: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  launch_campaign: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  update_opportunity: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
};

describe('the MCP server', () => {
  let bed: McpTestBed;
  let brandId: string;

  beforeAll(async () => {
    bed = await startMcpTestBed();
    const created = await bed.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/brands',
      headers: bed.account.headers,
      payload: { name: 'Pipedrive' },
    });
    brandId = created.json().data.id;
  });
  afterAll(async () => bed.close());

  describe.each(MCP_TRANSPORTS)('over %s', (transport) => {
    it('lists every tool with a description and an input schema, the writes marked as such', async () => {
      const client = await bed.connect(transport);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
      for (const tool of tools) {
        expect(tool.description, tool.name).toMatch(/\w{3}/);
        expect(tool.inputSchema.type, tool.name).toBe('object');
        expect(tool.annotations, tool.name).toMatchObject(WRITES[tool.name] ?? { readOnlyHint: true });
      }
      const schemaOf = (name: string) => tools.find((tool) => tool.name === name)!.inputSchema;
      expect(Object.keys(schemaOf('list_answers').properties ?? {}).sort()).toEqual([
        'brandId',
        'campaignId',
        'competitorId',
        'days',
        'domain',
        'limit',
        'market',
        'mentioned',
        'model',
        'offset',
        'promptId',
        'q',
        'topicId',
      ]);
      for (const name of ['get_visibility', 'get_competitors', 'get_sources', 'list_opportunities']) {
        expect(schemaOf(name).properties, name).toHaveProperty('topicId');
        expect(schemaOf(name).properties, name).toHaveProperty('market');
      }
      // The models a campaign takes are the API's own list.
      expect(schemaOf('launch_campaign').properties?.models).toMatchObject({ items: { enum: MODEL_IDS } });
      expect(schemaOf('launch_campaign').required).toEqual(['brandId', 'topicId']);
      expect(schemaOf('update_opportunity').required).toEqual(['brandId', 'opportunityId', 'status']);
    });

    it('answers with the API’s own JSON, and an API error as a tool error carrying its code', async () => {
      const client = await bed.connect(transport);
      const brands = toolJson(await client.callTool({ name: 'list_brands', arguments: {} }));
      expect(brands).toEqual({ isError: false, json: { data: [expect.objectContaining({ id: brandId, name: 'Pipedrive' })] } });

      const visibility = toolJson(await client.callTool({ name: 'get_visibility', arguments: { brandId, days: 7 } }));
      const direct = await bed.ctx.app.inject({
        method: 'GET',
        url: `/api/v1/brands/${brandId}/visibility?days=7`,
        headers: bed.account.headers,
      });
      expect(visibility).toEqual({ isError: false, json: direct.json() });

      const missing = toolJson(await client.callTool({ name: 'get_answer', arguments: { brandId, answerId: 'run_missing' } }));
      expect(missing).toMatchObject({ isError: true, json: { code: 'NOT_FOUND', error: expect.any(String) } });
      const otherBrand = toolJson(await client.callTool({ name: 'list_topics', arguments: { brandId: 'brd_not_yours' } }));
      expect(otherBrand).toMatchObject({ isError: true, json: { code: 'NOT_FOUND' } });
    });
  });

  it('writes nothing but protocol messages on the stdout of `brandlens mcp`', () => {
    // Every stdio client above read its server's stdout: a line that was not a JSON-RPC message would be here.
    expect(bed.stdioErrors).toEqual([]);
  });

  it('takes the key as a Bearer token too, and refuses a caller without a valid key as the API does', async () => {
    const bearer = await bed.connectHttp({ authorization: `Bearer ${bed.account.apiKey}` });
    expect(toolJson(await bearer.callTool({ name: 'list_topics', arguments: { brandId } }))).toEqual({
      isError: false,
      json: { data: [] },
    });

    const refused = await fetch(`${bed.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'MISSING_API_KEY' });
    await expect(bed.connectHttp({ 'x-api-key': 'bl_live_00000000000000000000000000000000' })).rejects.toThrow();
  });

  it('is stateless: no stream to open with GET, no session to end with DELETE', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await bed.ctx.app.inject({ method, url: '/mcp', headers: bed.account.headers });
      expect(response.statusCode, method).toBe(405);
      expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    }
  });
});
