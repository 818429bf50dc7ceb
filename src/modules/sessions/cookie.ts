import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import { SESSION_LIFETIME_MS, type CurrentSession } from './service.js';

export const SESSION_COOKIE = 'brandlens_session';
export const CSRF_HEADER = 'x-csrf-token';

/** HttpOnly (no script reads it), SameSite=Lax (no cross-site write carries it), Secure whenever the request came over HTTPS. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/** Routes about the session itself (who am I, sign out, change password) have nothing to say to an API key. */
export function requireSession(session: CurrentSession | null): CurrentSession {
  if (!session) throw new AppError('SESSION_REQUIRED', 'This route is for a signed-in dashboard session, not an API key');
  return session;
}
