import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { errors } from '../../errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { dataEnvelope, withErrors } from '../../lib/schemas.js';
import { findAccount } from '../accounts/repository.js';
import { setSessionCookie } from '../sessions/cookie.js';
import { sessionInfo } from '../sessions/routes.js';
import { SessionInfo } from '../sessions/schemas.js';
import { actorOf } from '../users/routes.js';
import type { Role } from '../users/roles.js';
import { listOpenInvites, revokeInvite } from './repository.js';
import { AcceptInviteBody, CreatedInvite, CreateInviteBody, Invite, InviteParams, RevokedInvite } from './schemas.js';
import { mailInvite } from './invite-email.js';
import { acceptInvite, createInvite, inviteUrl, inviteView } from './service.js';

const tags = ['Team'];

/** `mailer` is given when SMTP_URL is set: each invite is then mailed as well as answered. */
export const inviteRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicBaseUrl: string; mailer?: Mailer }> = async (
  app,
  { db, publicBaseUrl, mailer },
) => {
  app.get(
    '/invites',
    {
      config: { minimumRole: 'admin' },
      schema: {
        tags,
        operationId: 'listInvites',
        description: 'Invites not yet accepted, revoked or expired.',
        response: withErrors({ 200: dataEnvelope(Type.Array(Invite)) }),
      },
    },
    async (request) => ({ data: (await listOpenInvites(db, request.account.id, new Date())).map(inviteView) }),
  );

  app.post(
    '/invites',
    {
      config: { minimumRole: 'admin' },
      schema: {
        tags,
        operationId: 'createInvite',
        description:
          'Invites a teammate with a role; the link (and its token) is answered this once, to copy. It works for 7 days. When the service has a mail server (SMTP_URL), the link is also mailed to the teammate before the answer, which says whether it went out (`emailed`); a mail server that is down or slow never fails the invite.',
        body: CreateInviteBody,
        response: withErrors({ 201: dataEnvelope(CreatedInvite) }, 409, 422),
      },
    },
    async (request, reply) => {
      const { row, token } = await createInvite(db, request.account.id, actorOf(request), request.body);
      const url = inviteUrl(publicBaseUrl, token);
      const emailed = await mailInvite(
        mailer,
        {
          inviteId: row.id,
          to: row.email,
          role: row.role as Role,
          url,
          expiresAt: row.expiresAt,
          invitedBy: request.session?.user.email ?? null,
        },
        request.log,
      );
      return reply.code(201).send({ data: { ...inviteView(row), token, url, emailed } });
    },
  );

  app.delete(
    '/invites/:inviteId',
    {
      config: { minimumRole: 'admin' },
      schema: {
        tags,
        operationId: 'revokeInvite',
        params: InviteParams,
        response: withErrors({ 200: dataEnvelope(RevokedInvite) }, 404),
      },
    },
    async (request) => {
      const row = await revokeInvite(db, request.account.id, request.params.inviteId, new Date());
      if (!row) throw errors.notFound('Open invite');
      return { data: { id: row.id, revoked: true as const } };
    },
  );

  app.post(
    '/invites/accept',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'acceptInvite',
        description: "Accepts an invite with the new user's password: creates the user and signs them in (session cookie set).",
        security: [],
        body: AcceptInviteBody,
        response: withErrors({ 201: dataEnvelope(SessionInfo) }, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const { user, session } = await acceptInvite(db, request.body);
      const account = await findAccount(db, user.accountId);
      if (!account) throw errors.notFound('Account');
      setSessionCookie(reply, session.token);
      return reply.code(201).send({ data: sessionInfo(user, account, session.token) });
    },
  );
};
