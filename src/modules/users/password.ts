import { hash, verify } from '@node-rs/argon2';
import { randomBytes, randomInt } from 'node:crypto';

/**
 * OWASP's first Argon2id configuration: 19 MiB, two passes, one lane (about 15 ms a hash here). Argon2id is the
 * library's default algorithm (its enum is a const enum, which isolated modules cannot import); a test reads the
 * algorithm and parameters back from a stored hash.
 */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** A stored hash of no real password, checked when the email is unknown so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against the decoy when there is none; false for anything malformed. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await decoyHash);
  try {
    return (await verify(target, password)) && storedHash !== undefined;
  } catch {
    return false;
  }
}

const GENERATED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A password for the CLI and the demo login to print once: 20 characters of 57 (no 0/O, 1/l/I), about 116 bits. */
export function generatePassword(): string {
  return Array.from({ length: 20 }, () => GENERATED_ALPHABET[randomInt(GENERATED_ALPHABET.length)]).join('');
}
