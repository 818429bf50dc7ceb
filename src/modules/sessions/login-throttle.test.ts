import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('login throttle', () => {
  const limits = { perEmail: 3, perAddress: 5, windowMs: 60_000 };

  it('holds an email after its limit until its window ends, whatever the case of the email', () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    for (let failure = 0; failure < 3; failure++) {
      expect(throttle.blockedFor('Ana@example.com', `10.0.0.${failure}`)).toBe(0);
      throttle.recordFailure('Ana@example.com', `10.0.0.${failure}`);
    }
    now = 20_000;
    expect(throttle.blockedFor('ana@EXAMPLE.com', '10.9.9.9')).toBe(40_000);
    expect(throttle.blockedFor('bo@example.com', '10.9.9.9')).toBe(0);
    now = 60_000;
    expect(throttle.blockedFor('ana@example.com', '10.9.9.9')).toBe(0);
  });

  it('holds an address after its limit, whatever the emails', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let failure = 0; failure < 5; failure++) throttle.recordFailure(`user${failure}@example.com`, '10.0.0.1');
    expect(throttle.blockedFor('new@example.com', '10.0.0.1')).toBe(60_000);
    expect(throttle.blockedFor('new@example.com', '10.0.0.2')).toBe(0);
  });

  it("forgets an email's failures once its password is given, not the address's", () => {
    const throttle = new LoginThrottle({ ...limits, perAddress: 3 }, () => 0);
    for (let failure = 0; failure < 3; failure++) throttle.recordFailure('ana@example.com', '10.0.0.1');
    throttle.recordSuccess('ana@example.com');
    expect(throttle.blockedFor('ana@example.com', '10.0.0.2')).toBe(0);
    expect(throttle.blockedFor('ana@example.com', '10.0.0.1')).toBe(60_000);
  });
});
