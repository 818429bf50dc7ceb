import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Many HTTP clients send `Content-Type: application/json` on bodiless DELETE and GET requests;
 * an empty JSON body means no body rather than malformed JSON.
 */
async function jsonBodyPlugin(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    // The default parser reports through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
