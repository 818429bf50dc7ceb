import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorBody, type ErrorCode } from '../errors.js';

/** What a client told the database is unavailable should wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

const CODE_BY_CLIENT_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldName(context: string | undefined, issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params.missingProperty;
  const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path;
  if (field) return field;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  if (!first) return error.message;
  const field = fieldName(error.validationContext, first);
  if (first.keyword === 'required') return `${field} is required`;
  if (first.keyword === 'additionalProperties' && typeof first.params.additionalProperty === 'string') {
    const unknown = field === 'body' ? first.params.additionalProperty : `${field}.${first.params.additionalProperty}`;
    return `${unknown} is not a field of this request`;
  }
  if (first.keyword === 'enum' && Array.isArray(first.params.allowedValues)) {
    return `${field} must be one of: ${first.params.allowedValues.join(', ')}`;
  }
  // A union of literals fails once per literal: together they list the values allowed.
  if (first.keyword === 'const') {
    const allowed = issues
      .filter((issue) => issue.keyword === 'const' && issue.instancePath === first.instancePath)
      .map((issue) => issue.params.allowedValue);
    if (allowed.length > 1) return `${field} must be one of: ${allowed.join(', ')}`;
  }
  return `${field} ${first.message ?? 'is invalid'}`;
}

/** Network codes and PostgreSQL states (class 08, 57P0x) of a database that cannot be reached or is going away. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** The database is down or unreachable: the error, or what it was caused by (drizzle wraps pg's). */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Turns every failure into the `{ error, code }` envelope; 5xx bodies never carry internals. */
export function toErrorResponse(error: unknown): { status: number; body: { error: string; code: ErrorCode } } {
  if (error instanceof AppError) return { status: error.statusCode, body: errorBody(error) };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { status: 422, body: { error: describeValidation(fastifyError), code: 'VALIDATION_ERROR' } };
  }
  // An id longer than the router reads (100 characters) is no id this service gave out.
  if (fastifyError.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { status: 404, body: { error: 'Not found: no resource has an id of over 100 characters', code: 'NOT_FOUND' } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: 'The database is unavailable; try again in a few seconds', code: 'SERVICE_UNAVAILABLE' } };
  }
  const status = fastifyError.statusCode ?? 500;
  const code = CODE_BY_CLIENT_STATUS[status];
  if (status < 500 && code) {
    const message =
      code === 'BAD_REQUEST' && fastifyError.code?.includes('JSON') ? `Malformed JSON body: ${fastifyError.message}` : fastifyError.message;
    return { status, body: { error: message, code } };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_ERROR' } };
}

const isErrorBody = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' && payload !== null && 'error' in payload && 'code' in payload;

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  // Every response names its request, and every error body too, so a client can quote it and the logs find it.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, requestId: request.id } : payload,
  );
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    // Every 429 tells the client when to come back, as the rate limiter's own do.
    if (status === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
    return reply.code(status).send(body);
  });
  // Every route's path as a pattern, to tell a wrong method on a known path (405) from an unknown path (404).
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    const source = route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
    // A known method on a known path that still found no route (a parameter past the router's length) is no such page.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`, code: 'METHOD_NOT_ALLOWED' });
    }
    return reply.code(404).send({ error: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
