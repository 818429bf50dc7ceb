import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';

function trimValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : item));
  return value;
}

/** Passwords are taken as typed: a space at either end is part of the password. */
const VERBATIM_FIELD = /password$/i;

/** Deeper than any request of this API: a document nested further is refused, not walked. */
const MAX_DEPTH = 32;

/**
 * The first field holding a NUL character, which PostgreSQL text cannot store. Walked with a stack of its own:
 * recursion overflowed Node's on a body nested thousands of levels deep.
 */
function fieldWithNul(root: unknown, rootPath: string): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: rootPath, depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) throw errors.validation(`${path || 'the body'} is nested more than ${MAX_DEPTH} levels deep`);
    for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  return undefined;
}

/**
 * Length limits apply to what users meant: surrounding whitespace is removed before validation.
 * A NUL character in a path parameter, the query or the body is refused here, before it can reach the database.
 */
async function trimInputPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const withNul = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
    if (withNul) throw errors.validation(`${withNul} must not contain NUL characters`);
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    for (const [key, value] of Object.entries(body)) {
      if (!VERBATIM_FIELD.test(key)) (body as Record<string, unknown>)[key] = trimValue(value);
    }
  });
}

export default fp(trimInputPlugin, { name: 'trim-input' });
