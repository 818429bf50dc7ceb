/** xmur3: spreads every character of the seed over 32 bits, so seeds that differ by one character diverge. */
export function hashString(text: string): number {
  let hash = 1779033703 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A number in [0, 1) fixed by the text: for traits that must stay the same wherever the same key comes up. */
export function hashUnit(text: string): number {
  return hashString(text) / 4294967296;
}

/** mulberry32 over a hashed seed: small, fast and good enough to vary wording, never for secrets. */
export class Random {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /**
   * Up to `count` items without repetition, heavier ones more likely and more likely first
   * (Efraimidis–Spirakis keys), so popular names lead most lists without leading all of them.
   */
  weightedSample<T>(items: readonly T[], weightOf: (item: T) => number, count: number): T[] {
    return items
      .map((item) => ({ item, key: Math.pow(this.next(), 1 / Math.max(weightOf(item), 1e-6)) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, count)
      .map((entry) => entry.item);
  }
}
