import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import {
  ALTERNATIVE_WORDS,
  AND_WORDS,
  COMPANY_NOUNS_BEFORE_COLON,
  COMPARISON_WORDS,
  COPULAS,
  OFFERING_VERBS,
  SINGULAR_VERBS,
  FUNCTION_WORDS,
  JOINING_WORDS,
} from './lexicon.js';

// Ideographs have no capitals: they start names only where the writer marked them (bold, link, list head).
export const NAME_START = Flag.Capitalized | Flag.AllCaps | Flag.InnerCapital | Flag.Domain;
export const NAME_PART = NAME_START | Flag.Digit;
/** Capitalised in the sense that matters for names, ideographs included. */
export const CAPITAL = Flag.Capitalized | Flag.AllCaps | Flag.InnerCapital | Flag.Ideograph;

const codes = (chars: string, ...extra: number[]): Set<number> => new Set([...chars].map((char) => char.charCodeAt(0)).concat(extra));
/** Punctuation that ends the first words of a list item. */
export const HEAD_SEPARATORS = codes(':–—(,;.!?=→|', 0x2d);
/** Of those, the ones that set a plain head apart as a name: "Krystal – UK-based host". */
export const PLAIN_HEAD_ENDS = codes(':–—(=→', 0x2d);
/** Punctuation a name never spans. */
export const NAME_BREAKS = codes(':–—(),;.!?=→|/"“”«»', 0x2d, 0x2022);

const DIGITS_AND_LETTERS = Flag.Digit | Flag.HasLetter;

export const isNumber = (token: Token): boolean => (token.flags & DIGITS_AND_LETTERS) === Flag.Digit && token.norm.indexOf('.') < 0;

/** "N.A.", "S.A.", "U.S.": initials that follow names rather than start them. */
const isAbbreviation = (token: Token): boolean => token.norm.indexOf('.') > 0 && /^(?:\p{L}\.)+\p{L}?$/u.test(token.norm);

export const startsName = (token: Token): boolean =>
  !isAbbreviation(token) && ((token.flags & NAME_START) !== 0 || (token.flags & DIGITS_AND_LETTERS) === DIGITS_AND_LETTERS);

/** Spelt like no ordinary word: "HubSpot", "N26", "Booking.com". */
export const isDistinctiveToken = (token: Token): boolean =>
  (token.flags & (Flag.InnerCapital | Flag.Domain)) !== 0 || (token.flags & DIGITS_AND_LETTERS) === DIGITS_AND_LETTERS;

/** "R&M", "AT&T": an ampersand inside a word, unlike "Geometry & Size". */
export const isTightAmpersand = (doc: AnswerDocument, token: Token): boolean =>
  doc.text[token.start] === '&' && /\S/.test(doc.text[token.start - 1] ?? ' ') && /\S/.test(doc.text[token.end] ?? ' ');

export function hasDistinctiveWord(doc: AnswerDocument, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const token = doc.tokens[i]!;
    if (isDistinctiveToken(token) || isTightAmpersand(doc, token)) return true;
  }
  return false;
}

/** The norms of tokens [from, to): a name as word keys. */
export function tokenNorms(tokens: readonly Token[], from: number, to: number): string[] {
  const words: string[] = [];
  for (let i = from; i < to; i++) words.push(tokens[i]!.norm);
  return words;
}

/** "Zoho" starts "Zoho CRM": the same name written shorter. */
export function isPrefix(start: readonly string[], words: readonly string[]): boolean {
  if (start.length > words.length) return false;
  for (let i = 0; i < start.length; i++) if (start[i] !== words[i]) return false;
  return true;
}

/**
 * Counts words, a run of ideographs counting as one; with `skipBracketed`, words in brackets are not counted, as they write
 * another name of what is before them ("### 케이카 (K Car) 내차팔기").
 */
export function wordCount(tokens: readonly Token[], from: number, to: number, skipBracketed = false): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    if (skipBracketed && tokens[i]!.flags & Flag.Parenthesized) continue;
    if (!(tokens[i]!.flags & Flag.Ideograph && i > from && tokens[i - 1]!.flags & Flag.Ideograph)) count++;
  }
  return count;
}

export function hasIdeograph(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (tokens[i]!.flags & Flag.Ideograph) return true;
  return false;
}

/** A lower-case word that is not a joining word: what sentence-case phrases have and names lack. */
export const isPlainLowercase = (token: Token): boolean =>
  (token.flags & Flag.Lowercase) !== 0 && !(token.flags & Flag.Joined) && !JOINING_WORDS.has(token.norm) && !AND_WORDS.has(token.norm);

