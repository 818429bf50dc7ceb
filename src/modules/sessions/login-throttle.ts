/** Failures counted per key in fixed windows; a key that reaches the limit waits for its window to end. */
class FailureWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(key: string): number {
    const entry = this.windows.get(key);
    if (!entry || entry.count < this.limit) return 0;
    return Math.max(0, entry.start + this.windowMs - this.now());
  }

  record(key: string): void {
    const now = this.now();
    const entry = this.windows.get(key);
    if (entry && now - entry.start < this.windowMs) entry.count++;
    else this.windows.set(key, { start: now, count: 1 });
    if (this.windows.size > MAX_ENTRIES) {
      for (const [name, value] of this.windows) if (now - value.start >= this.windowMs) this.windows.delete(name);
      // Still full (a flood of addresses or emails): start afresh rather than grow.
      if (this.windows.size > MAX_ENTRIES) this.windows.clear();
    }
  }

  forget(key: string): void {
    this.windows.delete(key);
  }
}

export interface LoginLimits {
  /** Failed sign-ins to one email in a window before it waits. */
  perEmail: number;
  /** Failed sign-ins from one client address in a window, whatever the email. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perEmail: 10, perAddress: 30, windowMs: 15 * 60_000 };

/**
 * Slows password guessing: against one user from many addresses (per email), and against many users from one address
 * (per address). Kept in this process, as failed API key authentications are.
 */
export class LoginThrottle {
  private readonly byEmail: FailureWindows;
  private readonly byAddress: FailureWindows;

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now: () => number = Date.now) {
    this.byEmail = new FailureWindows(limits.perEmail, limits.windowMs, now);
    this.byAddress = new FailureWindows(limits.perAddress, limits.windowMs, now);
  }

  /** Milliseconds until this email may be tried from this address again; 0 when it may now. */
  blockedFor(email: string, address: string): number {
    return Math.max(this.byEmail.blockedFor(email.toLowerCase()), this.byAddress.blockedFor(address));
  }

  recordFailure(email: string, address: string): void {
    this.byEmail.record(email.toLowerCase());
    this.byAddress.record(address);
  }

  /** A right password clears the email's count: its owner is not kept waiting by their own typos. */
  recordSuccess(email: string): void {
    this.byEmail.forget(email.toLowerCase());
  }
}

const MAX_ENTRIES = 10_000;
