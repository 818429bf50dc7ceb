import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerRequest } from '../../test/support/answer-request.js';
import { fakeProviderEnv, startFakeLlmServer, type FakeBehaviour, type FakeLlmServer } from '../../test/support/fake-llm-server.js';
import type { ModelId } from './models.js';
import { retryAfterMs, sanitise } from './provider-errors.js';
import { loadLlmConfig } from './config.js';
import { createProviderEngine } from './providers.js';
import { LlmError, type AnswerEngine } from './types.js';

/** The engine as an entry point would build it from these variables. */
const providerEngine = (variables: NodeJS.ProcessEnv) => createProviderEngine(loadLlmConfig(variables));

let server: FakeLlmServer;
let env: Record<string, string>;
let engine: AnswerEngine;

beforeAll(async () => {
  server = await startFakeLlmServer();
  env = { ...fakeProviderEnv(server.url), OPENAI_WEB_SEARCH: 'true', ANTHROPIC_WEB_SEARCH: 'true', GOOGLE_SEARCH_GROUNDING: 'true' };
  engine = providerEngine(env);
});
beforeEach(() => server.reset());
afterAll(() => server.close());

/** One model per wire format the fake server speaks. */
const MODEL_PER_WIRE: [string, ModelId][] = [
  ['OpenAI Chat Completions', 'MISTRAL_LARGE'],
  ['OpenAI Responses', 'GPT_4O'],
  ['Anthropic Messages', 'CLAUDE_SONNET_4_5'],
  ['Google generateContent', 'GEMINI_2_5_FLASH'],
  ['Perplexity', 'PERPLEXITY_SONAR'],
];

