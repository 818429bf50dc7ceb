import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';
import { Country, Language } from '../brands/schemas.js';

export const Topic = Type.Object({
  id: Type.String(),
  brandId: Type.String(),
  seed: Type.String(),
  language: Type.String(),
  country: Type.String(),
  promptCount: Type.Integer({ description: 'prompts generated from the seed' }),
  createdAt: Timestamp,
});
export type Topic = Static<typeof Topic>;

export const CreateTopicBody = Type.Object(
  {
    seed: Type.String({ minLength: 3, maxLength: 200, description: 'a buyer question or category phrase' }),
    language: Type.Optional(Language),
    country: Type.Optional(Country),
  },
  { additionalProperties: false },
);
export type CreateTopicBody = Static<typeof CreateTopicBody>;

export const TopicParams = Type.Object({ brandId: Type.String(), topicId: Type.String() });
export const DeletedTopic = Type.Object({ deleted: Type.Literal(true) });
