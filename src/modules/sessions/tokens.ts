import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and invite links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: a lookup by hash finds it, and a stolen table gives no working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The CSRF token of a session, derived from its cookie token: the server stores nothing more, and a page of another
 * site, which cannot read the cookie (HttpOnly) nor our responses (no CORS), cannot compute it.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`brandlens-csrf:${sessionToken}`).digest('base64url');
}

export function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
