import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Registers before the routes so every route schema lands in the generated OpenAPI document. */
async function openApiPlugin(app: FastifyInstance, options: { serverUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Brandlens API',
        version: '1.0.0',
        description:
          'Measures how visible a brand is in the answers of large language models. All endpoints need an Agency-plan API key.',
      },
      servers: [{ url: `${options.serverUrl}/api/v1` }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    // The document describes paths relative to the server URL, which already ends in /api/v1.
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api\/v1/, '') || '/' }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

export default fp(openApiPlugin, { name: 'openapi' });
