/**
 * Response bodies in each provider's wire format, field for field as the real APIs return them,
 * so the AI SDK's own parsing code runs on them in tests.
 */

export type Wire = 'openai-chat' | 'openai-responses' | 'anthropic' | 'google' | 'perplexity';

export interface FakeCitation {
  url: string;
  title: string;
}

export interface Reply {
  text: string;
  citations: FakeCitation[];
  inputTokens: number;
  outputTokens: number;
  modelId: string;
  /** Whether the request asked for the provider's web search tool (Perplexity always searches). */
  webSearch: boolean;
  refuse: boolean;
}

export interface ErrorReply {
  status: number;
  message: string;
  code?: string;
}

let sequence = 0;
const nextId = () => (++sequence).toString(36).padStart(8, '0');
const unixSeconds = () => Math.floor(Date.now() / 1000);
const REFUSAL = "I'm sorry, but I can't help with that request.";

/** Which wire a request speaks, from its path; Google names the model in the path. */
export function wireOf(path: string): { wire: Wire; model?: string } | undefined {
  if (path === '/v1/chat/completions') return { wire: 'openai-chat' };
  if (path === '/v1/responses') return { wire: 'openai-responses' };
  if (path === '/v1/messages') return { wire: 'anthropic' };
  if (path === '/chat/completions') return { wire: 'perplexity' };
  const google = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
  return google ? { wire: 'google', model: decodeURIComponent(google[1]!) } : undefined;
}

function toolTypes(body: Record<string, unknown>): string[] {
  const tools = Array.isArray(body.tools) ? (body.tools as Record<string, unknown>[]) : [];
  return tools.flatMap((tool) => [String(tool.type ?? ''), ...Object.keys(tool)]);
}

export function requestsWebSearch(wire: Wire, body: Record<string, unknown>): boolean {
  const types = toolTypes(body);
  if (wire === 'perplexity') return true;
  if (wire === 'google') return types.includes('googleSearch');
  return types.some((type) => type.startsWith('web_search'));
}

function openAiChat(reply: Reply) {
  return {
    id: `chatcmpl-${nextId()}`,
    object: 'chat.completion',
    created: unixSeconds(),
    model: reply.modelId,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.refuse ? null : reply.text, refusal: reply.refuse ? REFUSAL : null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: reply.inputTokens,
      completion_tokens: reply.outputTokens,
      total_tokens: reply.inputTokens + reply.outputTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_fake',
  };
}

function searchAction(reply: Reply) {
  return { type: 'search', query: 'fake query', sources: reply.citations.map((c) => ({ type: 'url', url: c.url })) };
}

function openAiResponses(reply: Reply) {
  const searched = reply.webSearch && !reply.refuse;
  const annotations = searched
    ? reply.citations.map((c) => ({ type: 'url_citation', start_index: 0, end_index: reply.text.length, url: c.url, title: c.title }))
    : [];
  const content = reply.refuse
    ? [{ type: 'refusal', refusal: REFUSAL }]
    : [{ type: 'output_text', text: reply.text, annotations, logprobs: [] }];
  return {
    id: `resp_${nextId()}`,
    object: 'response',
    created_at: unixSeconds(),
    status: 'completed',
    error: null,
    incomplete_details: null,
    model: reply.modelId,
    output: [
      ...(searched ? [{ type: 'web_search_call', id: `ws_${nextId()}`, status: 'completed', action: searchAction(reply) }] : []),
      { type: 'message', id: `msg_${nextId()}`, status: 'completed', role: 'assistant', content },
    ],
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: true,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    usage: {
      input_tokens: reply.inputTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: reply.outputTokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: reply.inputTokens + reply.outputTokens,
    },
    metadata: {},
  };
}

function anthropic(reply: Reply) {
  const searched = reply.webSearch && !reply.refuse && reply.citations.length > 0;
  const toolUseId = `srvtoolu_${nextId()}`;
  const searchBlocks = searched
    ? [
        { type: 'server_tool_use', id: toolUseId, name: 'web_search', input: { query: 'fake query' } },
        {
          type: 'web_search_tool_result',
          tool_use_id: toolUseId,
          content: reply.citations.map((c) => ({
            type: 'web_search_result',
            url: c.url,
            title: c.title,
            encrypted_content: 'EqgfCioIARgBIiQ',
            page_age: null,
          })),
        },
      ]
    : [];
  const citations = reply.citations.map((c) => ({
    type: 'web_search_result_location',
    cited_text: reply.text.slice(0, 80),
    url: c.url,
    title: c.title,
    encrypted_index: 'Eo8BCioIAhgBIiQ',
  }));
  const text = reply.refuse ? [] : [{ type: 'text', text: reply.text, ...(searched && { citations }) }];
  return {
    id: `msg_${nextId()}`,
    type: 'message',
    role: 'assistant',
    model: reply.modelId,
    content: [...searchBlocks, ...text],
    stop_reason: reply.refuse ? 'refusal' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: reply.inputTokens,
      output_tokens: reply.outputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      ...(searched && { server_tool_use: { web_search_requests: 1 } }),
      service_tier: 'standard',
    },
  };
}

