import { Type } from '@sinclair/typebox';
import { MAX_OFFSET, MAX_PAGE, Timestamp } from '../../lib/schemas.js';
import { MODEL_IDS } from '../../llm/models.js';

export const PROMPT_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type PromptStatus = (typeof PROMPT_STATUSES)[number];
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;

export const ModelEnum = Type.Union(
  MODEL_IDS.map((id) => Type.Literal(id)),
  { description: 'a model enum value (GET /models lists them)' },
);

export const Prompt = Type.Object({
  id: Type.String(),
  text: Type.String(),
  language: Type.String(),
  country: Type.String(),
  status: Type.Union(
    PROMPT_STATUSES.map((status) => Type.Literal(status)),
    {
      description: "state of the prompt's latest run (on the given model when filtered)",
    },
  ),
  createdAt: Timestamp,
  topic: Type.Object({ id: Type.String(), seed: Type.String() }),
});

export const ListPromptsQuery = Type.Object({
  model: Type.Optional(ModelEnum),
  status: Type.Optional(Type.Union(PROMPT_STATUSES.map((status) => Type.Literal(status)))),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_OFFSET,
      description: `default ${DEFAULT_PAGE_SIZE}; values above ${MAX_PAGE_SIZE} are served as ${MAX_PAGE_SIZE}`,
    }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'default 0' })),
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: '1-based; means offset = (page-1) × limit when offset is absent' }),
  ),
});
