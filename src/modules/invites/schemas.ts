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
    emailed: Type.Boolean({
      description:
        'true when the link was also mailed to the teammate (SMTP_URL set and the mail server accepted it); false when no mail server is configured, or it could not be reached, refused the mail or took longer than SMTP_TIMEOUT_MS (the reason is logged). The link works either way.',
    }),
  }),
]);

export const CreateInviteBody = Type.Object({ email: Email, role: RoleSchema }, { additionalProperties: false });

export const AcceptInviteBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }), password: NewPassword },
  { additionalProperties: false },
);

export const InviteParams = Type.Object({ inviteId: Type.String() });

export const RevokedInvite = Type.Object({ id: Type.String(), revoked: Type.Literal(true) });
