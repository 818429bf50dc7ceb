import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function trimValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : item));
  return value;
}

/** Length limits apply to what users meant: surrounding whitespace is removed before validation. */
async function trimInputPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    for (const [key, value] of Object.entries(body)) {
      (body as Record<string, unknown>)[key] = trimValue(value);
    }
  });
}

export default fp(trimInputPlugin, { name: 'trim-input' });
