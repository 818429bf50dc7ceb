import { APICallError } from 'ai';
import type { ModelId } from './models.js';
import { LlmError, type LlmErrorClass } from './types.js';

const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'content_filter', 'moderation_blocked']);
const CONTENT_POLICY_MESSAGE = /content (management )?policy|content filter|safety system|flagged as potentially violating/i;
// Keys as the providers issue them, in case one comes back in an error text not from our own env.
const KEY_PATTERNS = [/\b(sk|pplx|xai|gsk|sk-ant)-[A-Za-z0-9_-]{8,}/g, /\bAIza[0-9A-Za-z_-]{20,}/g, /Bearer\s+[^\s"']+/gi];

export interface ErrorContext {
  model: ModelId;
  timeoutMs: number;
  /** Credential values from the environment, never to be repeated in a message. */
  secrets: string[];
}

export function sanitise(message: string, secrets: string[]): string {
  let clean = message;
  for (const secret of secrets) clean = clean.split(secret).join('[redacted]');
  for (const pattern of KEY_PATTERNS) clean = clean.replace(pattern, '[redacted]');
  return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && !chain.includes(current);) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function isAbort(error: unknown): boolean {
  return causes(error).some((e) => e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError'));
}

function isNetworkFailure(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = (e as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
    return e instanceof Error && (/^fetch failed$/i.test(e.message) || e.message.startsWith('Cannot connect to API'));
  });
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Google states the delay in a google.rpc.RetryInfo detail of the error body, e.g. "2s". */
function googleRetryDelayMs(body: unknown): number | undefined {
  const details = (body as { error?: { details?: unknown } } | undefined)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details as { '@type'?: string; retryDelay?: string }[]) {
    const match = detail['@type']?.endsWith('google.rpc.RetryInfo') ? /^([\d.]+)s$/.exec(detail.retryDelay ?? '') : null;
    if (match) return Math.round(Number(match[1]) * 1000);
  }
  return undefined;
}

/** From `retry-after-ms`, `retry-after` (seconds or an HTTP date) or, for Google, the error body. */
export function retryAfterMs(headers: Record<string, string> | undefined, body: unknown, now = Date.now()): number | undefined {
  const milliseconds = Number.parseFloat(headers?.['retry-after-ms'] ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return Math.round(milliseconds);
  const retryAfter = headers?.['retry-after']?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.round(Number(retryAfter) * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return googleRetryDelayMs(body);
}

function errorCode(body: unknown): string | undefined {
  const error = (body as { error?: { code?: unknown; type?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : typeof error?.type === 'string' ? error.type : undefined;
  return code?.toLowerCase();
}

function isInvalidGoogleKey(body: unknown): boolean {
  const details = (body as { error?: { details?: unknown } } | undefined)?.error?.details;
  return Array.isArray(details) && details.some((d) => (d as { reason?: unknown }).reason === 'API_KEY_INVALID');
}

function statusClass(status: number, message: string, body: unknown): LlmErrorClass {
  const code = errorCode(body);
  if (status === 429) {
    // OpenAI reports an exhausted balance as a 429; waiting does not bring credit back.
    return code === 'insufficient_quota' ? 'auth' : 'rate_limited';
  }
  if (status >= 500) return 'server_error';
  if (status === 408) return 'timeout';
  if (status === 401 || status === 402 || status === 403) return 'auth';
  if ((code && CONTENT_POLICY_CODES.has(code)) || CONTENT_POLICY_MESSAGE.test(message)) return 'content_filtered';
  // Google answers an invalid key with 400 INVALID_ARGUMENT.
  if (isInvalidGoogleKey(body)) return 'auth';
  if (status >= 400) return 'bad_request';
  return 'unknown';
}

/** Turns whatever the AI SDK threw into an LlmError the job queue can act on by class. */
export function classifyProviderError(error: unknown, context: ErrorContext): LlmError {
  if (error instanceof LlmError) return error;
  const { model } = context;
  if (isAbort(error)) return new LlmError('timeout', `${model}: no answer within ${context.timeoutMs} ms`);

  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    const status = error.statusCode;
    const body = parseJson(error.responseBody);
    const message = sanitise(error.message, context.secrets);
    const errorClass = statusClass(status, error.message, body);
    const retryAfter = errorClass === 'rate_limited' ? retryAfterMs(error.responseHeaders, body) : undefined;
    return new LlmError(errorClass, `${model}: HTTP ${status}: ${message}`, {
      statusCode: status,
      ...(retryAfter !== undefined && { retryAfterMs: retryAfter }),
    });
  }

  const message = sanitise(error instanceof Error ? `${error.name}: ${error.message}` : String(error), context.secrets);
  if (isNetworkFailure(error)) return new LlmError('network', `${model}: ${message}`);
  // The raw error may hold the request or response body; only its sanitised text is kept.
  return new LlmError('unknown', `${model}: ${message}`);
}
