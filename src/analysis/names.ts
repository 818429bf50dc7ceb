import { TokenAutomaton } from './automaton.js';
import { Flag, parseAnswer } from './document.js';
import type { Token } from './document.js';
import { spellingVariants } from './text.js';

/** A name as tokens, the way the answer tokenizer sees it. */
export function nameTokens(name: string): Token[] {
  return parseAnswer(name, []).tokens;
}

const MAX_VARIANTS = 16;
/** A one-word name shorter than this is left as written: its inflected forms would be ordinary words. */
const MIN_INFLECTED_LENGTH = 4;

/**
 * Case endings of the languages that decline names (Polish, Czech, Slovak, Russian, Ukrainian, Finnish), folded as
 * token norms are: after a final consonant ("w Empiku", "Яндекса", "Woltilla"), and after the stem of a name ending on
 * a vowel ("Biedronki", "w Biedronce", "Ленты") or an adjective ("Касперского").
 */
const LATIN_AFTER_CONSONANT = [
  'a',
  'u',
  'em',
  'iem',
  'owi',
  'ie',
  'y',
  'om',
  'ach',
  'ami',
  'in',
  'ia',
  'issa',
  'ista',
  'iin',
  'illa',
  'ilta',
  'ille',
];
const LATIN_AFTER_VOWEL_STEM = ['y', 'i', 'e', 'a', 'u', 'ie', 'ou', 'em', 'om'];
const CYRILLIC_AFTER_CONSONANT = ['а', 'у', 'ом', 'е', 'ы', 'ов', 'ам', 'ами', 'ах'];
const CYRILLIC_AFTER_VOWEL_STEM = ['ы', 'и', 'е', 'у', 'ои', 'а', 'ом'];
const CYRILLIC_ADJECTIVE = ['ого', 'ому', 'им', 'ом', 'ая', 'ую', 'ои'];
const VOWEL_END = /[aeiouyаеиоуыэюя]$/;
/** A German adjective as a name's first word takes these endings after its "-e": "Deutsche" → "Deutschen". */
const GERMAN_ADJECTIVE = /^[a-z]{4,}e$/;
const GERMAN_ADJECTIVE_ENDINGS = ['n', 'r', 's', 'm'];

const caseFormsCache = new Map<string, readonly string[]>();
const CASE_FORMS_CACHE_SIZE = 20_000;

/** Declined spellings of a one-word name's norm, remembered: the same names recur across a brand's answers. */
function caseForms(norm: string): readonly string[] {
  let forms = caseFormsCache.get(norm);
  if (forms === undefined) {
    if (caseFormsCache.size >= CASE_FORMS_CACHE_SIZE) caseFormsCache.clear();
    forms = declinedSpellings(norm);
    caseFormsCache.set(norm, forms);
  }
  return forms;
}

/** Whether `word` is `base` declined ("lidla" of "lidl"). */
export const declines = (word: string, base: string): boolean => caseForms(base).includes(word);

function declinedSpellings(norm: string): string[] {
  if (norm.length < MIN_INFLECTED_LENGTH) return [];
  const cyrillic = /\p{Script=Cyrillic}$/u.test(norm);
  if (!cyrillic && !/[a-z]$/.test(norm)) return [];
  // "касперскии" is "Касперский" folded: an adjective declines on its stem.
  if (cyrillic && /[иы]и$/.test(norm)) return CYRILLIC_ADJECTIVE.map((ending) => norm.slice(0, -2) + ending);
  if (!VOWEL_END.test(norm)) return (cyrillic ? CYRILLIC_AFTER_CONSONANT : LATIN_AFTER_CONSONANT).map((ending) => norm + ending);
  const stem = norm.slice(0, -1);
  if (stem.length < MIN_INFLECTED_LENGTH - 1) return [];
  const forms = (cyrillic ? CYRILLIC_AFTER_VOWEL_STEM : LATIN_AFTER_VOWEL_STEM).map((ending) => stem + ending);
  // Polish writes k and g soft before -e: "Biedronka" → "w Biedronce", "Praga" → "w Pradze".
  if (!cyrillic && stem.endsWith('k')) forms.push(`${stem.slice(0, -1)}ce`);
  if (!cyrillic && stem.endsWith('g')) forms.push(`${stem.slice(0, -1)}dze`);
  return forms.filter((form) => form !== norm);
}

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
  if (tokens.length === 1 && !(last.flags & (Flag.Ideograph | Flag.Digit))) for (const form of caseForms(last.norm)) extra.push([form]);
  for (const variant of variants) {
    // "der Deutschen Bahn", "bei der Neuen Pressegesellschaft": a German adjective opening a name declines with it.
    if (variant.length > 1 && GERMAN_ADJECTIVE.test(variant[0]!)) {
      for (const ending of GERMAN_ADJECTIVE_ENDINGS) extra.push([variant[0]! + ending, ...variant.slice(1)]);
    }
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
