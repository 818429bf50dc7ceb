import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where `npm run build` writes the dashboard (`web/dist`), from `src/plugins` and from `dist/plugins` alike. */
export const DEFAULT_DASHBOARD_DIR = path.resolve(import.meta.dirname, '../../web/dist');

/** Paths the service answers itself: the dashboard's history fallback never answers them, so a typo there stays a 404. */
const SERVICE_PREFIXES = ['/api', '/docs', '/mcp', '/healthz', '/metrics'];

function isServicePath(urlPath: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

const NOT_BUILT = [
  'The Brandlens API is running, but its dashboard has not been built.',
  'Build it with `npm run build` (or `npm run build:web` for the dashboard alone) and restart; the API is at /api/v1, its reference at /docs.',
  '',
].join('\n');

/**
 * The dashboard, a static single-page app: its files as they are (hashed assets cached for good), and index.html for
 * every other GET outside the service's own paths, so a page's URL can be reloaded or shared (history fallback).
 */
export default async function dashboardPlugin(app: FastifyInstance, options: { root?: string }): Promise<void> {
  const root = options.root ?? DEFAULT_DASHBOARD_DIR;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per file found at start, rather than a wildcard that would shadow the history fallback below.
    wildcard: false,
    index: false,
    // Cache-Control is ours (setHeaders), not send's max-age=0.
    cacheControl: false,
    // The build writes .br and .gz beside each file: sent to browsers that accept them, so nothing compresses per request.
    preCompressed: true,
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    // The service's own paths, and files that are not there (a stale asset), get the service's 404.
    if (isServicePath(urlPath) || path.posix.extname(urlPath) !== '') return reply.callNotFound();
    return sendIndex(reply);
  });
}
