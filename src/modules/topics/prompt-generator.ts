import { normalizeCountry, normalizeLanguage } from '../brands/markets.js';
import { promptLanguageFor } from './prompt-templates/index.js';
import { PROMPT_INTENTS, type PromptLanguage } from './prompt-templates/types.js';

export interface PromptGenerationInput {
  /** A noun phrase ("banque en ligne"), a search query ("best CRM for small businesses") or a full question. */
  seed: string;
  /** Lower-case language code; an unsupported language falls back to English. */
  language: string;
  /** ISO 3166-1 alpha-2 code of the market; mentioned in a few prompts when the language knows its name. */
  country: string;
  /** The brand and its aliases, none of which may appear in a prompt. */
  brandNames: string[];
}

/** The most prompts a topic gets, whichever generator writes them. */
export const MAX_PROMPTS = 20;

/**
 * Builds the buyer questions for a topic without calling an LLM: the seed is reduced to the thing it asks
 * about, then poured into hand-written templates of the topic's language. Same input, same output.
 */
export function generatePrompts(input: PromptGenerationInput): string[] {
  const language = promptLanguageFor(normalizeLanguage(input.language));
  const brands = compileBrandNames(input.brandNames);
  const seed = tidySeed(input.seed);
  const seedNamesBrand = findBrandSpans(seed, brands).length > 0;
  const asQuestion = isQuestion(seed, language);
  const subject = deriveSubject(seedNamesBrand ? removeBrandNames(seed, brands, language) : seed, asQuestion, language);
  const market = language.marketPhrases[normalizeCountry(input.country)] ?? '';

  const candidates: string[] = [];
  if (asQuestion && !seedNamesBrand) candidates.push(finishPrompt(stripQuestionMarks(seed), language));
  for (const intent of PROMPT_INTENTS) {
    for (const template of language.templates[intent]) {
      candidates.push(finishPrompt(fillTemplate(template, subject, market, language), language));
    }
  }

  const seen = new Set<string>();
  return candidates
    .filter((prompt) => {
      const key = comparablePrompt(prompt);
      if (seen.has(key)) return false;
      seen.add(key);
      return findBrandSpans(prompt, brands).length === 0;
    })
    .slice(0, MAX_PROMPTS);
}

// Braces are removed so that a seed can never pass for leftover template syntax.
function tidySeed(seed: string): string {
  return seed
    .replace(/[{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'«“„]+\s*|\s*["'»”]+$/g, '');
}

function stripQuestionMarks(text: string): string {
  return text.replace(/^[¿¡\s]+/, '').replace(/[\s?？!！.。]+$/, '');
}

function isQuestion(seed: string, language: PromptLanguage): boolean {
  return /[?？]$/.test(seed) || language.questionStart.test(stripQuestionMarks(seed));
}

const EDGE_PUNCTUATION = /^[\s,;:.!?¿¡"'«»“”„\-–—/|]+|[\s,;:.!?¿¡"'«»“”„\-–—/|]+$/g;

function deriveSubject(seed: string, asQuestion: boolean, language: PromptLanguage): string {
  let subject = stripQuestionMarks(seed);
  if (asQuestion) {
    const recognised = language.subjectPatterns.find(([pattern]) => pattern.test(subject));
    subject = recognised ? subject.replace(recognised[0], recognised[1]) : subject.replace(language.questionFiller, '');
  }
  let previous: string;
  do {
    previous = subject;
    // Padded so that a seed made only of a search word ("alternatives") is recognised as one.
    subject = `${subject.replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '')} `.replace(language.leadingNoise, '');
    subject = ` ${subject.trim()}`.replace(language.trailingNoise, '').trim();
  } while (subject !== previous);
  if (!subject) return language.genericSubject;
  return language.headlessStart?.test(subject) ? `${language.genericSubject} ${subject}` : subject;
}

function fillTemplate(template: string, subject: string, market: string, language: PromptLanguage): string {
  return template.replace(/\{(subject|subjects|market)\}/g, (_placeholder, name: string) => {
    if (name === 'market') return market;
    if (name === 'subjects') return language.pluralize?.(subject) ?? subject;
    return subject;
  });
}

function finishPrompt(body: string, language: PromptLanguage): string {
  const tidied = body.replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
  const finalized = capitalizeFirstLetter(language.finalize?.(tidied) ?? tidied);
  const opened = language.openingMark && !finalized.includes(language.openingMark) ? language.openingMark + finalized : finalized;
  return opened + language.questionMark;
}

function capitalizeFirstLetter(text: string): string {
  const firstWord = text.split(' ', 1)[0] ?? '';
  // "iPhone", "eBay": a capital inside the first word means its casing is deliberate.
  if (/\p{Lu}/u.test(firstWord.slice(1))) return text;
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** Text lower-cased and stripped of accents, with the index in the original text of each folded code unit. */
interface FoldedText {
  text: string;
  origins: number[];
}

function fold(original: string): FoldedText {
  let text = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of original) {
    const folded = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss').replace(/\s/g, ' ');
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) origins.push(index);
    index += char.length;
  }
  return { text, origins };
}

function compileBrandNames(brandNames: readonly string[]): string[] {
  return brandNames.map((name) => fold(name.replace(/\s+/g, ' ').trim()).text).filter((name) => name.length > 0);
}

/** Whether the text names one of the brand names as a whole word, ignoring case and accents. */
export function namesBrand(text: string, brandNames: readonly string[]): boolean {
  return findBrandSpans(text, compileBrandNames(brandNames)).length > 0;
}

/** Lower-cased and without accents, so that two prompts differing only in those compare equal. */
export function comparablePrompt(text: string): string {
  return fold(text).text;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
// Japanese, Chinese and Korean glue particles to words, so a brand there is a word whatever follows it.
const UNSPACED_SCRIPT =
  /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}]/u;