/** Gemini cites through redirect links and names the site only in the title. */
function googleGroundingMetadata(reply: Reply) {
  return {
    webSearchQueries: ['fake query'],
    searchEntryPoint: { renderedContent: '<div class="container">fake query</div>' },
    groundingChunks: reply.citations.map((c) => ({
      web: {
        uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/${Buffer.from(c.url).toString('base64url')}`,
        title: new URL(c.url).hostname,
      },
    })),
    groundingSupports: [
      {
        segment: { startIndex: 0, endIndex: reply.text.length, text: reply.text },
        groundingChunkIndices: reply.citations.map((_, index) => index),
        confidenceScores: reply.citations.map(() => 0.9),
      },
    ],
  };
}

function google(reply: Reply) {
  const candidate = reply.refuse
    ? {
        finishReason: 'SAFETY',
        index: 0,
        safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true }],
      }
    : {
        content: { parts: [{ text: reply.text }], role: 'model' },
        finishReason: 'STOP',
        index: 0,
        ...(reply.webSearch && reply.citations.length > 0 && { groundingMetadata: googleGroundingMetadata(reply) }),
      };
  return {
    candidates: [candidate],
    usageMetadata: {
      promptTokenCount: reply.inputTokens,
      candidatesTokenCount: reply.outputTokens,
      totalTokenCount: reply.inputTokens + reply.outputTokens,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: reply.inputTokens }],
    },
    modelVersion: reply.modelId,
    responseId: nextId(),
  };
}

function perplexity(reply: Reply) {
  return {
    id: nextId(),
    model: reply.modelId,
    created: unixSeconds(),
    usage: {
      prompt_tokens: reply.inputTokens,
      completion_tokens: reply.outputTokens,
      total_tokens: reply.inputTokens + reply.outputTokens,
      search_context_size: 'low',
      cost: { input_tokens_cost: 0.0001, output_tokens_cost: 0.0002, request_cost: 0.005, total_cost: 0.0053 },
    },
    citations: reply.citations.map((c) => c.url),
    search_results: reply.citations.map((c) => ({
      title: c.title,
      url: c.url,
      date: '2025-01-15',
      last_updated: '2025-06-01',
      snippet: c.title,
    })),
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.refuse ? REFUSAL : reply.text } }],
  };
}

export function successBody(wire: Wire, reply: Reply): unknown {
  const build = { 'openai-chat': openAiChat, 'openai-responses': openAiResponses, anthropic, google, perplexity }[wire];
  return build(reply);
}

const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};
const GOOGLE_STATUSES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

/**
 * Google states when to retry in a RetryInfo detail of the body, not in a header; the other
 * providers send retry-after (and retry-after-ms for OpenAI-style APIs) next to the body.
 */
export function errorBody(wire: Wire, error: ErrorReply, retryAfterSeconds?: number): unknown {
  switch (wire) {
    case 'anthropic':
      return { type: 'error', error: { type: ANTHROPIC_ERROR_TYPES[error.status] ?? 'api_error', message: error.message } };
    case 'google':
      return {
        error: {
          code: error.status,
          message: error.message,
          status: GOOGLE_STATUSES[error.status] ?? 'INTERNAL',
          details:
            retryAfterSeconds === undefined
              ? []
              : [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfterSeconds}s` }],
        },
      };
    case 'perplexity':
      return { error: { message: error.message, type: error.code ?? 'invalid_request', code: error.status } };
    default:
      return {
        error: {
          message: error.message,
          type: error.status >= 500 ? 'server_error' : 'invalid_request_error',
          param: null,
          code: error.code ?? null,
        },
      };
  }
}

/**
 * Messages like the providers' own. The 401 one echoes the credential in full, as a careless proxy
 * would, so tests show a key never reaches an error message.
 */
export function defaultErrorMessage(status: number, credential: string): string {
  if (status === 401) return `Incorrect API key provided: ${credential}. You can find your API key in your account settings.`;
  if (status === 403) return 'Your account does not have access to this model.';
  if (status === 429) return 'Rate limit reached for requests per minute. Please try again later.';
  if (status === 400) return "Invalid value for 'messages': the request is malformed.";
  if (status === 404) return 'The model does not exist or you do not have access to it.';
  if (status === 529) return 'Overloaded';
  return 'The server had an error while processing your request. Sorry about that!';
}
