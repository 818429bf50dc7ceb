import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { COMPETITOR_STATUSES } from '../db/tables/analysis.js';
import { MAX_OFFSET } from '../lib/schemas.js';
import { MODEL_IDS } from '../llm/models.js';
import { MAX_ANSWER_PAGE } from '../modules/answers/schemas.js';
import { MAX_MODELS, MAX_RUNS_PER_MODEL } from '../modules/campaigns/schemas.js';
import { OPPORTUNITY_STATUSES } from '../modules/opportunities/status.js';
import { pathOf, type ApiCall, type ApiRequest } from './api-call.js';

const MCP_SERVER_INFO = { name: 'brandlens', version: '1.0.0' };

const READ: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
const WRITE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

// The arguments take the REST contract's bounds and enums, so the SDK refuses most bad arguments before any API call.
const brandId = z.string().min(1).describe('a brand id (list_brands gives them)');
const id = (meaning: string) => z.string().min(1).max(100).describe(meaning);
const days = z.number().int().min(1).max(365).optional().describe('UTC calendar days back from today, today included');
const model = z.enum(MODEL_IDS).optional().describe('only this model (list_models gives them)');
const topicId = id('only the prompts of this topic (list_topics gives them)').optional();
const market = z
  .string()
  .regex(/^[A-Za-z]{2}-[A-Za-z]{2,3}$/)
  .optional()
  .describe('only this market, COUNTRY-language such as US-en');
const offset = z.number().int().min(0).max(MAX_OFFSET).optional();

// A string, as the API takes it: its aliases and any case are accepted there, and a wrong one is its VALIDATION_ERROR.
const opportunityStatus = z
  .string()
  .min(1)
  .describe(`${OPPORTUNITY_STATUSES.join(', ')}; NEW and OPEN mean TODO, REVIEWED means IN_PROGRESS; any case`);

/** Tool results carry the API's own JSON; an API error stays a tool error carrying its `{ error, code }` body. */
async function reply(api: ApiCall, request: ApiRequest): Promise<CallToolResult> {
  const { status, body } = await api(request);
  return { content: [{ type: 'text', text: JSON.stringify(body, null, 1) }], ...(status >= 400 && { isError: true }) };
}

type Get = (path: string, query?: ApiRequest['query']) => Promise<CallToolResult>;

/**
 * The tools an assistant gets over MCP, each one call of the REST API: the same figures, errors, authentication and
 * limits, whichever transport carries them (stdio through the HTTP API, Streamable HTTP in process).
 */
export function createMcpServer(api: ApiCall): McpServer {
  const server = new McpServer(MCP_SERVER_INFO);
  const get: Get = (path, query) => reply(api, { method: 'GET', path, query });
  registerFigureTools(server, get);
  registerCampaignTools(server, api, get);
  return server;
}

/** What the stored answers say about a brand, and the opportunities they show. */
function registerFigureTools(server: McpServer, get: Get): void {
  server.registerTool(
    'get_visibility',
    {
      description: 'A brand’s mention rate, share of voice leaderboard, timeline, average position and citation rate in AI answers.',
      inputSchema: { brandId, days, model, topicId, market },
      annotations: READ,
    },
    async ({ brandId: brand, ...query }) => get(pathOf('brands', brand, 'visibility'), query),
  );
  server.registerTool(
    'get_competitors',
    {
      description: 'The competitors AI answers name instead of or beside the brand, ranked.',
      inputSchema: {
        brandId,
        days,
        model,
        topicId,
        market,
        status: z.enum(COMPETITOR_STATUSES).optional().describe('default: DISCOVERED and TRACKED'),
      },
      annotations: READ,
    },
    async ({ brandId: brand, ...query }) => get(pathOf('brands', brand, 'competitors'), query),
  );
  server.registerTool(
    'get_sources',
    {
      description: 'The pages (or, with groupBy "domain", the sites) AI answers cite for the brand’s prompts, most cited first.',
      inputSchema: {
        brandId,
        topicId,
        market,
        domain: z.string().min(1).max(253).optional().describe('only this registrable domain'),
        groupBy: z.enum(['domain']).optional().describe('one entry per domain, with totals'),
        limit: z.number().int().min(1).max(MAX_OFFSET).optional(),
        offset,
      },
      annotations: READ,
    },
    async ({ brandId: brand, ...query }) => get(pathOf('brands', brand, 'sources'), query),
  );
  server.registerTool(
    'list_answers',
    {
      description: 'The AI answers behind the figures, newest first, with what was counted in each.',
      inputSchema: {
        brandId,
        campaignId: id('only the answers of this campaign').optional(),
        topicId,
        promptId: id('only the answers to this prompt').optional(),
        model,
        market,
        mentioned: z.boolean().optional().describe('only answers that name the brand (true) or not (false)'),
        competitorId: id('only answers naming this competitor').optional(),
        domain: z.string().min(1).max(253).optional().describe('only answers citing this registrable domain'),
        days,
        q: z.string().min(1).max(200).optional().describe('words the answer holds (every word, any order)'),
        limit: z.number().int().min(1).max(MAX_ANSWER_PAGE).optional().describe('default 50'),
        offset,
      },
      annotations: READ,
    },
    async ({ brandId: brand, ...query }) => get(pathOf('brands', brand, 'answers'), query),
  );
  server.registerTool(
    'get_answer',
    {
      description: 'One AI answer: its text, citations and every mention counted.',
      inputSchema: { brandId, answerId: id('an answer id (list_answers gives them)') },
      annotations: READ,
    },
    async (args) => get(pathOf('brands', args.brandId, 'answers', args.answerId)),
  );
  server.registerTool(
    'list_opportunities',
    {
      description: 'Prompts where competitors are recommended and the brand trails, highest priority first.',
      inputSchema: { brandId, topicId, market, status: opportunityStatus.optional() },
      annotations: READ,
    },
    async ({ brandId: brand, ...query }) => get(pathOf('brands', brand, 'opportunities'), query),
  );
}

