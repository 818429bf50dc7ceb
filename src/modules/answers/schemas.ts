import { Type, type Static } from '@sinclair/typebox';
import { MAX_OFFSET, Timestamp } from '../../lib/schemas.js';
import { SliceQuery } from '../metrics/slices.js';
import { ModelEnum } from '../prompts/schemas.js';

export const DEFAULT_ANSWER_PAGE = 50;
export const MAX_ANSWER_PAGE = 200;
const Id = Type.String({ minLength: 1, maxLength: 100 });

const Mention = Type.Object({
  kind: Type.Union([Type.Literal('BRAND'), Type.Literal('COMPETITOR')]),
  competitorId: Type.Union([Type.String(), Type.Null()], { description: 'null for the brand' }),
  start: Type.Integer({ description: 'offset in `text` (JavaScript string index) where the mention starts' }),
  end: Type.Integer({ description: 'offset in `text` just after the mention' }),
});

const Analysis = Type.Object(
  {
    brandMentioned: Type.Boolean(),
    brandPosition: Type.Union([Type.Integer(), Type.Null()]),
    competitors: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String({ description: "the competitor's current name" }), position: Type.Integer() }),
      { description: 'in order of first mention' },
    ),
    sources: Type.Array(Type.String(), { description: 'URLs cited, in order of first appearance' }),
    mentions: Type.Array(Mention, { description: 'every occurrence counted, in text order' }),
  },
  { description: 'null for a failed run' },
);

export const Answer = Type.Object({
  id: Type.String({ description: 'the run that produced the answer' }),
  campaignId: Type.String(),
  prompt: Type.Object({ id: Type.String(), text: Type.String() }),
  topic: Type.Object({ id: Type.String(), seed: Type.String() }),
  model: Type.String(),
  market: Type.String({ description: 'COUNTRY-language of the prompt' }),
  simulated: Type.Boolean({ description: 'answered by the offline simulator, not by the provider' }),
  status: Type.Union([Type.Literal('COMPLETED'), Type.Literal('FAILED')]),
  errorClass: Type.Union([Type.String(), Type.Null()], { description: 'why a FAILED run failed (timeout, rate_limit, analysis…)' }),
  createdAt: Timestamp,
  completedAt: Timestamp,
  text: Type.Union([Type.String(), Type.Null()], { description: 'null for a failed run' }),
  citations: Type.Array(Type.Object({ url: Type.String(), title: Type.Union([Type.String(), Type.Null()]) })),
  analysis: Type.Union([Analysis, Type.Null()]),
});
export type AnswerItem = Static<typeof Answer>;

export const AnswerParams = Type.Object({ brandId: Type.String(), answerId: Type.String() });

export const ListAnswersQuery = Type.Object({
  campaignId: Type.Optional(Id),
  topicId: SliceQuery.topicId,
  promptId: Type.Optional(Id),
  model: Type.Optional(ModelEnum),
  market: SliceQuery.market,
  mentioned: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'whether the brand is named' })),
  competitorId: Type.Optional(Id),
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'a cited registrable domain' })),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, description: 'UTC calendar days back from today, today included' })),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'words the answer holds (every word, any order)' })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_OFFSET,
      description: `default ${DEFAULT_ANSWER_PAGE}; values above ${MAX_ANSWER_PAGE} are served as ${MAX_ANSWER_PAGE}`,
    }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'default 0' })),
});
export type ListAnswersQuery = Static<typeof ListAnswersQuery>;
