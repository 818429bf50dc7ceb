import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { dataEnvelope, withErrors } from '../../lib/schemas.js';
import type { AccountRow } from '../accounts/repository.js';
import type { UserRow } from '../users/repository.js';
import { userView } from '../users/service.js';
import { clearSessionCookie, requireSession, setSessionCookie } from './cookie.js';
import { LoginThrottle } from './login-throttle.js';
import { deleteSession } from './repository.js';
import { ChangePasswordBody, LoginBody, PasswordChanged, SessionInfo, SignedOut } from './schemas.js';
import { changePassword, login } from './service.js';
import { csrfTokenFor } from './tokens.js';

const tags = ['Sessions'];

/** What the dashboard needs to know of its session: who, in which account, and the token its writes carry. */
export function sessionInfo(user: UserRow, account: Pick<AccountRow, 'id' | 'plan'>, sessionToken: string) {
  return { user: userView(user), account: { id: account.id, plan: account.plan }, csrfToken: csrfTokenFor(sessionToken) };
}

export const sessionRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const throttle = new LoginThrottle();

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'login',
        description:
          'Signs in with email and password: sets the HttpOnly session cookie and answers the CSRF token that writes made with it carry. Works on every plan.',
        security: [],
        body: LoginBody,
        response: withErrors({ 200: dataEnvelope(SessionInfo) }, 422),
      },
    },
    async (request, reply) => {
      const { user, account, session } = await login(db, throttle, { ...request.body, address: request.ip });
      setSessionCookie(reply, session.token);
      return { data: sessionInfo(user, account, session.token) };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        operationId: 'getSession',
        description: 'The signed-in user, their account and the CSRF token of this session.',
        response: withErrors({ 200: dataEnvelope(SessionInfo) }),
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: sessionInfo(session.user, request.account, session.token) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { minimumRole: 'viewer' },
      schema: {
        tags,
        operationId: 'logout',
        description: 'Ends this session on the server and clears its cookie.',
        response: withErrors({ 200: dataEnvelope(SignedOut) }),
      },
    },
    async (request, reply) => {
      const session = requireSession(request.session);
      await deleteSession(db, request.account.id, session.id);
      clearSessionCookie(reply);
      return { data: { signedOut: true as const } };
    },
  );

  app.post(
    '/auth/password',
    {
      config: { minimumRole: 'viewer' },
      schema: {
        tags,
        operationId: 'changePassword',
        description: "Changes the signed-in user's password; their other sessions end, this one stays.",
        body: ChangePasswordBody,
        response: withErrors({ 200: dataEnvelope(PasswordChanged) }, 422),
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      const { endedSessions } = await changePassword(db, throttle, session, { ...request.body, address: request.ip });
      return { data: { changed: true as const, endedSessions } };
    },
  );
};
