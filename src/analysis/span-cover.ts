interface TokenRange {
  firstToken: number;
  endToken: number;
}

/**
 * Which range covers each token of an answer, so that "what overlaps tokens [first, end)" costs
 * the length of the question, not the number of ranges: answers can hold thousands of each.
 */
export class SpanCover<T extends TokenRange> {
  private readonly owner: Int32Array | null;

  constructor(
    tokenCount: number,
    private readonly ranges: readonly T[],
  ) {
    // Most answers name the brand a few times: with nothing to cover, no array is needed.
    this.owner = ranges.length === 0 ? null : new Int32Array(tokenCount).fill(-1);
    if (!this.owner) return;
    const owner = this.owner;
    ranges.forEach((range, index) => {
      for (let token = range.firstToken; token < range.endToken; token++) if (owner[token]! < 0) owner[token] = index;
    });
  }

  /** The earliest range covering a token of [first, end), if any. */
  find(first: number, end: number): T | undefined {
    if (!this.owner) return undefined;
    for (let token = first; token < end; token++) {
      const index = this.owner[token]!;
      if (index >= 0) return this.ranges[index];
    }
    return undefined;
  }
}
