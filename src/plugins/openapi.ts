import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIX = '/api/v1';

/** Registers before the routes so every route schema lands in the generated OpenAPI document. */
async function openApiPlugin(app: FastifyInstance, options: { serverUrl: string }): Promise<void> {
  // Documented routes outside /api/v1 (/healthz), in the document's `{param}` form.
  const outsideApi = new Set<string>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Brandlens API',
        version: '1.0.0',
        description:
          'Measures how visible a brand is in the answers of large language models. Every endpoint needs an Agency-plan API key, or the session cookie of a dashboard sign-in (any plan; its writes carry X-CSRF-Token).',
      },
      servers: [{ url: `${options.serverUrl}/api/v1` }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'brandlens_session', description: 'set by POST /auth/login' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }, { session: [] }],
    },
    // The document describes paths relative to the server URL, which already ends in /api/v1.
    transform: ({ schema, url }) => {
      if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) return { schema, url: url.slice(API_PREFIX.length) || '/' };
      outsideApi.add(url.replace(/:(\w+)/g, '{$1}'));
      return { schema, url };
    },
    // A route outside /api/v1 gets a server of its own, without the /api/v1 path.
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        if (outsideApi.has(path) && item) Object.assign(item, { servers: [{ url: options.serverUrl }] });
      }
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

export default fp(openApiPlugin, { name: 'openapi' });
