import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { httpRequestOf, type ApiCall } from './api-call.js';
import { createMcpServer } from './tools.js';

/** The credentials of the MCP request, passed on to the API calls its tools make. */
function credentialsOf(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of ['x-api-key', 'authorization', 'x-forwarded-for', 'x-request-id']) {
    const value = headers[name];
    if (typeof value === 'string') passed[name] = value;
  }
  return passed;
}

/**
 * Streamable HTTP at POST /mcp, stateless (a server and transport per request). The route sits behind the API's own
 * authentication and rate limit; its tools call the API in process (inject) with the caller's credentials.
 */
export function mcpRoutes(app: FastifyInstance): FastifyPluginAsync {
  return async (scope) => {
    scope.post('/mcp', { schema: { hide: true } }, async (request, reply) => {
      const headers = credentialsOf(request.headers);
      const api: ApiCall = async (call) => {
        const sent = httpRequestOf(call);
        const response = await app.inject({
          method: sent.method,
          url: sent.url,
          headers: { ...headers, ...sent.headers },
          payload: sent.body,
        });
        return { status: response.statusCode, body: response.json() as unknown };
      };
      const server = createMcpServer(api);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });
  };
}
