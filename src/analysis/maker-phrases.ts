import { Flag } from './document.js';
import type { Token } from './document.js';
import type { EvidenceContext } from './evidence.js';
import { isNoGermanWord } from './german-names.js';
import type { Mention } from './mention.js';
import { AND_WORDS, ARTICLES, COPULAS, FUNCTION_WORDS } from './lexicon.js';
import { isDistinctiveToken, isNumber, startsName } from './shapes.js';

// Running text that names a maker by what it makes: "ABUS mit dem Hyban", "Daikin hat mit der Altherma 3 H HT",
// "die Kinderhelme von Cratoni". A maker so written is put forward with its product.

/** "with" before a maker's product: "Uvex mit dem urban planet", "Opinel avec son Nº 8". */
const WITH_WORDS = new Set(['with', 'mit', 'avec', 'con', 'com', 'met', 'z']);
const COMMA = 0x2c;
/** Between "with" and the product: "mit der", "with its", "avec son", "con su". */
const DETERMINERS = new Set([
  ...ARTICLES,
  ...'its their his her sein seine seinem seiner seinen ihr ihre ihrem ihrer ihren son sa ses leur leurs su sus seu sua seus suas zijn hun'.split(
    ' ',
  ),
]);
/** Lower-case words between a maker and "with": its verb and an adverb ("Kai bietet mit der …", "Daikin hat jetzt mit …"). */
const MAX_WORDS_BEFORE_WITH = 2;
/** Words of the product read for a model's spelling: "Altherma 3 H HT", "Vitocal 250-A". */
const MODEL_WORDS = 3;

const onLine = (token: Token | undefined, line: number): token is Token => token !== undefined && token.line === line;

/**
 * "Eine gute Alternative ist Uvex mit dem urban planet", "A solid start is Victorinox with its Fibrox knife": after "is",
 * a name that "with" and its product follow is what the sentence weighs, and names a maker.
 */
export function isWeighedWithProduct(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  const first = tokens[mention.firstToken]!;
  const copula = tokens[mention.firstToken - 1];
  const withWord = tokens[mention.endToken];
  if (!onLine(copula, first.line) || !onLine(withWord, first.line)) return false;
  return first.before === 0 && withWord.before === 0 && COPULAS.has(copula.norm) && WITH_WORDS.has(withWord.norm);
}

/**
 * "Vaillant mit der aroTHERM plus", "Viessmann bietet mit der Vitocal 250-A …", "Samsung, with its Galaxy S24": a name,
 * maybe its verb, "with" and a product spelt as a model is (letters and digits, a capital inside a word) names the model's
 * maker. A product spelt as a word ("mit dem Rad") says nothing.
 */
export function isMakerWithModel(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  return opensClause(tokens, mention.firstToken) && isModelAfter(tokens, mention.endToken);
}

/**
 * The subject of its clause: opening a sentence, or after "is" and maybe an adverb ("Sehr gut aufgestellt ist hier
 * Vaillant mit …"). An object is used with the product, not its maker ("sync Strava with the Garmin Forerunner 265").
 */
function opensClause(tokens: readonly Token[], first: number): boolean {
  const token = tokens[first]!;
  if (token.flags & Flag.SentenceStart) return true;
  for (let at = first - 1; at >= first - 2 && onLine(tokens[at], token.line) && tokens[at + 1]!.before === 0; at--) {
    if (COPULAS.has(tokens[at]!.norm)) return true;
    if (!(tokens[at]!.flags & Flag.Lowercase)) return false;
  }
  return false;
}

