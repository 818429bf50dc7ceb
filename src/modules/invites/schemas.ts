import { Type } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';
import { Email, NewPassword, RoleSchema } from '../users/schemas.js';

export const Invite = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  invitedBy: Type.Union([Type.String(), Type.Null()], { description: 'the inviting user; null when an API key invited' }),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});

export const CreatedInvite = Type.Composite([
  Invite,
  Type.Object({
    token: Type.String({ description: 'the invite token, shown once: POST it to /invites/accept' }),
    url: Type.String({ description: 'the link to give the teammate, shown once; it holds the token' }),
  }),
]);

export const CreateInviteBody = Type.Object({ email: Email, role: RoleSchema }, { additionalProperties: false });

export const AcceptInviteBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }), password: NewPassword },
  { additionalProperties: false },
);

export const InviteParams = Type.Object({ inviteId: Type.String() });

export const RevokedInvite = Type.Object({ id: Type.String(), revoked: Type.Literal(true) });
