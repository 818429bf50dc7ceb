interface TokenRange {
  firstToken: number;
  endToken: number;
}

/**
 * Which range covers each token of an answer, so that "what overlaps tokens [first, end)" costs
 * the length of the question, not the number of ranges: answers can hold thousands of each.
 */
export class SpanCover<T extends TokenRange> {
  private readonly owner: Int32Array;

  constructor(
    tokenCount: number,
    private readonly ranges: readonly T[],
  ) {
    this.owner = new Int32Array(tokenCount).fill(-1);
    ranges.forEach((range, index) => {
      for (let token = range.firstToken; token < range.endToken; token++) if (this.owner[token]! < 0) this.owner[token] = index;
    });
  }

  /** The earliest range covering a token of [first, end), if any. */
  find(first: number, end: number): T | undefined {
    for (let token = first; token < end; token++) {
      const index = this.owner[token]!;
      if (index >= 0) return this.ranges[index];
    }
    return undefined;
  }
}
