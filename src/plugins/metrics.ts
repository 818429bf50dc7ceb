import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpRequestDuration, registry } from '../observability/metrics.js';

export interface MetricsPluginOptions {
  /** Serve `GET /metrics` on this app's own port (METRICS=on); off, it is served on METRICS_PORT or not at all. */
  exposeHere: boolean;
}

/** Times every request by route pattern (never the raw URL, whose ids would make a series each) and status. */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  if (options.exposeHere) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.type(registry.contentType).send(await registry.metrics()),
    );
  }
}

export default fp(metricsPlugin, { name: 'metrics' });
