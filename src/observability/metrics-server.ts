import { createServer } from 'node:http';
import { registry } from './metrics.js';

export interface MetricsServer {
  close(): Promise<void>;
}

/** `GET /metrics` on a port of its own (METRICS_PORT), apart from the public API, with no key. */
export async function serveMetrics(port: number, host: string): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Only GET /metrics is served here', code: 'NOT_FOUND' }));
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: `Metrics could not be read: ${(error as Error).message}`, code: 'SERVICE_UNAVAILABLE' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}
