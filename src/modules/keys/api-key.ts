import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'bl_';
const KEY_PATTERN = /^bl_live_[0-9a-f]{32}$/;
const DISPLAY_START_LENGTH = 12;

export interface GeneratedApiKey {
  key: string;
  hash: string;
  start: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function generateApiKey(): GeneratedApiKey {
  const key = `${KEY_PREFIX}live_${randomBytes(16).toString('hex')}`;
  return { key, hash: hashApiKey(key), start: key.slice(0, DISPLAY_START_LENGTH) };
}
