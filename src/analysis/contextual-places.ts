import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { ALTERNATIVE_WORDS, AND_WORDS, PLACE_NOUNS } from './lexicon.js';
import { placeKey } from './places.js';

/** Words for "near", after which names are places: "cerca de Sol, Retiro y Atocha", "near Leeds". */
const NEAR_PHRASES = [
  'near',
  'nearby',
  'cerca de',
  'cerca del',
  'junto a',
  'perto de',
  'perto do',
  'perto da',
  'pres de',
  'pres du',
  'a proximite de',
  'vicino a',
  'vicino al',
  'nahe',
  'in der nahe von',
  'nabij',
  'dichtbij',
  'blisko',
  'w poblizu',
].map((phrase) => phrase.split(' '));
const NEAR_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of NEAR_PHRASES) NEAR_BY_FIRST_WORD.set(phrase[0]!, [...(NEAR_BY_FIRST_WORD.get(phrase[0]!) ?? []), phrase]);

const OPENING_BRACKET = 0x28;
const COMMA = 0x2c;
const SLASH = 0x2f;
/** The most names one such context lists. */
const MAX_PLACES = 8;

const isCapitalised = (token: Token): boolean => (token.flags & (Flag.Capitalized | Flag.AllCaps)) !== 0;

/**
 * The names listed from token `from` on: capitalised words, joined by commas, slashes, "and" or "or", up to the first
 * other word. Each is added to `places` by its key.
 */
function addListedNames(doc: AnswerDocument, from: number, places: Set<string>): void {
  const { tokens, text } = doc;
  if (from >= tokens.length) return;
  const line = tokens[from]!.line;
  let at = from;
  for (let count = 0; count < MAX_PLACES && tokens[at]?.line === line && isCapitalised(tokens[at]!); count++) {
    const start = at;
    while (tokens[at + 1]?.line === line && isCapitalised(tokens[at + 1]!) && tokens[at + 1]!.before === 0) at++;
    // "near Trello's simplicity": a possessive names a thing's owner, not a place.
    if (tokens[at]!.flags & Flag.Possessive) return;
    places.add(placeKey(text.slice(tokens[start]!.start, tokens[at]!.end)));
    const next = tokens[at + 1];
    if (!next || next.line !== line) return;
    if (next.before === COMMA || next.before === SLASH) at++;
    else if (AND_WORDS.has(next.norm) || ALTERNATIVE_WORDS.has(next.norm)) at += 2;
    else return;
  }
}

const startsPhrase = (tokens: readonly Token[], at: number, phrase: readonly string[]): boolean =>
  phrase.every((word, i) => tokens[at + i]?.norm === word && tokens[at + i]!.line === tokens[at]!.line);

/**
 * Names the answer writes where only a place can stand: after a word for "near" ("cerca de Sol, Retiro y Atocha"), or in
 * brackets after a noun of places ("votre région (Wallonie, Bruxelles ou Flandre)"). The same names written elsewhere in
 * the answer are those places too ("- **Wallonie** : le comparateur de la CWaPE"). Worked out once per answer.
 */
export function contextualPlaces(doc: AnswerDocument): ReadonlySet<string> {
  if (doc.memo.contextualPlaces) return doc.memo.contextualPlaces;
  const { tokens } = doc;
  const places = new Set<string>();
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    const next = tokens[at + 1];
    if (next?.before === OPENING_BRACKET && next.line === token.line && PLACE_NOUNS.has(token.norm)) addListedNames(doc, at + 1, places);
    const phrases = NEAR_BY_FIRST_WORD.get(token.norm);
    if (!phrases) continue;
    for (const phrase of phrases) {
      if (startsPhrase(tokens, at, phrase)) addListedNames(doc, at + phrase.length, places);
    }
  }
  doc.memo.contextualPlaces = places;
  return places;
}
