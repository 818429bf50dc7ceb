import { realpathSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultErrorMessage, errorBody, requestsWebSearch, successBody, wireOf, type FakeCitation, type Wire } from './fake-llm-wire.js';

export type { FakeCitation };

export interface FakeAnswer {
  text: string;
  citations: FakeCitation[];
  inputTokens: number;
  outputTokens: number;
  /** The model id the provider reports back; by default the one requested. */
  modelId?: string;
}

/** What the server does with one request; each request takes the next behaviour from the queue. */
export interface FakeBehaviour {
  /** Fail with this HTTP status, in the provider's own error format. */
  status?: number;
  retryAfterSeconds?: number;
  retryAfterMs?: number;
  /** Sent as an HTTP-date retry-after. */
  retryAfterDate?: Date;
  /** The provider's error code in the body, e.g. `insufficient_quota` or `content_policy_violation`. */
  errorCode?: string;
  errorMessage?: string;
  /** Respond after this long instead of after the server's latency. */
  delayMs?: number;
  /** The model declines, in the provider's refusal shape. */
  refuse?: boolean;
  /** Close the connection without a response, as a crashing server would. */
  dropConnection?: boolean;
  /** Answer this request only with this instead of the default answer. */
  answer?: Partial<FakeAnswer>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeLlmServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** How long every answer takes, unless a behaviour says otherwise. */
  latencyMs?: number;
  answer?: Partial<FakeAnswer>;
  /** Off for long benchmark runs, where keeping every request would only grow memory. */
  recordRequests?: boolean;
}

export interface FakeLlmServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** The answer from now on; fields left out take the default answer's. */
  setAnswer(answer: Partial<FakeAnswer>): void;
  setLatency(latencyMs: number): void;
  enqueue(...behaviours: FakeBehaviour[]): void;
  /** Back to the default answer and latency, with an empty queue and no recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_ANSWER: FakeAnswer = {
  text:
    '## Popular choices\n\n1. **Acme** - a reliable all-rounder.\n2. **Globex** - strong on price.\n3. **Initech** - the best support.\n\n' +
    'Most reviews rank Acme first for small teams.',
  citations: [
    { url: 'https://www.acme.example/compare', title: 'Acme vs Globex vs Initech' },
    { url: 'https://reviews.example.org/best-tools', title: 'The best tools this year' },
  ],
  inputTokens: 42,
  outputTokens: 128,
};

/** The environment that points every provider at the fake server, with placeholder keys. */
export function fakeProviderEnv(url: string): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-fake-openai-0123456789abcdef',
    OPENAI_BASE_URL: `${url}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-fake-0123456789abcdef',
    ANTHROPIC_BASE_URL: `${url}/v1`,
    GOOGLE_GENERATIVE_AI_API_KEY: 'AIzaFakeGoogleKey0123456789abcdef',
    GOOGLE_BASE_URL: `${url}/v1beta`,
    PERPLEXITY_API_KEY: 'pplx-fake-0123456789abcdef',
    PERPLEXITY_BASE_URL: url,
    MISTRAL_API_KEY: 'fake-mistral-0123456789abcdef',
    MISTRAL_BASE_URL: `${url}/v1`,
    DEEPSEEK_API_KEY: 'sk-fake-deepseek-0123456789abcdef',
    DEEPSEEK_BASE_URL: `${url}/v1`,
    XAI_API_KEY: 'xai-fake-0123456789abcdef',
    XAI_BASE_URL: `${url}/v1`,
    OPENAI_COMPATIBLE_BASE_URL: `${url}/v1`,
  };
}

function credentialOf(headers: IncomingHttpHeaders): string {
  const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
  return bearer ?? String(headers['x-api-key'] ?? headers['x-goog-api-key'] ?? '');
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  if (res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

function retryHeaders(wire: Wire, behaviour: FakeBehaviour): Record<string, string> {
  // Google says when to retry only in the error body.
  if (wire === 'google') return {};
  const headers: Record<string, string> = {};
  if (behaviour.retryAfterSeconds !== undefined) headers['retry-after'] = String(behaviour.retryAfterSeconds);
  if (behaviour.retryAfterDate) headers['retry-after'] = behaviour.retryAfterDate.toUTCString();
  if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs);
  return headers;
}

/** One loopback server speaking every provider's wire format, scriptable per test. */
export async function startFakeLlmServer(options: FakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  const recordRequests = options.recordRequests ?? true;
  const initialAnswer = { ...DEFAULT_FAKE_ANSWER, ...options.answer };
  let answer = initialAnswer;
  let latencyMs = options.latencyMs ?? 0;
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function respond(
    req: IncomingMessage,
    res: ServerResponse,
    route: { wire: Wire; model?: string },
    body: Record<string, unknown>,
    behaviour: FakeBehaviour,
  ) {
    const { wire } = route;
    if (behaviour.dropConnection) return void req.socket.destroy();
    if (behaviour.status !== undefined && behaviour.status >= 400) {
      const message = behaviour.errorMessage ?? defaultErrorMessage(behaviour.status, credentialOf(req.headers));
      const retryAfterSeconds =
        behaviour.retryAfterSeconds ?? (behaviour.retryAfterMs === undefined ? undefined : behaviour.retryAfterMs / 1000);
      const error = errorBody(wire, { status: behaviour.status, message, code: behaviour.errorCode }, retryAfterSeconds);
      return send(res, behaviour.status, retryHeaders(wire, behaviour), error);
    }
    const reply = { ...answer, ...behaviour.answer };
    const modelId = reply.modelId ?? route.model ?? (typeof body.model === 'string' ? body.model : 'unknown');
    send(
      res,
      200,
      {},
      successBody(wire, { ...reply, modelId, webSearch: requestsWebSearch(wire, body), refuse: behaviour.refuse ?? false }),
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = (req.url ?? '/').split('?')[0]!;
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, {}, { error: { message: 'Request body is not JSON', type: 'invalid_request_error' } });
    }
    if (recordRequests) requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const route = req.method === 'POST' ? wireOf(path) : undefined;
    if (!route) return send(res, 404, {}, { error: { message: `No fake route for ${req.method} ${path}`, type: 'not_found' } });

    const behaviour = queue.shift() ?? {};
    const delayMs = behaviour.delayMs ?? latencyMs;
    if (delayMs <= 0) return respond(req, res, route, body, behaviour);
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond(req, res, route, body, behaviour);
    }, delayMs);
    timers.add(timer);
    // A client that gave up (its timeout) frees the timer at once.
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.keepAliveTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host: '127.0.0.1', backlog: 4096 }, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setAnswer: (next) => {
      answer = { ...DEFAULT_FAKE_ANSWER, ...next };
    },
    setLatency: (next) => {
      latencyMs = next;
    },
    enqueue: (...behaviours) => {
      queue.push(...behaviours);
    },
    reset: () => {
      answer = initialAnswer;
      latencyMs = options.latencyMs ?? 0;
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      latency: { type: 'string', default: '0' },
      answer: { type: 'string' },
    },
  });
  const server = await startFakeLlmServer({
    port: Number(values.port),
    latencyMs: Number(values.latency),
    recordRequests: false,
    ...(values.answer !== undefined && { answer: { text: values.answer } }),
  });
  console.log(`Fake LLM server on ${server.url}, answering after ${values.latency} ms. Point Brandlens at it with:`);
  for (const [name, value] of Object.entries(fakeProviderEnv(server.url))) console.log(`${name}=${value}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
