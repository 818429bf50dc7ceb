import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MODEL_IDS } from '../llm/models.js';

/** One GET of the REST API, as the caller of the MCP server is allowed it: its answer's status and JSON body. */
export type ApiGet = (
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
) => Promise<{ status: number; body: unknown }>;

export const MCP_SERVER_INFO = { name: 'brandlens', version: '1.0.0' };

const brandId = z.string().min(1).describe('a brand id (list_brands gives them)');
const days = z.number().int().min(1).max(365).optional().describe('UTC calendar days back from today (default 30)');
const model = z
  .enum(MODEL_IDS as [string, ...string[]])
  .optional()
  .describe('restrict to one model');

/** Tool results carry the API's own JSON; an API error becomes a tool error with its code. */
async function reply(get: ApiGet, path: string, query?: Record<string, string | number | boolean | undefined>) {
  const { status, body } = await get(path, query);
  const text = JSON.stringify(body, null, 1);
  return { content: [{ type: 'text' as const, text }], ...(status >= 400 && { isError: true }) };
}

/**
 * The read-only tools an assistant gets over MCP, each one GET of the REST API: the same figures, the same
 * authentication and limits, whichever transport carries them (stdio through the HTTP API, Streamable HTTP in process).
 */
export function createMcpServer(get: ApiGet): McpServer {
  const server = new McpServer(MCP_SERVER_INFO);
  const readOnly = { readOnlyHint: true, openWorldHint: false };
  server.registerTool(
    'list_brands',
    { description: 'The brands of the account whose visibility in AI answers is tracked.', annotations: readOnly },
    async () => reply(get, '/brands'),
  );
  server.registerTool(
    'get_visibility',
    {
      description: 'A brand’s mention rate, share of voice leaderboard, timeline, average position and citation rate in AI answers.',
      inputSchema: { brandId, days, model },
      annotations: readOnly,
    },
    async (args) => reply(get, `/brands/${encodeURIComponent(args.brandId)}/visibility`, { days: args.days, model: args.model }),
  );
  server.registerTool(
    'list_competitors',
    {
      description: 'The competitors AI answers name instead of or beside the brand, ranked.',
      inputSchema: { brandId, days, model },
      annotations: readOnly,
    },
    async (args) => reply(get, `/brands/${encodeURIComponent(args.brandId)}/competitors`, { days: args.days, model: args.model }),
  );
  server.registerTool(
    'list_sources',
    {
      description: 'The pages (or, with groupBy "domain", the sites) AI answers cite for the brand’s prompts.',
      inputSchema: { brandId, groupBy: z.enum(['domain']).optional() },
      annotations: readOnly,
    },
    async (args) => reply(get, `/brands/${encodeURIComponent(args.brandId)}/sources`, { groupBy: args.groupBy }),
  );
  server.registerTool(
    'list_opportunities',
    {
      description: 'Prompts where competitors are recommended and the brand trails, by priority.',
      inputSchema: { brandId },
      annotations: readOnly,
    },
    async (args) => reply(get, `/brands/${encodeURIComponent(args.brandId)}/opportunities`),
  );
  server.registerTool(
    'list_answers',
    {
      description: 'The AI answers behind the figures, newest first, with what was counted in each.',
      inputSchema: {
        brandId,
        days,
        model,
        mentioned: z.boolean().optional().describe('only answers that name the brand (true) or not (false)'),
        competitorId: z.string().optional(),
        q: z.string().min(1).max(200).optional().describe('words the answer holds'),
        limit: z.number().int().min(1).max(200).optional(),
      },
      annotations: readOnly,
    },
    async ({ brandId: id, mentioned, ...query }) =>
      reply(get, `/brands/${encodeURIComponent(id)}/answers`, {
        ...query,
        mentioned: mentioned === undefined ? undefined : String(mentioned),
      }),
  );
  server.registerTool(
    'get_answer',
    {
      description: 'One AI answer: its text, citations and every mention counted.',
      inputSchema: { brandId, answerId: z.string().min(1) },
      annotations: readOnly,
    },
    async (args) => reply(get, `/brands/${encodeURIComponent(args.brandId)}/answers/${encodeURIComponent(args.answerId)}`),
  );
  return server;
}

/** The query string of an API GET, without the parameters left out. */
export function queryString(query: Record<string, string | number | boolean | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