/** Brands, topics, models and campaigns: what an assistant needs to measure, and the one status it may set. */
function registerCampaignTools(server: McpServer, api: ApiCall, get: Get): void {
  server.registerTool(
    'list_brands',
    { description: 'The brands of the account whose visibility in AI answers is tracked.', annotations: READ },
    async () => get('/brands'),
  );
  server.registerTool(
    'list_topics',
    { description: 'A brand’s topics: the seeds its prompts were generated from.', inputSchema: { brandId }, annotations: READ },
    async (args) => get(pathOf('brands', args.brandId, 'topics')),
  );
  server.registerTool(
    'create_topic',
    {
      description: 'Creates a topic from a seed (a buyer question or category) and generates its 10–20 prompts.',
      inputSchema: {
        brandId,
        seed: z.string().min(3).max(200).describe('a buyer question or category phrase'),
        language: z.string().min(2).max(5).optional().describe('BCP-47 such as en or pt-BR (default: the brand’s)'),
        country: z.string().min(2).max(5).optional().describe('ISO 3166-1 alpha-2 such as US (default: the brand’s)'),
      },
      annotations: { ...WRITE, idempotentHint: false },
    },
    async ({ brandId: brand, ...body }) => reply(api, { method: 'POST', path: pathOf('brands', brand, 'topics'), body }),
  );
  server.registerTool(
    'list_models',
    { description: 'The models a campaign can ask, and which are configured on this server.', annotations: READ },
    async () => get('/models'),
  );
  server.registerTool(
    'launch_campaign',
    {
      description: 'Asks every prompt of a topic to each model, runsPerModel times; runs in the background (poll get_campaign).',
      inputSchema: {
        brandId,
        topicId: id('the topic whose prompts are asked'),
        models: z.array(z.enum(MODEL_IDS)).min(1).max(MAX_MODELS).optional().describe('distinct models (default: the account’s)'),
        runsPerModel: z.number().int().min(1).max(MAX_RUNS_PER_MODEL).optional().describe('default 1'),
        avatarId: id('the persona asking (default: the brand’s default avatar)').optional(),
      },
      annotations: { ...WRITE, idempotentHint: false },
    },
    async ({ brandId: brand, ...body }) => reply(api, { method: 'POST', path: pathOf('brands', brand, 'campaigns'), body }),
  );
  server.registerTool(
    'get_campaign',
    {
      description: 'A campaign’s status, progress and results; finished once status is completed, failed or cancelled.',
      inputSchema: { brandId, campaignId: id('a campaign id (launch_campaign gives it)') },
      annotations: READ,
    },
    async (args) => get(pathOf('brands', args.brandId, 'campaigns', args.campaignId)),
  );
  server.registerTool(
    'update_opportunity',
    {
      description: 'Sets an opportunity’s status, e.g. IN_PROGRESS once work on it starts or DONE once published.',
      inputSchema: { brandId, opportunityId: id('an opportunity id (list_opportunities gives them)'), status: opportunityStatus },
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ brandId: brand, opportunityId, status }) =>
      reply(api, { method: 'PATCH', path: pathOf('brands', brand, 'opportunities', opportunityId), body: { status } }),
  );
}