/** Whether, from token `end` on, the line reads as "with" and a model after a maker's name (isMakerWithModel). */
export function isModelAfter(tokens: readonly Token[], end: number): boolean {
  const line = tokens[end - 1]!.line;
  let at = end;
  for (let words = 0; onLine(tokens[at], line) && !WITH_WORDS.has(tokens[at]!.norm); words++, at++) {
    const token = tokens[at]!;
    if (words === MAX_WORDS_BEFORE_WITH || token.before !== 0 || !(token.flags & Flag.Lowercase)) return false;
    // "Built into Windows and bundled with Microsoft 365": the verb is another subject's.
    if (AND_WORDS.has(token.norm) || FUNCTION_WORDS.has(token.norm)) return false;
  }
  const withWord = tokens[at];
  if (!onLine(withWord, line) || (withWord.before !== 0 && !(withWord.before === COMMA && at === end))) return false;
  at++;
  // An article or a possessive: "mit der", "with its", "avec son".
  if (onLine(tokens[at], line) && DETERMINERS.has(tokens[at]!.norm) && tokens[at]!.before === 0) at++;
  const product = tokens[at];
  if (!onLine(product, line) || product.before !== 0 || !startsName(product)) return false;
  for (let i = at; i < at + MODEL_WORDS && onLine(tokens[i], line) && (i === at || tokens[i]!.before === 0); i++) {
    if (isDistinctiveToken(tokens[i]!) || (i > at && isNumber(tokens[i]!))) return true;
  }
  return false;
}

/**
 * A capitalised German noun in the plural and "von": "die Kinderhelme von Cratoni". One thing of a firm is most often
 * its owner's ("Die App von Swissquote").
 */
const isPluralNounBefore = (token: Token | undefined, line: number): boolean =>
  onLine(token, line) &&
  (token.flags & (Flag.Capitalized | Flag.AllCaps | Flag.Digit)) === Flag.Capitalized &&
  /(?:e|n|r|s)$/.test(token.norm) &&
  !SOURCE_NOUNS.has(token.norm);

/** What a publisher or a platform gives, not a maker: "Bewertungen von Trustpilot", "Zahlen von Statista". */
const SOURCE_NOUNS = new Set(
  'daten zahlen angaben bewertungen tests studien berichte erfahrungen kunden nutzer rezensionen umfragen analysen auswertungen informationen aussagen'.split(
    ' ',
  ),
);

/**
 * "die Kinderhelme von Cratoni", "Leichte Stadthelme von Casco": in German, a plural noun and "von" before a word no
 * dictionary holds name what the maker makes. Capitals alone spell institutions as often ("Empfehlungen von DVR"); places
 * and people after "von" are German words or take the place's preposition too ("von Mainburg nach …").
 */
export function isMakerAfterProduct(context: EvidenceContext, mention: Mention): boolean {
  if (!isNoGermanWord(context, mention)) return false;
  const tokens = context.doc.tokens;
  const token = tokens[mention.firstToken]!;
  const von = tokens[mention.firstToken - 1];
  if (token.before !== 0 || !onLine(von, token.line) || von.norm !== 'von' || von.before !== 0) return false;
  if (!isPluralNounBefore(tokens[mention.firstToken - 2], token.line)) return false;
  const next = tokens[mention.endToken];
  return !onLine(next, token.line) || next.before !== 0 || (next.norm !== 'nach' && next.norm !== 'bis');
}

/** German articles of a product named by its maker and model: "der Philips S9000", "den Xiaomi Mijia S101". */
const GERMAN_ARTICLES = new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'einen', 'einem']);

/**
 * "ist der Philips S9000 Prestige eine sehr gute Alternative", "Der Panasonic Arc5 ist …": in German, an article before
 * a firm's name (isNoGermanWord) and a model spelt as models are (digits, a capital inside a word) names the maker's
 * product, weighed as one thing of the kind asked about.
 */
export function isArticledMakerModel(context: EvidenceContext, mention: Mention): boolean {
  if (!context.capitalisesNouns || mention.endToken - mention.firstToken < 2) return false;
  const tokens = context.doc.tokens;
  const first = tokens[mention.firstToken]!;
  const article = tokens[mention.firstToken - 1];
  if (!onLine(article, first.line) || first.before !== 0 || !GERMAN_ARTICLES.has(article.norm)) return false;
  const maker = { ...mention, endToken: mention.firstToken + 1 };
  if (!isNoGermanWord(context, maker)) return false;
  for (let i = mention.firstToken + 1; i < mention.endToken; i++) if (isDistinctiveToken(tokens[i]!)) return true;
  return false;
}