function continuesWord(char: string | undefined): boolean {
  return char !== undefined && WORD_CHARACTER.test(char) && !UNSPACED_SCRIPT.test(char);
}

/** Where the brand names occur as whole words, ignoring case and accents, as [start, end) in `text`. */
function findBrandSpans(text: string, brands: readonly string[]): Array<[number, number]> {
  const folded = fold(text);
  const spans: Array<[number, number]> = [];
  for (const brand of brands) {
    for (let start = folded.text.indexOf(brand); start !== -1; start = folded.text.indexOf(brand, start + 1)) {
      const end = start + brand.length;
      const gluedBefore = continuesWord(folded.text[start - 1]) && continuesWord(folded.text[start]);
      const gluedAfter = continuesWord(folded.text[end - 1]) && continuesWord(folded.text[end]);
      if (gluedBefore || gluedAfter) continue;
      spans.push([folded.origins[start] ?? text.length, folded.origins[end] ?? text.length]);
    }
  }
  return spans;
}

/** Overlapping spans joined ("HubSpot CRM" and "CRM" both being brand names), in text order. */
function mergeSpans(spans: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of [...spans].sort(([a], [b]) => a - b)) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const BRAND_MARK = '\u0000';

/**
 * Cuts the brand names out of the seed together with the word tying them to it, so that
 * "CRM like HubSpot" becomes "CRM" and "HubSpot alternatives" becomes "alternatives".
 */
function removeBrandNames(seed: string, brands: readonly string[], language: PromptLanguage): string {
  let marked = seed;
  for (const [start, end] of mergeSpans(findBrandSpans(seed, brands)).reverse()) {
    marked = marked.slice(0, start) + BRAND_MARK + marked.slice(end);
  }

  const connector = `(?<![\\p{Script=Latin}\\p{N}])(?:${language.brandConnectors})(?![\\p{Script=Latin}\\p{N}])`;
  let text = marked
    .replace(new RegExp(`${BRAND_MARK}['’]s\\b`, 'gu'), BRAND_MARK)
    .replace(new RegExp(`${connector}\\s*${BRAND_MARK}`, 'giu'), BRAND_MARK)
    .replace(new RegExp(`${BRAND_MARK}\\s*${connector}`, 'giu'), BRAND_MARK)
    .replaceAll(BRAND_MARK, ' ');

  const danglingConnector = new RegExp(`^\\s*${connector}\\s*|\\s*${connector}\\s*$`, 'iu');
  let previous: string;
  do {
    previous = text;
    text = text.replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '').replace(danglingConnector, '');
  } while (text !== previous);
  return text;
}
