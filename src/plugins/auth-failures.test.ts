import { describe, expect, it } from 'vitest';
import { FailedAuthentications } from './auth-failures.js';

describe('failed authentications', () => {
  it('blocks an address after its limit for the rest of the minute, then lets it try again', () => {
    let now = 1_000_000;
    const failed = new FailedAuthentications(3, () => now);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(failed.isBlocked('10.0.0.1')).toBe(false);
      failed.recordFailure('10.0.0.1');
    }
    expect(failed.isBlocked('10.0.0.1')).toBe(true);
    expect(failed.isBlocked('10.0.0.2')).toBe(false);
    now += 60_000;
    expect(failed.isBlocked('10.0.0.1')).toBe(false);
  });

  it('remembers an unknown key hash for a minute', () => {
    let now = 0;
    const failed = new FailedAuthentications(30, () => now);
    failed.rememberUnknown('abc');
    expect(failed.isKnownUnknown('abc')).toBe(true);
    expect(failed.isKnownUnknown('def')).toBe(false);
    now += 60_001;
    expect(failed.isKnownUnknown('abc')).toBe(false);
  });

  it('keeps its memory bounded under a flood of addresses', () => {
    const failed = new FailedAuthentications(1);
    for (let i = 0; i < 25_000; i++) failed.recordFailure(`addr-${i}`);
    // The newest still counts; the flood did not grow the map without end.
    expect(failed.isBlocked('addr-24999')).toBe(true);
    expect((failed as unknown as { failures: Map<string, unknown> }).failures.size).toBeLessThanOrEqual(10_001);
  });
});
