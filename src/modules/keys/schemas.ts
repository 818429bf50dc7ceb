import { Type } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';

export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  start: Type.String({ description: 'the first characters of the key, to recognise it' }),
  createdAt: Timestamp,
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
});

export const CreatedApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  key: Type.String({ description: 'the full key, shown once: store it now' }),
  start: Type.String(),
  createdAt: Timestamp,
});

export const CreateApiKeyBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

export const KeyParams = Type.Object({ keyId: Type.String() });

export const RevokedApiKey = Type.Object({ id: Type.String(), revoked: Type.Literal(true) });
