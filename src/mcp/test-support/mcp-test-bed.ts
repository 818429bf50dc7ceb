import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadConfig } from '../../config.js';
import { emptyDirectory, REPO_ROOT, TSX_LOADER } from '../../../test/support/processes.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

export const MCP_TRANSPORTS = ['Streamable HTTP', 'stdio'] as const;
export type McpTransport = (typeof MCP_TRANSPORTS)[number];

/** An API request the service received: its method, path and query parameters. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

/** A listening service whose models all answer through the simulator, one account, and SDK clients of its MCP server. */
export interface McpTestBed {
  ctx: TestContext;
  account: TestAccount;
  baseUrl: string;
  /** A client over `transport` with the account's key. */
  connect(transport: McpTransport): Promise<Client>;
  /** A client over Streamable HTTP at POST /mcp sending these headers. */
  connectHttp(headers: Record<string, string>): Promise<Client>;
  /** What the stdio clients could not read, such as a line of stdout that is not a protocol message. */
  stdioErrors: Error[];
  /** What `action` made the tools ask the API (POST /mcp itself left out), in order. */
  requestsDuring(action: () => Promise<unknown>): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startMcpTestBed(): Promise<McpTestBed> {
  const ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
  const account = await ctx.createAccount();
  const server = await ctx.buildApp();
  let received: ReceivedRequest[] = [];
  server.addHook('onRequest', async (request) => {
    const url = new URL(request.url, 'http://service');
    if (url.pathname !== '/mcp') received.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

  const clients: Client[] = [];
  const stdioErrors: Error[] = [];
  const open = async (transport: StreamableHTTPClientTransport | StdioClientTransport) => {
    const client = new Client({ name: 'test-assistant', version: '1.0.0' });
    if (transport instanceof StdioClientTransport) client.onerror = (error) => stdioErrors.push(error);
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const connectHttp = (headers: Record<string, string>) =>
    open(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  const connectStdio = () =>
    open(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', TSX_LOADER, path.join(REPO_ROOT, 'src/cli.ts'), 'mcp'],
        // Only what `brandlens mcp` needs, in a directory without a .env: it reaches the service through its URL alone.
        env: { PATH: process.env.PATH ?? '', BRANDLENS_URL: baseUrl, BRANDLENS_API_KEY: account.apiKey },
        cwd: emptyDirectory(),
        stderr: 'pipe',
      }),
    );

  return {
    ctx,
    account,
    baseUrl,
    connect: (transport) => (transport === 'stdio' ? connectStdio() : connectHttp(account.headers)),
    connectHttp,
    stdioErrors,
    async requestsDuring(action) {
      received = [];
      await action();
      return received;
    },
    async close() {
      for (const client of clients) await client.close();
      await ctx.close();
    },
  };
}

/** The text a tool answered with, and whether it is a tool error. */
export function toolText(result: unknown): { isError: boolean; text: string } {
  const { content, isError } = result as { content: { type: string; text: string }[]; isError?: boolean };
  return { isError: isError === true, text: content[0]!.text };
}

/** The JSON a tool answered with (the API's body), and whether it is a tool error. */
export function toolJson(result: unknown): { isError: boolean; json: { data?: unknown; code?: string } & Record<string, unknown> } {
  const { isError, text } = toolText(result);
  return { isError, json: JSON.parse(text) as Record<string, unknown> };
}
