import { Type } from '@sinclair/typebox';
import { SliceQuery } from '../metrics/slices.js';
import { ModelEnum } from '../prompts/schemas.js';

/** The tables the visibility CSV can hold, one per request. */
export const VISIBILITY_TABLES = ['sov', 'headline', 'timeline', 'byModel', 'byTopic', 'byMarket'] as const;

export const MetricsQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 365, default: 30, description: 'UTC calendar days back from today, today included' }),
  ),
  model: Type.Optional(ModelEnum),
  ...SliceQuery,
  table: Type.Optional(
    Type.Union(
      VISIBILITY_TABLES.map((table) => Type.Literal(table)),
      { description: 'with `Accept: text/csv`, which table to send (default sov); ignored for JSON' },
    ),
  ),
});

const Percent = Type.Number({ minimum: 0, maximum: 100 });

export const Visibility = Type.Object({
  mentionRate: Percent,
  shareOfVoice: Percent,
  answers: Type.Integer(),
  simulatedAnswers: Type.Integer({ description: 'of those answers, how many the offline simulator gave, not a provider' }),
  mentionRateCI95: Type.Object({ low: Percent, high: Percent }),
  averagePosition: Type.Union([Type.Number(), Type.Null()]),
  citationRate: Percent,
  sov: Type.Array(Type.Object({ name: Type.String(), isBrand: Type.Boolean(), mentionRate: Percent, shareOfVoice: Percent })),
  timeline: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), mentionRate: Percent, answers: Type.Integer() })),
  byModel: Type.Array(Type.Object({ model: Type.String(), answers: Type.Integer(), mentionRate: Percent })),
  timelineByModel: Type.Array(
    Type.Object({
      model: Type.String(),
      timeline: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), mentionRate: Percent, answers: Type.Integer() })),
    }),
    { description: 'each model of byModel with its own timeline, as `timeline` is for all of them' },
  ),
  byTopic: Type.Array(Type.Object({ topicId: Type.String(), seed: Type.String(), answers: Type.Integer(), mentionRate: Percent }), {
    description: 'per topic with answers in the window, most answers first',
  }),
  byMarket: Type.Array(
    Type.Object({ market: Type.String({ description: 'COUNTRY-language' }), answers: Type.Integer(), mentionRate: Percent }),
    {
      description: 'per market with answers in the window, most answers first',
    },
  ),
  previousPeriod: Type.Union([
    Type.Object({
      mentionRate: Percent,
      answers: Type.Integer(),
      change: Type.Number({ description: 'mentionRate now minus then, in points' }),
      significant: Type.Boolean({ description: 'whether the mention rate change is significant at the 5 % level' }),
      shareOfVoice: Percent,
      shareOfVoiceChange: Type.Number({ description: 'in points' }),
      averagePosition: Type.Union([Type.Number(), Type.Null()]),
      averagePositionChange: Type.Union([Type.Number(), Type.Null()], { description: 'in ranks; negative is better (nearer the top)' }),
      citationRate: Percent,
      citationRateChange: Type.Number({ description: 'in points' }),
      citationRateSignificant: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});
