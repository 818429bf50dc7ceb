import { Type } from '@sinclair/typebox';
import { Email, NewPassword, User } from '../users/schemas.js';

export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

export const SessionInfo = Type.Object({
  user: User,
  account: Type.Object({ id: Type.String(), plan: Type.String() }),
  csrfToken: Type.String({ description: 'send it as X-CSRF-Token on every write made with this session' }),
});

export const ChangePasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 256 }), newPassword: NewPassword },
  { additionalProperties: false },
);

export const PasswordChanged = Type.Object({
  changed: Type.Literal(true),
  endedSessions: Type.Integer({ description: "the user's other sessions, ended by the change" }),
});

export const SignedOut = Type.Object({ signedOut: Type.Literal(true) });
