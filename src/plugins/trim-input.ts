import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';

function trimValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : item));
  return value;
}

/** The first field holding a NUL character, which PostgreSQL text cannot store. */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found) return found;
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
      (body as Record<string, unknown>)[key] = trimValue(value);
    }
  });
}

export default fp(trimInputPlugin, { name: 'trim-input' });
