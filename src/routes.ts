import type { FastifyInstance } from 'fastify';
import type { Mailer } from './lib/mailer.js';
import type { CampaignDeps } from './modules/campaigns/service.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { answerRoutes } from './modules/answers/routes.js';
import { campaignRoutes } from './modules/campaigns/routes.js';
import { competitorRoutes } from './modules/competitors/routes.js';
import { sourceRoutes } from './modules/sources/routes.js';
import { visibilityRoutes } from './modules/visibility/routes.js';
import { brandAccessHook } from './modules/brands/access.js';
import { avatarRoutes } from './modules/avatars/routes.js';
import { brandRoutes } from './modules/brands/routes.js';
import { inviteRoutes } from './modules/invites/routes.js';
import { keyRoutes } from './modules/keys/routes.js';
import { modelRoutes } from './modules/models/routes.js';
import { opportunityRoutes } from './modules/opportunities/routes.js';
import { promptRoutes } from './modules/prompts/routes.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { topicRoutes } from './modules/topics/routes.js';
import { userRoutes } from './modules/users/routes.js';

/**
 * Every resource route (signing in and accepting an invite are the only ones open without a key or session);
 * `:brandId` routes get their brand resolved (or 403/404) before validation.
 */
export async function apiRoutes(api: FastifyInstance, deps: CampaignDeps & { publicBaseUrl: string; mailer?: Mailer }): Promise<void> {
  const { db, llm } = deps;
  api.addHook('preValidation', brandAccessHook(db));
  await api.register(sessionRoutes, { db });
  await api.register(userRoutes, { db });
  await api.register(inviteRoutes, { db, publicBaseUrl: deps.publicBaseUrl, mailer: deps.mailer });
  await api.register(keyRoutes, { db });
  await api.register(accountRoutes, { db });
  await api.register(modelRoutes, { llm });
  await api.register(brandRoutes, { db, pool: deps.pool, queue: deps.queue });
  await api.register(topicRoutes, { db, llm });
  await api.register(promptRoutes, { db });
  await api.register(avatarRoutes, { db });
  await api.register(opportunityRoutes, { db });
  await api.register(campaignRoutes, deps);
  await api.register(visibilityRoutes, { db });
  await api.register(competitorRoutes, { db, pool: deps.pool, queue: deps.queue });
  await api.register(sourceRoutes, { db });
  await api.register(answerRoutes, { db });
}
