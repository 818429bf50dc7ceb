import type { Token } from './document.js';
import { AND_WORDS } from './lexicon.js';
import { matchSymbol } from './text.js';

export interface PatternMatch<T> {
  value: T;
  firstToken: number;
  endToken: number;
}

/**
 * Aho-Corasick automaton over token norms: finds every known name in one pass over the
 * tokens of an answer, however many names there are. Built once, reused across answers.
 */
export class TokenAutomaton<T> {
  private readonly alphabet = new Map<string, number>();
  private readonly transitions: Array<Map<number, number>> = [new Map()];
  private readonly failure: number[] = [0];
  /** Patterns ending at each state, following failure links: [pattern index, ...]. */
  private readonly outputs: number[][] = [[]];
  private readonly lengths: number[] = [];
  private readonly values: T[] = [];
  /** ASCII first letters of the alphabet's words: most tokens are rejected without a map lookup. */
  private readonly asciiStarts = new Uint8Array(128);

  constructor(patterns: ReadonlyArray<{ norms: readonly string[]; value: T }>) {
    for (const { norms, value } of patterns) {
      if (norms.length === 0) continue;
      let state = 0;
      for (const norm of norms) {
        const key = matchSymbol(norm);
        let symbol = this.alphabet.get(key);
        if (symbol === undefined) {
          symbol = this.alphabet.size;
          this.alphabet.set(key, symbol);
        }
        let next = this.transitions[state]!.get(symbol);
        if (next === undefined) {
          next = this.transitions.length;
          this.transitions.push(new Map());
          this.failure.push(0);
          this.outputs.push([]);
          this.transitions[state]!.set(symbol, next);
        }
        state = next;
      }
      this.outputs[state]!.push(this.values.length);
      this.lengths.push(norms.length);
      this.values.push(value);
    }
    this.linkFailures();
    const and = this.alphabet.get('&');
    if (and !== undefined) for (const word of AND_WORDS) this.alphabet.set(word, and);
    for (const word of this.alphabet.keys()) {
      const code = word.charCodeAt(0);
      if (code < 128) this.asciiStarts[code] = 1;
    }
  }

  get isEmpty(): boolean {
    return this.values.length === 0;
  }

  private linkFailures(): void {
    const queue: number[] = [...this.transitions[0]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [symbol, next] of this.transitions[state]!) {
        let fallback = this.failure[state]!;
        while (fallback > 0 && !this.transitions[fallback]!.has(symbol)) fallback = this.failure[fallback]!;
        const target = this.transitions[fallback]!.get(symbol);
        this.failure[next] = target !== undefined && target !== next ? target : 0;
        this.outputs[next]!.push(...this.outputs[this.failure[next]!]!);
        queue.push(next);
      }
    }
  }

  /** Leftmost-longest, non-overlapping matches; a name never spans two lines. */
  findAll(tokens: readonly Token[], from = 0, to = tokens.length): PatternMatch<T>[] {
    const raw: PatternMatch<T>[] = [];
    let state = 0;
    let line = -1;
    for (let i = from; i < to; i++) {
      const token = tokens[i]!;
      if (token.line !== line) {
        state = 0;
        line = token.line;
      }
      const start = token.norm.charCodeAt(0);
      const symbol = start >= 128 || this.asciiStarts[start] ? this.alphabet.get(token.norm) : undefined;
      if (symbol === undefined) {
        state = 0;
        continue;
      }
      while (state > 0 && !this.transitions[state]!.has(symbol)) state = this.failure[state]!;
      state = this.transitions[state]!.get(symbol) ?? 0;
      for (const pattern of this.outputs[state]!) {
        raw.push({ value: this.values[pattern]!, firstToken: i + 1 - this.lengths[pattern]!, endToken: i + 1 });
      }
    }
    if (raw.length < 2) return raw;
    raw.sort((a, b) => a.firstToken - b.firstToken || b.endToken - a.endToken);
    const chosen: PatternMatch<T>[] = [];
    let covered = -1;
    for (const match of raw) {
      if (match.firstToken < covered) continue;
      chosen.push(match);
      covered = match.endToken;
    }
    return chosen;
  }
}
