import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';
import { ModelEnum } from '../prompts/schemas.js';

export const CAMPAIGN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const MAX_MODELS = 10;
export const MAX_RUNS_PER_MODEL = 10;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Campaign = Type.Object({
  id: Type.String(),
  brandId: Type.String(),
  topicId: Type.String(),
  avatarId: Nullable(Type.String()),
  models: Type.Array(Type.String()),
  runsPerModel: Type.Integer(),
  status: Type.Union(
    CAMPAIGN_STATUSES.map((status) => Type.Literal(status)),
    {
      description: 'queued, running, completed (every run finished; some may have failed), failed (every run failed), cancelled',
    },
  ),
  progress: Type.Object({ total: Type.Integer(), completed: Type.Integer(), failed: Type.Integer() }),
  simulated: Type.Boolean({ description: 'some of its answers came from the offline simulator, not from a provider' }),
  trigger: Type.String({ description: 'api, cli or schedule' }),
  createdAt: Timestamp,
  startedAt: Nullable(Timestamp),
  finishedAt: Nullable(Timestamp),
  error: Nullable(Type.String()),
});
export type Campaign = Static<typeof Campaign>;

export const CampaignResults = Type.Object({
  mentionRate: Type.Number({ description: 'percent of analysed runs mentioning the brand; 0 before any is analysed' }),
  byModel: Type.Array(
    Type.Object({
      model: Type.String(),
      runs: Type.Integer({ description: 'completed runs' }),
      failed: Type.Integer(),
      mentionRate: Type.Number(),
    }),
  ),
});

export const CampaignWithResults = Type.Intersect([Campaign, Type.Object({ results: CampaignResults })]);

export const LaunchCampaignBody = Type.Object(
  {
    topicId: Type.String({ minLength: 1 }),
    models: Type.Optional(
      Type.Array(ModelEnum, {
        minItems: 1,
        maxItems: MAX_MODELS,
        uniqueItems: true,
        description: "default: the account's default models, SIMULATED when no provider is configured",
      }),
    ),
    runsPerModel: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RUNS_PER_MODEL, default: 1 })),
    avatarId: Type.Optional(Type.String({ minLength: 1, description: "default: the brand's default avatar, if any" })),
  },
  { additionalProperties: false },
);
export type LaunchCampaignBody = Static<typeof LaunchCampaignBody>;

export const CampaignParams = Type.Object({ brandId: Type.String(), campaignId: Type.String() });
