import { IDEOGRAPH, fold } from './norm.js';
import { AND_WORDS, GENERIC_SUFFIXES } from './lexicon.js';

export const enum CharClass {
  Other = 0,
  Word = 1,
  /** Han, kana and hangul: scripts written without spaces, matched one character at a time. */
  Ideograph = 2,
  /** Combining marks continue a word but never start one (emoji variation selectors). */
  Mark = 3,
}

/** Bits of `charInfo`: the class in the low bits, then the case. */
export const CLASS_MASK = 3;
export const UPPER = 4;
export const LOWER = 8;
const KNOWN = 16;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const MARK_CHAR = /\p{M}/u;

// Class and case of each UTF-16 code unit, filled on first sight: answers use few distinct ones.
const charInfoTable = new Uint8Array(65536);

function describeChar(code: number): number {
  const char = String.fromCharCode(code);
  let info = IDEOGRAPH.test(char)
    ? CharClass.Ideograph
    : WORD_CHAR.test(char)
      ? CharClass.Word
      : MARK_CHAR.test(char)
        ? CharClass.Mark
        : CharClass.Other;
  if (char.toLowerCase() !== char) info |= UPPER;
  else if (char.toUpperCase() !== char) info |= LOWER;
  return info | KNOWN;
}

/** Class and case bits of a UTF-16 code unit. */
export const charInfo = (code: number): number => {
  let value = charInfoTable[code]!;
  if (value === 0) {
    value = describeChar(code);
    charInfoTable[code] = value;
  }
  return value;
};

export const charClass = (code: number): CharClass => (charInfo(code) & CLASS_MASK) as CharClass;
export const isUpper = (code: number): boolean => (charInfo(code) & UPPER) !== 0;
export const isLower = (code: number): boolean => (charInfo(code) & LOWER) !== 0;
export const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The symbol a name automaton sees: "and" in any language is "&", so "Riese und Müller" matches "Riese & Müller". */
export const matchSymbol = (norm: string): string => (AND_WORDS.has(norm) ? '&' : norm);

/**
 * Spellings of one lower-cased word that should match each other: German umlauts are
 * written with or without the extra "e" ("Müller", "Mueller", "Muller").
 */
export function spellingVariants(lowerWord: string): string[] {
  const variants = new Set([fold(lowerWord)]);
  const transliterated = lowerWord.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  variants.add(fold(transliterated));
  if (/[aou]e/.test(lowerWord)) variants.add(fold(lowerWord.replace(/([aou])e/g, '$1')));
  return [...variants];
}

/** Words of a name as the scorer sees them: folded, "&" spelled "and", punctuation removed. */
export function nameWords(name: string): string[] {
  return fold(name)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * Merge key for one competitor across answers: "Zoho" and "Zoho CRM", "HUBSPOT" and
 * "HubSpot", "Proton VPN" and "ProtonVPN" share a key. Only generic suffixes are dropped.
 */
export function competitorKey(name: string): string {
  const parts = nameWords(name);
  while (parts.length > 1 && GENERIC_SUFFIXES.has(parts[parts.length - 1]!)) parts.pop();
  return parts.join('');
}
