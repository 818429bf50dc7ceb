import type { LlmConfig } from '../../llm/config.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/schemas.js';
import { validCountry, validLanguage } from '../brands/codes.js';
import { formatMarket, parseMarket } from '../brands/markets.js';
import type { BrandRow } from '../brands/repository.js';
import { generatePromptsWithModel } from './llm-prompt-generator.js';
import { generatePrompts, type PromptGenerationInput } from './prompt-generator.js';
import { deleteTopic as deleteTopicRow, insertTopicWithPrompts, type TopicWithCount } from './repository.js';
import type { CreateTopicBody, Topic } from './schemas.js';

export function toTopic(row: TopicWithCount): Topic {
  return {
    id: row.id,
    brandId: row.brandId,
    seed: row.seed,
    language: row.language,
    country: row.country,
    promptCount: row.promptCount,
    createdAt: iso(row.createdAt),
  };
}

/** A part left out comes from the primary market; the resulting market must be one the brand tracks. */
function topicMarket(brand: BrandRow, body: CreateTopicBody) {
  const primary = parseMarket(brand.markets[0]!);
  const market = {
    country: body.country === undefined ? primary.country : validCountry(body.country),
    language: body.language === undefined ? primary.language : validLanguage(body.language),
  };
  if (!brand.markets.includes(formatMarket(market))) {
    throw new AppError(
      'MARKET_NOT_TRACKED',
      `Market ${formatMarket(market)} is not tracked by this brand (tracked: ${brand.markets.join(', ')}); add it with markets on PATCH /brands/${brand.id}`,
    );
  }
  return market;
}

export interface PromptSource {
  /** PROMPT_MODEL and the provider credentials; none for the offline generator alone. */
  llm?: LlmConfig;
  /** Told when the model's prompts were replaced by the offline ones. */
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The PROMPT_MODEL's questions when it is set and delivers; the offline generator's otherwise, so a topic never fails for it. */
async function topicPrompts(input: PromptGenerationInput, { llm, logger }: PromptSource): Promise<string[]> {
  if (llm?.promptModel) {
    try {
      return await generatePromptsWithModel(llm, input);
    } catch (error) {
      logger?.warn({ err: error }, 'PROMPT_MODEL did not deliver the prompts; the offline generator wrote them');
    }
  }
  return generatePrompts(input);
}

/** Without a PROMPT_MODEL in it: callers that pass no source (scripts, benchmarks) get the deterministic offline prompts. */
const OFFLINE: PromptSource = {};

/** Prompts are written around the seed's words: a seed of punctuation or emoji alone has none. */
function assertSeedHasWords(seed: string): void {
  if (!/[\p{L}\p{N}]/u.test(seed)) throw errors.validation('seed must contain words (letters or digits), e.g. "crm for small teams"');
}

export async function createTopic(db: Db, brand: BrandRow, body: CreateTopicBody, promptSource = OFFLINE): Promise<Topic> {
  assertSeedHasWords(body.seed);
  const market = topicMarket(brand, body);
  const texts = await topicPrompts({ seed: body.seed, ...market, brandNames: [brand.name, ...brand.aliases] }, promptSource);
  const topicId = newId('top');
  const createdAt = new Date();
  const row = await insertTopicWithPrompts(
    db,
    { id: topicId, accountId: brand.accountId, brandId: brand.id, seed: body.seed, ...market, createdAt },
    texts.map((text, index) => ({
      id: newId('prm'),
      accountId: brand.accountId,
      brandId: brand.id,
      topicId,
      text,
      ...market,
      // Distinct instants keep the generated order in the prompt listing, which sorts by creation time.
      createdAt: new Date(createdAt.getTime() + index),
    })),
  );
  return toTopic({ ...row, promptCount: texts.length });
}

export async function deleteTopic(db: Db, brand: BrandRow, topicId: string): Promise<void> {
  if (!(await deleteTopicRow(db, brand.accountId, brand.id, topicId))) throw errors.notFound('Topic');
}
