import { TokenAutomaton } from './automaton.js';
import { Flag, parseAnswer } from './document.js';
import type { Token } from './document.js';
import { spellingVariants } from './text.js';

/** A name as tokens, the way the answer tokenizer sees it. */
export function nameTokens(name: string): Token[] {
  return parseAnswer(name, []).tokens;
}

const MAX_VARIANTS = 16;
const CASE_ENDINGS = ['a', 'u', 'em', 'iem', 'owi', 'ie', 'y', 'om', 'ach', 'ami'];

/**
 * Token spellings that should all match one name: umlauts with or without "e",
 * a German/Dutch genitive "s" on the last word, and the words written together.
 */
export function nameVariants(name: string): string[][] {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return [];
  let variants: string[][] = [[]];
  for (const token of tokens) {
    const spellings = token.flags & Flag.Ideograph ? [token.norm] : spellingVariants(name.slice(token.start, token.end).toLowerCase());
    const next: string[][] = [];
    for (const prefix of variants) for (const spelling of spellings) if (next.length < MAX_VARIANTS) next.push([...prefix, spelling]);
    variants = next;
  }
  const last = tokens[tokens.length - 1]!;
  const extra: string[][] = [];
  // Slavic case endings on a one-word name: "w Empiku", "z Allegrem", "Notinem".
  if (tokens.length === 1 && !(last.flags & (Flag.Ideograph | Flag.Digit)) && last.norm.length >= 4) {
    for (const ending of CASE_ENDINGS) extra.push([`${last.norm}${ending}`]);
  }
  for (const variant of variants) {
    const lastNorm = variant[variant.length - 1]!;
    if (!(last.flags & (Flag.Ideograph | Flag.Digit)) && lastNorm.length >= 3 && !lastNorm.endsWith('s')) {
      extra.push([...variant.slice(0, -1), `${lastNorm}s`]);
    }
    if (variant.length > 1 && tokens.every((token) => !(token.flags & Flag.Ideograph)) && !variant.includes('&')) {
      extra.push([variant.join('')]);
    }
  }
  return [...variants, ...extra];
}

/** One automaton for a set of names; each match reports the index of the name it found. */
export function buildNameAutomaton(names: readonly string[]): TokenAutomaton<number> {
  const patterns: Array<{ norms: string[]; value: number }> = [];
  names.forEach((name, index) => {
    for (const norms of nameVariants(name)) patterns.push({ norms, value: index });
  });
  return new TokenAutomaton(patterns);
}
