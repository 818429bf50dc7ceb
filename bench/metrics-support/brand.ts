import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { prompts } from '../../src/db/schema.js';
import { MODEL_IDS, MODELS, type ModelId } from '../../src/llm/models.js';
import { createAccount } from '../../src/modules/accounts/service.js';
import { findBrandAccess, type BrandRow } from '../../src/modules/brands/repository.js';
import { createBrand } from '../../src/modules/brands/service.js';
import { createTopic } from '../../src/modules/topics/service.js';

/** The shape issue 5 asks for: 10 models, 200 competitors, 5,000 cited URLs. */
export const SHAPE = {
  models: MODEL_IDS.filter((id) => MODELS[id].provider !== 'simulated').slice(0, 10) as ModelId[],
  competitors: 200,
  /** Competitors 1..this many have a site of their own, so some sources are typed COMPETITOR. */
  competitorsWithDomain: 100,
  sources: 5_000,
  /** Cited URLs spread over this many domains; domain 0 is the brand's own. */
  sourceDomains: 500,
  days: 365,
  /** Topics and their markets: answers spread over them evenly, so a sliced read covers a quarter or three quarters. */
  topics: [
    { seed: 'best project management software for small teams', country: 'US', language: 'en' },
    { seed: 'kanban boards for remote teams', country: 'US', language: 'en' },
    { seed: 'project planning tools for agencies', country: 'US', language: 'en' },
    { seed: 'meilleur logiciel de gestion de projet', country: 'FR', language: 'fr' },
  ],
};

export const BRAND_DOMAIN = 'acme.com';

export interface BenchBrand {
  /** Prefix of the ids of everything seeded for this brand, so two benchmark brands can share the database. */
  tag: string;
  accountId: string;
  apiKey: string;
  brand: BrandRow;
  /** The first topic's id, the one sliced reads ask for. */
  topicId: string;
  promptIds: string[];
}

/**
 * An Agency account, its brand and its topics with their generated prompts, all through the services; then the brand's
 * 200 competitors and one open opportunity for every other prompt, inserted directly. The competitors are what
 * analysis would have merged by key. Opportunities are inserted rather than generated: the endpoint only lists the
 * brand's rows, at most one open per prompt, so their number does not depend on how many answers are stored.
 */
export async function createBenchBrand(db: Db, tag: string): Promise<BenchBrand> {
  const { account, apiKey } = await createAccount(db, {
    email: `bench-metrics-${tag}-${randomBytes(4).toString('hex')}@example.com`,
    plan: 'agency',
    trial: false,
    limitOverrides: {},
  });
  const created = await createBrand(db, account, { name: 'Acme', domain: BRAND_DOMAIN });
  const access = await findBrandAccess(db, account.id, created.id);
  if (access.kind !== 'owned') throw new Error('the benchmark brand was not found after creating it');
  const brand = access.brand;
  // The brand tracks the markets of its topics; the service checks markets only when a topic is created.
  const markets = [...new Set(SHAPE.topics.map((topic) => `${topic.country}-${topic.language}`))];
  await db.execute(sql`UPDATE brands SET markets = ${sql.param(markets)}::text[] WHERE id = ${brand.id}`);
  brand.markets = markets;
  const topicIds: string[] = [];
  for (const topic of SHAPE.topics) topicIds.push((await createTopic(db, brand, topic)).id);
  const promptIds = (
    await db.select({ id: prompts.id }).from(prompts).where(inArray(prompts.topicId, topicIds)).orderBy(prompts.createdAt, prompts.id)
  ).map((row) => row.id);
  if (promptIds.length === 0) throw new Error('the topics were created without prompts');

  await db.execute(sql`
    INSERT INTO competitors (id, account_id, brand_id, key, name, name_forms, domain)
    SELECT ${`cmpt_${tag}_`} || lpad(i::text, 3, '0'), ${account.id}, ${brand.id}, 'rival' || lpad(i::text, 3, '0'),
      'Rival ' || lpad(i::text, 3, '0'), jsonb_build_object('Rival ' || lpad(i::text, 3, '0'), 1),
      CASE WHEN i BETWEEN 1 AND ${SHAPE.competitorsWithDomain} THEN 'rival' || lpad(i::text, 3, '0') || '.com' END
    FROM generate_series(0, ${SHAPE.competitors - 1}) i`);

  await db.execute(sql`
    INSERT INTO opportunities (id, account_id, brand_id, prompt_id, title, description, status, priority_score, competitors_mentioned, evidence_runs)
    SELECT ${`opp_${tag}_`} || ordinality, ${account.id}, ${brand.id}, prompt_id,
      'Get Acme into answers to "' || p.text || '"',
      'Rival 001, Rival 002 and Rival 003 are named in answers to this question on several models; Acme is not.',
      'TODO', 90 - ordinality, array['Rival 001', 'Rival 002', 'Rival 003'], 12
    FROM unnest(${sql.param(promptIds)}::text[]) WITH ORDINALITY AS u(prompt_id, ordinality)
    JOIN prompts p ON p.id = u.prompt_id
    WHERE ordinality % 2 = 1`);

  return { tag, accountId: account.id, apiKey, brand, topicId: topicIds[0]!, promptIds };
}
