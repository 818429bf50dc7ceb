import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerRequest } from '../../test/support/answer-request.js';
import { DEFAULT_FAKE_ANSWER, fakeProviderEnv, startFakeLlmServer, type FakeLlmServer } from '../../test/support/fake-llm-server.js';
import { loadLlmConfig } from './config.js';
import { createProviderEngine } from './providers.js';
import { LlmError } from './types.js';

/** The engine as an entry point would build it from these variables. */
const providerEngine = (variables: NodeJS.ProcessEnv) => createProviderEngine(loadLlmConfig(variables));

let server: FakeLlmServer;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startFakeLlmServer();
  env = fakeProviderEnv(server.url);
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const CITATIONS = DEFAULT_FAKE_ANSWER.citations;

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the fake server received no request');
  return request;
}

describe('OpenAI', () => {
  it('answers through Chat Completions by default, with the system and prompt as messages', async () => {
    server.setAnswer({ text: 'Acme leads.', citations: [], inputTokens: 11, outputTokens: 3, modelId: 'gpt-4o-2024-08-06' });
    const answer = await providerEngine(env).answer(answerRequest('GPT_4O'));

    expect(answer).toMatchObject({
      text: 'Acme leads.',
      citations: [],
      usage: { inputTokens: 11, outputTokens: 3 },
      providerModelId: 'gpt-4o-2024-08-06',
      simulated: false,
    });
    expect(answer.latencyMs).toBeGreaterThanOrEqual(0);
    const request = lastRequest();
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${env.OPENAI_API_KEY}`);
    expect(request.body).toMatchObject({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: answerRequest('GPT_4O').system },
        { role: 'user', content: answerRequest('GPT_4O').prompt },
      ],
    });
    expect(request.body).not.toHaveProperty('tools');
  });

  it('with OPENAI_WEB_SEARCH uses the Responses API web search from the market, and its url_citation annotations become citations', async () => {
    const engine = providerEngine({ ...env, OPENAI_WEB_SEARCH: 'true' });
    const answer = await engine.answer(answerRequest('GPT_5_MINI', { country: 'de' }));

    expect(answer.text).toBe(DEFAULT_FAKE_ANSWER.text);
    expect(answer.citations).toEqual(CITATIONS);
    expect(answer.providerModelId).toBe('gpt-5-mini');
    const request = lastRequest();
    expect(request.path).toBe('/v1/responses');
    expect(request.body.tools).toEqual([{ type: 'web_search', user_location: { type: 'approximate', country: 'DE' } }]);
    expect(JSON.stringify(request.body.input)).toContain(answerRequest('GPT_5_MINI').prompt);
    expect(JSON.stringify(request.body.input)).toContain(answerRequest('GPT_5_MINI').system);
  });
});

describe('Anthropic', () => {
  it('answers through the Messages API without tools by default', async () => {
    const answer = await providerEngine(env).answer(answerRequest('CLAUDE_HAIKU_4_5'));

    expect(answer).toMatchObject({ text: DEFAULT_FAKE_ANSWER.text, citations: [], usage: { inputTokens: 42, outputTokens: 128 } });
    expect(answer.providerModelId).toBe('claude-haiku-4-5');
    const request = lastRequest();
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['x-api-key']).toBe(env.ANTHROPIC_API_KEY);
    expect(request.body).toMatchObject({
      model: 'claude-haiku-4-5',
      system: [{ type: 'text', text: answerRequest('CLAUDE_HAIKU_4_5').system }],
      messages: [{ role: 'user', content: [{ type: 'text', text: answerRequest('CLAUDE_HAIKU_4_5').prompt }] }],
    });
    expect(request.body).not.toHaveProperty('tools');
  });

  it('with ANTHROPIC_WEB_SEARCH searches from the market, and its search results and text citations become citations', async () => {
    server.setAnswer({
      citations: [...CITATIONS, { url: 'https://www.acme.example/compare', title: 'Acme comparison (again)' }],
      modelId: 'claude-sonnet-4-5-20250929',
    });
    const answer = await providerEngine({ ...env, ANTHROPIC_WEB_SEARCH: 'true' }).answer(answerRequest('CLAUDE_SONNET_4_5'));

    expect(answer.citations).toEqual(CITATIONS);
    expect(answer.providerModelId).toBe('claude-sonnet-4-5-20250929');
    expect(lastRequest().body.tools).toEqual([
      { type: 'web_search_20250305', name: 'web_search', max_uses: 5, user_location: { type: 'approximate', country: 'FR' } },
    ]);
  });
});

describe('Google Gemini', () => {
  it('answers through generateContent, reporting the model version it ran', async () => {
    server.setAnswer({ modelId: 'gemini-2.5-flash-001' });
    const answer = await providerEngine(env).answer(answerRequest('GEMINI_2_5_FLASH'));

    expect(answer).toMatchObject({ text: DEFAULT_FAKE_ANSWER.text, citations: [], providerModelId: 'gemini-2.5-flash-001' });
    const request = lastRequest();
    expect(request.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request.headers['x-goog-api-key']).toBe(env.GOOGLE_GENERATIVE_AI_API_KEY);
    expect(request.body).toMatchObject({
      systemInstruction: { parts: [{ text: answerRequest('GEMINI_2_5_FLASH').system }] },
      contents: [{ role: 'user', parts: [{ text: answerRequest('GEMINI_2_5_FLASH').prompt }] }],
    });
  });

  it('with GOOGLE_SEARCH_GROUNDING grounds on Google Search, and the grounding chunks become citations of the cited sites', async () => {
    const answer = await providerEngine({ ...env, GOOGLE_SEARCH_GROUNDING: 'true' }).answer(answerRequest('GEMINI_2_5_PRO'));

    expect(lastRequest().body.tools).toEqual([{ googleSearch: {} }]);
    expect(answer.citations).toEqual([
      { url: 'https://www.acme.example/', title: 'www.acme.example' },
      { url: 'https://reviews.example.org/', title: 'reviews.example.org' },
    ]);
  });
});

describe('Perplexity', () => {
  it('answers with its search results as titled citations, searching from the market', async () => {
    server.setAnswer({ modelId: 'sonar-pro' });
    const answer = await providerEngine(env).answer(answerRequest('PERPLEXITY_SONAR_PRO'));

    expect(answer).toMatchObject({ text: DEFAULT_FAKE_ANSWER.text, citations: CITATIONS, providerModelId: 'sonar-pro' });
    expect(answer.usage).toEqual({ inputTokens: 42, outputTokens: 128 });
    const request = lastRequest();
    expect(request.path).toBe('/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${env.PERPLEXITY_API_KEY}`);
    expect(request.body).toMatchObject({
      model: 'sonar-pro',
      web_search_options: { user_location: { country: 'FR' } },
      messages: [
        { role: 'system', content: answerRequest('PERPLEXITY_SONAR').system },
        { role: 'user', content: answerRequest('PERPLEXITY_SONAR').prompt },
      ],
    });
  });
});