/** Bold or link text written as a phrase ("**reserve early**") rather than as a name. */
export function isPhrase(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (isPlainLowercase(tokens[i]!)) return true;
  return false;
}

/** Headings in Title Case capitalise every word, so capitals there say nothing about names. */
export function isTitleCase(tokens: readonly Token[], from: number, to: number): boolean {
  let words = 0;
  let capitalised = 0;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.flags & (Flag.Digit | Flag.Ideograph | Flag.Parenthesized)) continue;
    if (JOINING_WORDS.has(token.norm) || FUNCTION_WORDS.has(token.norm)) continue;
    words++;
    if (token.flags & (Flag.Capitalized | Flag.AllCaps)) capitalised++;
  }
  return words >= 3 && capitalised >= words * 0.6;
}

/** "Nike Pegasus 41 vs. Brooks Ghost 16": both sides are names whatever the capitals. */
export function hasComparison(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (COMPARISON_WORDS.has(tokens[i]!.norm)) return true;
  return false;
}

/** "Yello und EnBW sind …": a word opening a sentence that "and" or "or" pairs with another name. */
export function pairsWithName(doc: AnswerDocument, index: number): boolean {
  const tokens = doc.tokens;
  const joiner = tokens[index + 1];
  const next = tokens[index + 2];
  if (!joiner || !next || joiner.line !== tokens[index]!.line || next.line !== joiner.line) return false;
  if (NAME_BREAKS.has(joiner.before) || NAME_BREAKS.has(next.before)) return false;
  const word = tokens[index]!.norm;
  if (!(AND_WORDS.has(joiner.norm) || ALTERNATIVE_WORDS.has(joiner.norm)) || !startsName(next) || FUNCTION_WORDS.has(word)) return false;
  // A word the answer also writes in lower case is an ordinary word that opened the sentence.
  return !lowercaseWords(doc).has(word);
}

/** The words an answer writes in lower case outside quotes, collected once per answer. */
export function lowercaseWords(doc: AnswerDocument): ReadonlySet<string> {
  if (!doc.memo.lowercaseWords) {
    const words = new Set<string>();
    for (const token of doc.tokens) if (token.flags & Flag.Lowercase && !(token.flags & Flag.Quoted)) words.add(token.norm);
    doc.memo.lowercaseWords = words;
  }
  return doc.memo.lowercaseWords;
}

/** German genitives and "von": "Online-Tochter der HUK-COBURG", "Markengeräte von Vaillant" name a thing of the name after. */
const GENITIVE_JOINERS = new Set(['der', 'von', 'vom']);

/** "der" or "von" after a noun, capitalised or in capitals ("VDSL der Telekom"), and before a name; "Van der Valk" is one name. */
export function isGenitiveBeforeName(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  const next = tokens[at + 1];
  return (
    GENITIVE_JOINERS.has(tokens[at]!.norm) &&
    before !== undefined &&
    (before.flags & (Flag.Capitalized | Flag.AllCaps)) !== 0 &&
    (before.flags & (Flag.InnerCapital | Flag.Domain)) === 0 &&
    before.norm !== 'van' &&
    next !== undefined &&
    startsName(next)
  );
}

/**
 * "séries originais como *Os Outros* e *Justiça*", "*The Boys*": words set in italics, one asterisk or underscore on
 * each side, are the titles of works or words stressed, never an option's name as answers write it.
 */
export function isInItalics(doc: AnswerDocument, from: number, to: number): boolean {
  const { text, tokens } = doc;
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  const marker = text[start - 1];
  return (marker === '*' || marker === '_') && text[end] === marker && text[start - 2] !== marker && text[end + 1] !== marker;
}

export const OPENING_CORNER_BRACKET = 0x300c;
const CLOSING_CORNER_BRACKET = 0x300d;

/** "「トリトン」": Japanese sets a name it weighs, or a phrase it quotes, in corner brackets. */
export const isInCornerBrackets = (tokens: readonly Token[], from: number, to: number): boolean =>
  tokens[from]!.before === OPENING_CORNER_BRACKET && tokens[to]?.before === CLOSING_CORNER_BRACKET;

/** "Preis-Leistungs-Sieger": every token after the first is attached to the one before by a hyphen. */
export function isHyphenated(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (!(tokens[i]!.flags & Flag.Joined)) return false;
  return true;
}