async function failure(model: ModelId, behaviour: FakeBehaviour, timeoutMs = 5_000, on: AnswerEngine = engine): Promise<LlmError> {
  server.enqueue(behaviour);
  const error = await on.answer(answerRequest(model, { timeoutMs })).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

describe.each(MODEL_PER_WIRE)('%s errors', (_wire, model) => {
  it('a 429 is rate_limited, retryable, with the delay the provider asked for', async () => {
    const error = await failure(model, { status: 429, retryAfterSeconds: 2 });
    expect(error).toMatchObject({ errorClass: 'rate_limited', retryable: true, statusCode: 429, retryAfterMs: 2_000 });
    expect(error.message).toContain('HTTP 429');
  });

  it('a 500 is a retryable server_error', async () => {
    expect(await failure(model, { status: 500 })).toMatchObject({ errorClass: 'server_error', retryable: true, statusCode: 500 });
  });

  it('a 401 is auth, not retryable, and its message keeps the provider text but never the key', async () => {
    const error = await failure(model, { status: 401 });
    expect(error).toMatchObject({ errorClass: 'auth', retryable: false, statusCode: 401 });
    expect(error.message).toContain('Incorrect API key provided: [redacted]');
    const keys = Object.entries(env).filter(([name]) => name.endsWith('_API_KEY'));
    for (const [, key] of keys) expect(error.message).not.toContain(key);
  });

  it('a 400 is bad_request, not retryable', async () => {
    expect(await failure(model, { status: 400 })).toMatchObject({ errorClass: 'bad_request', retryable: false, statusCode: 400 });
  });

  it('an answer slower than the timeout is a retryable timeout', async () => {
    const started = Date.now();
    const error = await failure(model, { delayMs: 5_000 }, 300);
    expect(error).toMatchObject({ errorClass: 'timeout', retryable: true });
    expect(error.message).toBe(`${model}: no answer within 300 ms`);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('error classes', () => {
  // Perplexity has no refusal signal: a declining Sonar answer is ordinary text.
  it.each(MODEL_PER_WIRE.filter(([wire]) => wire !== 'Perplexity'))('a %s refusal is content_filtered', async (_wire, model) => {
    const error = await failure(model, { refuse: true });
    expect(error).toMatchObject({ errorClass: 'content_filtered', retryable: false });
    expect(error.message).toContain(`${model}: the provider declined to answer`);
  });

  it("Anthropic's 529 overloaded is a server_error", async () => {
    expect(await failure('CLAUDE_HAIKU_4_5', { status: 529 })).toMatchObject({ errorClass: 'server_error', statusCode: 529 });
  });

  it('retry-after-ms wins over retry-after, and an HTTP-date retry-after counts down to that date', async () => {
    expect(await failure('GPT_4O', { status: 429, retryAfterMs: 1_500, retryAfterSeconds: 9 })).toMatchObject({ retryAfterMs: 1_500 });
    const inTenSeconds = new Date(Date.now() + 10_000);
    const error = await failure('DEEPSEEK_CHAT', { status: 429, retryAfterDate: inTenSeconds });
    expect(error.retryAfterMs).toBeGreaterThan(7_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(10_000);
  });

  it('a 429 without retry-after is rate_limited with no delay, for the queue to choose one', async () => {
    const error = await failure('GROK_4', { status: 429 });
    expect(error).toMatchObject({ errorClass: 'rate_limited' });
    expect(error.retryAfterMs).toBeUndefined();
  });

  it("OpenAI's insufficient_quota 429 is auth: waiting brings no credit back", async () => {
    expect(await failure('GPT_4O', { status: 429, errorCode: 'insufficient_quota' })).toMatchObject({
      errorClass: 'auth',
      retryable: false,
    });
  });

  it('403 is auth, and 404 and 422 are bad_request', async () => {
    expect(await failure('GPT_4O', { status: 403 })).toMatchObject({ errorClass: 'auth' });
    expect(await failure('CLAUDE_SONNET_4_5', { status: 404 })).toMatchObject({ errorClass: 'bad_request' });
    expect(await failure('MISTRAL_LARGE', { status: 422 })).toMatchObject({ errorClass: 'bad_request' });
  });

  it("a provider's content-policy error is content_filtered", async () => {
    const error = await failure('GPT_4O', {
      status: 400,
      errorCode: 'content_policy_violation',
      errorMessage: 'Your request was rejected as a result of our safety system.',
    });
    expect(error).toMatchObject({ errorClass: 'content_filtered', statusCode: 400 });
    expect(error.message).toContain('safety system');
  });

  it('a connection the provider drops is a retryable network error', async () => {
    expect(await failure('PERPLEXITY_SONAR', { dropConnection: true })).toMatchObject({ errorClass: 'network', retryable: true });
  });

  it('a provider nobody listens at is a retryable network error', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const unreachable = providerEngine({ ...env, ANTHROPIC_BASE_URL: `http://127.0.0.1:${closedPort}/v1` });
    const error = await unreachable.answer(answerRequest('CLAUDE_SONNET_4_5')).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorClass: 'network', retryable: true });
    expect((error as LlmError).message).toContain('ECONNREFUSED');
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2025-06-02T10:00:00Z');

  it('reads seconds, fractional seconds, milliseconds and HTTP dates', () => {
    expect(retryAfterMs({ 'retry-after': '3' }, undefined, now)).toBe(3_000);
    expect(retryAfterMs({ 'retry-after': '0.5' }, undefined, now)).toBe(500);
    expect(retryAfterMs({ 'retry-after-ms': '250' }, undefined, now)).toBe(250);
    expect(retryAfterMs({ 'retry-after': 'Mon, 02 Jun 2025 10:00:30 GMT' }, undefined, now)).toBe(30_000);
    expect(retryAfterMs({ 'retry-after': 'Mon, 02 Jun 2025 09:59:00 GMT' }, undefined, now)).toBe(0);
  });

  it("reads Google's RetryInfo from the error body, and nothing from nonsense", () => {
    const body = { error: { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '17.5s' }] } };
    expect(retryAfterMs({}, body, now)).toBe(17_500);
    expect(retryAfterMs({ 'retry-after': 'soon' }, undefined, now)).toBeUndefined();
    expect(retryAfterMs(undefined, undefined, now)).toBeUndefined();
  });
});

describe('sanitise', () => {
  it('removes the configured keys and anything shaped like a provider key', () => {
    const message = sanitise(
      'key my-own-secret-value failed; also sk-proj-abcdefghijklmnop, AIzaSyA1234567890abcdefghijklmno and Bearer xyz.123',
      ['my-own-secret-value'],
    );
    expect(message).toBe('key [redacted] failed; also [redacted], [redacted] and [redacted]');
  });
});