describe('OpenAI-compatible endpoints', () => {
  it.each([
    ['MISTRAL_LARGE', 'mistral-large-latest', 'MISTRAL_API_KEY'],
    ['DEEPSEEK_CHAT', 'deepseek-chat', 'DEEPSEEK_API_KEY'],
    ['GROK_4', 'grok-4', 'XAI_API_KEY'],
  ] as const)('%s answers through Chat Completions at its base URL', async (model, providerModelId, keyVariable) => {
    const answer = await providerEngine(env).answer(answerRequest(model));

    expect(answer).toMatchObject({ text: DEFAULT_FAKE_ANSWER.text, providerModelId, usage: { inputTokens: 42, outputTokens: 128 } });
    const request = lastRequest();
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${env[keyVariable]}`);
    expect(request.body).toMatchObject({ model: providerModelId, messages: [{ role: 'system' }, { role: 'user' }] });
  });

  it('a local endpoint needs only its base URL, and OPENAI_COMPATIBLE_MODEL names the model it serves', async () => {
    const engine = providerEngine({ OPENAI_COMPATIBLE_BASE_URL: `${server.url}/v1`, OPENAI_COMPATIBLE_MODEL: 'llama3.3:70b' });
    const answer = await engine.answer(answerRequest('LLAMA_3_3_70B'));

    expect(answer.providerModelId).toBe('llama3.3:70b');
    const request = lastRequest();
    expect(request.body.model).toBe('llama3.3:70b');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('a hosted one sends OPENAI_COMPATIBLE_API_KEY', async () => {
    await providerEngine({
      OPENAI_COMPATIBLE_BASE_URL: `${server.url}/v1`,
      OPENAI_COMPATIBLE_API_KEY: 'gsk-router-key-123456',
    }).answer(answerRequest('LLAMA_3_3_70B'));
    expect(lastRequest().headers.authorization).toBe('Bearer gsk-router-key-123456');
    expect(lastRequest().body.model).toBe('llama-3.3-70b');
  });
});

describe('configuration', () => {
  it.each([
    ['GPT_4O', 'OPENAI_API_KEY'],
    ['CLAUDE_SONNET_4_5', 'ANTHROPIC_API_KEY'],
    ['GEMINI_2_5_FLASH', 'GOOGLE_GENERATIVE_AI_API_KEY'],
    ['PERPLEXITY_SONAR', 'PERPLEXITY_API_KEY'],
    ['MISTRAL_LARGE', 'MISTRAL_API_KEY'],
    ['DEEPSEEK_CHAT', 'DEEPSEEK_API_KEY'],
    ['GROK_4', 'XAI_API_KEY'],
    ['LLAMA_3_3_70B', 'OPENAI_COMPATIBLE_BASE_URL'],
  ] as const)('%s without credentials is not_configured, naming %s, and calls nobody', async (model, variable) => {
    const { [variable]: _removed, ...withoutCredential } = env;
    const error = await providerEngine(withoutCredential)
      .answer(answerRequest(model))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ errorClass: 'not_configured', retryable: false, message: `${model} is not configured: set ${variable}` });
    expect(server.requests).toHaveLength(0);
  });

  it('SIMULATED is not a provider model', async () => {
    await expect(providerEngine(env).answer(answerRequest('SIMULATED'))).rejects.toMatchObject({ errorClass: 'not_configured' });
  });
});

describe('the fake provider server', () => {
  it('answers concurrent calls in parallel, so a throughput benchmark measures the queue and not the server', async () => {
    server.setLatency(200);
    const engine = providerEngine(env);
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 200 }, (_, runIndex) => engine.answer(answerRequest('GPT_4O', { prompt: `question ${runIndex}` }))),
    );

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(200);
  });
});