/** "by" in "Marcus by Goldman Sachs", "&" in "Procter & Gamble": a joining word between two name words. */
export function joinsTwoNames(doc: AnswerDocument, at: number, nextInRange: boolean): boolean {
  const joiner = doc.tokens[at]!;
  const next = doc.tokens[at + 1];
  const joining = JOINING_WORDS.has(joiner.norm) || doc.text[joiner.start] === '&';
  if (!joining || !nextInRange || next === undefined || !startsName(next) || NAME_BREAKS.has(next.before)) return false;
  return !isGenitiveBeforeName(doc.tokens, at);
}

/** Greek and Cyrillic, Hebrew and Arabic, Devanagari, Thai: code-point ranges read in one pass over the answer. */
const isOtherAlphabet = (code: number): boolean =>
  (code >= 0x370 && code <= 0x52f) ||
  (code >= 0x590 && code <= 0x6ff) ||
  (code >= 0x900 && code <= 0x97f) ||
  (code >= 0xe00 && code <= 0xe7f) ||
  (code >= 0x3041 && code <= 0x30ff) ||
  (code >= 0x4e00 && code <= 0x9fff) ||
  (code >= 0xac00 && code <= 0xd7a3);
const isLatinLetter = (code: number): boolean =>
  (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0xc0 && code <= 0x24f);

/** Most letters of the answer are Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, kana, hangul or ideographs. Read once per answer. */
export function isInOtherAlphabet(doc: AnswerDocument): boolean {
  if (doc.memo.otherAlphabet === undefined) {
    let latin = 0;
    let other = 0;
    for (let i = 0; i < doc.text.length; i++) {
      const code = doc.text.charCodeAt(i);
      if (code < 0x370) latin += isLatinLetter(code) ? 1 : 0;
      else if (isOtherAlphabet(code)) other++;
    }
    doc.memo.otherAlphabet = other > latin;
  }
  return doc.memo.otherAlphabet;
}

/**
 * "Wildberries — крупнейший маркетплейс", "το Skroutz", "Findyやdodaが定番です": a word in Latin letters in an answer
 * written in another alphabet, kana, hangul or ideographs is no word of the answer's language but a name, even opening a sentence.
 */
export const isLatinAmongOtherLetters = (doc: AnswerDocument, token: Token): boolean =>
  /[A-Za-z]/.test(doc.text[token.start]!) && isInOtherAlphabet(doc);

/**
 * "ING", "K&H": capitals alone, two letters at least or one written onto what follows; a single capital and a space
 * opening a sentence is a word ("A K&H", "Η Κρι Κρι", "U WooCommerce").
 */
export const isAcronym = (doc: AnswerDocument, token: Token): boolean =>
  token.end - token.start > 1 ? (token.flags & Flag.AllCaps) !== 0 : !/\s/u.test(doc.text[token.end] ?? ' ');

/** "Tefal ist günstig": a word opening its sentence before "is" is what the sentence weighs, which evidence.ts judges. */
export const beforeCopula = (tokens: readonly Token[], end: number): boolean => isWordAfter(tokens, end, COPULAS);

/** "Remington bietet …", "Getaround permite …": a German singular verb or a verb of offering right after the word. */
export const beforeWeighingVerb = (tokens: readonly Token[], end: number): boolean =>
  isWordAfter(tokens, end, SINGULAR_VERBS) || isWordAfter(tokens, end, OFFERING_VERBS);

/** The token at `end` follows the word before it on its line, with no mark between, and is one of `words`. */
export const isWordAfter = (tokens: readonly Token[], end: number, words: ReadonlySet<string>): boolean =>
  tokens[end] !== undefined && tokens[end]!.line === tokens[end - 1]!.line && tokens[end]!.before === 0 && words.has(tokens[end]!.norm);

const CYRILLIC = /^\p{Script=Cyrillic}/u;

/** "Wildberries — крупнейший маркетплейс": Russian, Ukrainian and Bulgarian write "is" as a dash before a lower-case word. */
export const isDashCopula = (doc: AnswerDocument, verb: Token): boolean =>
  (verb.before === 0x2014 || verb.before === 0x2013) &&
  (verb.flags & Flag.Lowercase) !== 0 &&
  CYRILLIC.test(verb.norm) &&
  isInOtherAlphabet(doc);

/** "Main brands:", "**대표 브랜드:**": a noun for a kind of company and a colon, maybe in bold, ending the text before a name. */
const COMPANY_NOUN_AND_COLON = new RegExp(`(?:^|[^\\p{L}])(?:${COMPANY_NOUNS_BEFORE_COLON.join('|')})[*_]*\\s*[:：][*_]*\\s*$`, 'iu');

export const endsOnCompanyNounAndColon = (text: string): boolean => COMPANY_NOUN_AND_COLON.test(text);
