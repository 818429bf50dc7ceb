import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { emptyDirectory, REPO_ROOT, TSX_LOADER } from '../../test/support/processes.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';

const TOOLS = ['get_answer', 'get_visibility', 'list_answers', 'list_brands', 'list_competitors', 'list_opportunities', 'list_sources'];

type ToolText = { content: { type: string; text: string }[]; isError?: boolean };
const jsonOf = (result: unknown) => JSON.parse((result as ToolText).content[0]!.text) as { data: unknown; code?: string };

describe('the MCP server', () => {
  let ctx: TestContext;
  let server: FastifyInstance;
  let account: TestAccount;
  let baseUrl: string;
  let brandId: string;
  const clients: Client[] = [];

  const connect = async (transport: StreamableHTTPClientTransport | StdioClientTransport) => {
    const client = new Client({ name: 'test-assistant', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const overHttp = (apiKey: string) =>
    connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { 'x-api-key': apiKey } } }));

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    server = await ctx.buildApp();
    await server.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/brands',
      headers: account.headers,
      payload: { name: 'Pipedrive' },
    });
    brandId = created.json().data.id;
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await ctx.close();
  });

  it('serves the read-only tools over Streamable HTTP at POST /mcp, with the API’s figures and errors', async () => {
    const client = await overHttp(account.headers['x-api-key']);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);

    const brands = jsonOf(await client.callTool({ name: 'list_brands', arguments: {} }));
    expect(brands.data).toEqual([expect.objectContaining({ id: brandId, name: 'Pipedrive' })]);
    const visibility = jsonOf(await client.callTool({ name: 'get_visibility', arguments: { brandId, days: 7 } }));
    const direct = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/visibility?days=7`, headers: account.headers });
    expect(visibility).toEqual(direct.json());
    const missing = await client.callTool({ name: 'get_answer', arguments: { brandId, answerId: 'run_missing' } });
    expect((missing as ToolText).isError).toBe(true);
    expect(jsonOf(missing).code).toBe('NOT_FOUND');
  });

  it('refuses a caller without a valid key, as the API does', async () => {
    const refused = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'MISSING_API_KEY' });
    await expect(overHttp('bl_live_00000000000000000000000000000000')).rejects.toThrow();
    // Stateless: no stream to open with GET, no session to end with DELETE.
    const get = await ctx.app.inject({ method: 'GET', url: '/mcp', headers: account.headers });
    expect(get.statusCode).toBe(405);
    expect(get.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('serves the same tools over stdio with `brandlens mcp`, nothing but protocol on stdout', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', TSX_LOADER, path.join(REPO_ROOT, 'src/cli.ts'), 'mcp'],
      env: { PATH: process.env.PATH ?? '', BRANDLENS_URL: baseUrl, BRANDLENS_API_KEY: account.headers['x-api-key'] },
      cwd: emptyDirectory(),
      stderr: 'pipe',
    });
    const client = await connect(transport);
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    const brands = jsonOf(await client.callTool({ name: 'list_brands', arguments: {} }));
    expect(brands.data).toEqual([expect.objectContaining({ id: brandId })]);
  });
});
