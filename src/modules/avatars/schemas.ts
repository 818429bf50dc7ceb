import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Sector = Type.String({ minLength: 1, maxLength: 100 });
const Role = Type.String({ minLength: 1, maxLength: 100 });
const Objectives = Type.String({ minLength: 1, maxLength: 500 });
const Description = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);

export const Avatar = Type.Object({
  id: Type.String(),
  brandId: Type.String(),
  name: Type.String(),
  sector: Type.String(),
  role: Type.String(),
  objectives: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Avatar = Static<typeof Avatar>;

export const CreateAvatarBody = Type.Object(
  {
    name: Name,
    sector: Sector,
    role: Role,
    objectives: Objectives,
    description: Type.Optional(Description),
    isDefault: Type.Optional(Type.Boolean({ description: 'the default avatar of new campaigns; at most one per brand' })),
  },
  { additionalProperties: false },
);
export type CreateAvatarBody = Static<typeof CreateAvatarBody>;

export const UpdateAvatarBody = Type.Object(
  {
    name: Type.Optional(Name),
    sector: Type.Optional(Sector),
    role: Type.Optional(Role),
    objectives: Type.Optional(Objectives),
    description: Type.Optional(Description),
    isDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateAvatarBody = Static<typeof UpdateAvatarBody>;

export const UpdatedAvatar = Type.Object({
  id: Type.String(),
  name: Type.Optional(Type.String()),
  sector: Type.Optional(Type.String()),
  role: Type.Optional(Type.String()),
  objectives: Type.Optional(Type.String()),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  isDefault: Type.Optional(Type.Boolean()),
  updatedAt: Timestamp,
});

export const AvatarParams = Type.Object({ brandId: Type.String(), avatarId: Type.String() });
export const DeletedAvatar = Type.Object({ id: Type.String() });
