/**
 * Failed authentications per client address, and key hashes recently found unknown. Guessing keys costs a
 * guesser a minute's pause after `limitPerMinute` failures, and repeating an unknown key costs no database query.
 * Kept in this process: a guesser spread over several instances meets each instance's limit.
 */
export class FailedAuthentications {
  private readonly failures = new Map<string, { windowStart: number; count: number }>();
  private readonly unknownHashes = new Map<string, number>();

  constructor(
    private readonly limitPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The address has failed too often this minute. */
  isBlocked(address: string): boolean {
    const entry = this.failures.get(address);
    return entry !== undefined && this.now() - entry.windowStart < WINDOW_MS && entry.count >= this.limitPerMinute;
  }

  recordFailure(address: string): void {
    const now = this.now();
    const entry = this.failures.get(address);
    if (entry && now - entry.windowStart < WINDOW_MS) entry.count++;
    else this.failures.set(address, { windowStart: now, count: 1 });
    if (this.failures.size > MAX_ENTRIES) this.sweep(this.failures, (value) => now - value.windowStart >= WINDOW_MS);
  }

  /** Found unknown less than a minute ago: a new key is random, so it cannot have been one of these. */
  isKnownUnknown(hash: string): boolean {
    const expires = this.unknownHashes.get(hash);
    return expires !== undefined && expires > this.now();
  }

  rememberUnknown(hash: string): void {
    const now = this.now();
    this.unknownHashes.set(hash, now + WINDOW_MS);
    if (this.unknownHashes.size > MAX_ENTRIES) this.sweep(this.unknownHashes, (expires) => expires <= now);
  }

  /** Drops expired entries; if the map is still full (a flood of addresses), starts it afresh. */
  private sweep<T>(map: Map<string, T>, expired: (value: T) => boolean): void {
    for (const [key, value] of map) if (expired(value)) map.delete(key);
    if (map.size > MAX_ENTRIES) map.clear();
  }
}

const WINDOW_MS = 60_000;
const MAX_ENTRIES = 10_000;
