import type { LlmConfig } from './llm/config.js';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Db } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { JobQueue } from './modules/campaigns/service.js';
import { RedisBreaker } from './lib/redis-breaker.js';
import { observeDatabase, observeRedisBreaker } from './observability/collectors.js';
import authPlugin from './plugins/auth.js';
import dashboardPlugin from './plugins/dashboard.js';
import metricsPlugin from './plugins/metrics.js';
import { answerClientError, requestIdOf } from './plugins/client-errors.js';
import errorsPlugin, { toErrorResponse } from './plugins/errors.js';
import jsonBodyPlugin from './plugins/json-body.js';
import openApiPlugin from './plugins/openapi.js';
import { mcpRoutes } from './mcp/http.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import trimInputPlugin from './plugins/trim-input.js';
import { validatorCompiler } from './plugins/validation.js';
import { healthRoutes } from './modules/health/routes.js';
import { apiRoutes } from './routes.js';

export interface AppDependencies {
  db: Db;
  pool: pg.Pool;
  /** Where launched campaigns put their runs. */
  queue: JobQueue;
  rateLimitPerMinute: number;
  /** Per signed-in session (dashboard); by default the per-key limit's tenfold. */
  sessionRateLimitPerMinute?: number;
  /** Failed authentications one client address may make in a minute before it waits (default 30). */
  authFailuresPerMinute?: number;
  redis?: Redis;
  publicBaseUrl?: string;
  /** Mails invites when given (SMTP_URL); without it an invite is a link to copy only. Closed with the app. */
  mailer?: Mailer;
  /** How the language models are reached: providers' credentials and switches. */
  llm: LlmConfig;
  /** Silent when absent (tests). */
  logger?: FastifyBaseLogger;
  /** Serve `GET /metrics` on this app's port (METRICS=on). */
  metricsHere?: boolean;
  /** Proxies whose X-Forwarded-For gives the client address (TRUST_PROXY); none by default. */
  trustProxy?: boolean | number | string[];
  /** The built dashboard served at `/` (default `web/dist`); when it is missing, `/` says how to build it. */
  dashboardDir?: string;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_PUBLIC_BASE_URL = 'http://127.0.0.1:3000';

/** Builds the whole HTTP application; it never listens, so tests drive it through inject or a port of their own. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies in front of the service, nearest first.
    trustProxy:
      typeof deps.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.trustProxy as number)
        : (deps.trustProxy ?? false),
    genReqId: requestIdOf,
    clientErrorHandler: answerClientError,
    // Errors the router raises before any handler (a malformed URL) get the same envelope as the rest.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      void reply.code(status).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const shared = deps.redis ? { client: deps.redis, breaker: new RedisBreaker(deps.redis, app.log) } : undefined;
  app.addHook('onClose', async () => {
    shared?.breaker.stop();
    deps.mailer?.close();
  });

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { exposeHere: deps.metricsHere ?? false });
  observeDatabase(deps.pool);
  if (shared) observeRedisBreaker(shared.breaker);
  await app.register(jsonBodyPlugin);
  const publicBaseUrl = deps.publicBaseUrl ?? DEFAULT_PUBLIC_BASE_URL;
  await app.register(openApiPlugin, { serverUrl: publicBaseUrl });
  await app.register(healthRoutes, { db: deps.db });
  await app.register(
    async (api) => {
      await api.register(rateLimitPlugin, {
        perMinute: deps.rateLimitPerMinute,
        perSessionMinute: deps.sessionRateLimitPerMinute ?? 10 * deps.rateLimitPerMinute,
        redis: shared,
      });
      await api.register(authPlugin, { db: deps.db, failuresPerMinute: deps.authFailuresPerMinute ?? 30, sessions: true });
      await api.register(trimInputPlugin);
      api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
      await api.register(apiRoutes, { db: deps.db, pool: deps.pool, queue: deps.queue, llm: deps.llm, publicBaseUrl, mailer: deps.mailer });
    },
    { prefix: '/api/v1' },
  );
  // The MCP endpoint, authenticated and rate limited as the API is; by API key only, as its clients are programs.
  await app.register(async (mcp) => {
    await mcp.register(rateLimitPlugin, { perMinute: deps.rateLimitPerMinute, perSessionMinute: deps.rateLimitPerMinute, redis: shared });
    await mcp.register(authPlugin, { db: deps.db, failuresPerMinute: deps.authFailuresPerMinute ?? 30, sessions: false });
    await mcp.register(mcpRoutes(app));
  });
  await app.register(dashboardPlugin, { root: deps.dashboardDir });
  return app;
}
