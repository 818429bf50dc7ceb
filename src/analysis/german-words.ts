import { ENGLISH_WORDS } from './english-words.js';
import { HunspellWords } from './hunspell-words.js';

const GERMAN = new HunspellWords('dictionary-de', false, 'S');

/** The shortest part of a compound looked up: shorter ones would join any name out of syllables. */
const MIN_PART = 3;
const MAX_PARTS = 3;
/** Linking elements between the parts of a compound: "Leistung-s-vergleich", "Tasche-n-lampe". */
const LINKS = ['s', 'n', 'en', 'es'];

/** Forms of the modal verbs the dictionary makes by rules of its own, that open questions ("Soll ich dir …?"). */
const MODAL_FORMS = new Set('soll sollst kann kannst muss musst darf darfst will willst mag magst'.split(' '));

const answers = new Map<string, boolean>();
const ANSWERS_KEPT = 20_000;

/**
 * "Mindestlaufzeit", "Kaffeevollautomaten", "Premium": a word of German, its compounds included, or an English word,
 * and so no name by itself where every noun has a capital. A name of a firm is rarely one ("Tefal", "Vaillant",
 * "Europcar"); those that are ("Wolf", "Hertz") need other evidence.
 */
export function isGermanWord(word: string): boolean {
  let answer = answers.get(word);
  if (answer === undefined) {
    const lower = word.toLowerCase();
    answer =
      MODAL_FORMS.has(lower) ||
      GERMAN.has(lower) ||
      ENGLISH_WORDS.has(lower) ||
      lower.split('-').every((part) => part.length > 0 && (isPart(part) || isCompound(part, 1)));
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(word, answer);
  }
  return answer;
}

/** "Philips", "Panasonic", "Bosch": a name the German dictionary holds, among its people, places and firms. */
export const isGermanProperNoun = (word: string): boolean => GERMAN.isProperNoun(word);

const isGermanPart = (part: string): boolean => part.length >= MIN_PART && GERMAN.has(part);
/** A part of a compound: a German word, or an English one ("Carsharing", "Deutschlandticket"). */
const isPart = (part: string): boolean => part.length >= MIN_PART && (isGermanPart(part) || ENGLISH_WORDS.has(part));

function isCompound(word: string, parts: number): boolean {
  if (parts >= MAX_PARTS) return false;
  for (let split = MIN_PART; split <= word.length - MIN_PART; split++) {
    const head = word.slice(0, split);
    const joins =
      isPart(head) || LINKS.some((link) => head.endsWith(link) && isGermanPart(head.slice(0, -link.length))) || isGermanPart(`${head}e`);
    if (!joins) continue;
    const rest = word.slice(split);
    if (isPart(rest) || isCompound(rest, parts + 1)) return true;
  }
  return false;
}
