import { Type } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';
import { ROLES } from './roles.js';

export const RoleSchema = Type.Union(
  ROLES.map((role) => Type.Literal(role)),
  { description: 'owner: everything; admin: everything but owners; member: everything but the team and API keys; viewer: reads only' },
);

export const Email = Type.String({ minLength: 3, maxLength: 254, description: 'an email address; compared without case' });

export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, taken as typed (spaces included)`,
});

export const User = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  createdAt: Timestamp,
  lastLoginAt: Type.Union([Timestamp, Type.Null()]),
});

export const UserParams = Type.Object({ userId: Type.String() });

export const UpdateUserBody = Type.Object({ role: RoleSchema }, { additionalProperties: false });

export const RemovedUser = Type.Object({ id: Type.String(), removed: Type.Literal(true) });
