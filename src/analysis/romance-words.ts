import { Flag } from './document.js';
import type { AnswerDocument } from './document.js';
import type { EvidenceContext } from './evidence.js';
import { ENGLISH_WORDS } from './english-words.js';
import { HunspellWords } from './hunspell-words.js';
import type { Mention } from './mention.js';

/**
 * Hunspell dictionaries of languages that write a common noun with an article and a name bare (es, fr): their stems
 * hold the language's words and its places ("Depende", "Finalmente", "Málaga", "Lyon"), rarely a firm's name.
 * Italian's dictionary is GPL-only; Portuguese's (dictionary-pt) changed no answer of any set, lacks "Lisboa" and
 * "Porto" as places, and costs a thread 66 MB and a second to read.
 */
const DICTIONARIES: Readonly<Record<string, HunspellWords>> = {
  es: new HunspellWords('dictionary-es'),
  fr: new HunspellWords('dictionary-fr'),
};
/** Words recur across answers: their answers are kept, up to a bound. */
const answers = new Map<string, boolean>();
const ANSWERS_KEPT = 20_000;

/**
 * "Sixt es la empresa…", "Getaround permite…": one capitalised word that is no word of the answer's language (es, fr)
 * nor of English, nor a place the dictionary holds; as a name is, and a word opening a sentence is not.
 */
export function isNoWordOfLanguage(context: EvidenceContext, mention: Mention): boolean {
  const dictionary = DICTIONARIES[context.language];
  if (!dictionary || mention.endToken - mention.firstToken !== 1) return false;
  const token = context.doc.tokens[mention.firstToken]!;
  if ((token.flags & (Flag.Capitalized | Flag.Digit | Flag.AllCaps)) !== Flag.Capitalized) return false;
  const word = context.doc.text.slice(token.start, token.end);
  const key = `${context.language}:${word}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = !dictionary.has(word) && !ENGLISH_WORDS.has(word);
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

/** A single word the dictionary of the language (es, fr) writes with a capital: a place or a person. */
export function isDictionaryProperNoun(language: string, word: string): boolean {
  return DICTIONARIES[language]?.isProperNoun(word) ?? false;
}

/** Prepositions of where: "en Málaga", "entre Valencia y Madrid", "à Lyon". */
const LOCATIVES: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set(['en', 'desde', 'hacia', 'entre', 'hasta']),
  fr: new Set(['a', 'en', 'depuis', 'vers', 'entre']),
};
const JOINS = new Set(['y', 'et', 'o', 'ou']);

/**
 * "En el aeropuerto de Málaga", "entre Valencia y Madrid": a word the dictionary writes with a capital (a place
 * or a person) after a preposition of where is a place, wherever the answer writes it. By key (places.ts).
 */
export function dictionaryPlaces(doc: AnswerDocument, language: string): ReadonlySet<string> {
  if (doc.memo.dictionaryPlaces) return doc.memo.dictionaryPlaces;
  const places = new Set<string>();
  const dictionary = DICTIONARIES[language];
  const locatives = LOCATIVES[language];
  if (dictionary && locatives) {
    const { tokens, text } = doc;
    for (let at = 0; at + 1 < tokens.length; at++) {
      if (!locatives.has(tokens[at]!.norm)) continue;
      for (let next = at + 1; next < tokens.length && tokens[next]!.line === tokens[at]!.line && tokens[next]!.before === 0; next += 2) {
        const token = tokens[next]!;
        const after = tokens[next + 1];
        const single = !after || after.line !== token.line || after.before !== 0 || !(after.flags & Flag.Capitalized);
        if ((token.flags & (Flag.Capitalized | Flag.AllCaps | Flag.Digit)) !== Flag.Capitalized || !single) break;
        if (!isDictionaryProperNoun(language, text.slice(token.start, token.end))) break;
        places.add(token.norm);
        if (!after || !JOINS.has(after.norm) || after.line !== token.line) break;
      }
    }
  }
  doc.memo.dictionaryPlaces = places;
  return places;
}
