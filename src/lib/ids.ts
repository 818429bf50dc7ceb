import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Opaque ids with a readable prefix, so a stray id in a log says what it points at. */
export function newId(prefix: string): string {
  const bytes = randomBytes(16);
  let body = '';
  for (const byte of bytes) body += ALPHABET[byte & 31];
  return `${prefix}_${body}`;
}
