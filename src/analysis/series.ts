import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import type { Mention } from './candidates.js';
import { MAX_JOINER_TOKENS, isKoreanJoiner } from './korean-enumerations.js';
import { endsOnCompanyNounAndColon } from './shapes.js';
import { cuedAfter } from './cues-after.js';
import {
  ALSO_WORDS,
  ALTERNATIVE_WORDS,
  AND_WORDS,
  ARTICLES,
  COMPARISON_WORDS,
  FORMER_NAME_WORDS,
  OFFER_NOUNS,
  PLACE_NOUNS,
  OPTION_CUES,
  PLACE_PREPOSITIONS,
  WEAK_OPTION_CUES,
} from './lexicon.js';

/**
 * Names written together as one enumeration: "Hostinger or IONOS", "WP Engine, SiteGround,
 * Rocket.net and Pressable", "wie das Tern GSD oder das Yuba Spicy Curry".
 */
export interface Series {
  members: Mention[];
  /** Introduced by words that announce options: "such as", "alternatives like", "wie", "comme". */
  cued: boolean;
  /** Introduced by "include": plans include features, so only an enumeration counts. */
  weakCue: boolean;
  /** The cue follows a noun for a kind of seller: "Anbieter wie Hepster oder ENRA", "Direktversicherer wie …". */
  sellerCue: boolean;
  /** Two names set against each other: "Pipedrive vs HubSpot". */
  compared: boolean;
  /** Joined by "and" or "or" somewhere, not by commas alone. */
  conjoined: boolean;
  /** Joined by the ideographic comma "、", which only ever enumerates. */
  enumerated: boolean;
  /** Names joined by "and" or "or" as the subject of a clause: "Hertz y Avis tienen …", "Mixpanel and Amplitude are …". */
  subject: boolean;
  /** Put forward by the words after it: "Deezer deserves a mention", "Umami is another option". */
  cuedAfter: boolean;
}

/** Words allowed between two names of one enumeration besides "and", "or" and articles: "con Booking y con Expedia". */
const LINKING_WORDS = new Set([...ARTICLES, ...'de del da do di con with com mit von'.split(' ')]);

const MAX_CUE_WORDS = 3;
const PLACE_NOUN_REACH = 2;
const CUES_BY_LAST_WORD = new Map<string, string[][]>();
for (const cue of OPTION_CUES) {
  const words = cue.split(' ');
  const last = words[words.length - 1]!;
  CUES_BY_LAST_WORD.set(last, [...(CUES_BY_LAST_WORD.get(last) ?? []), words]);
}
// The longest cue first: "other options include" is strong where "include" alone is weak.
for (const cues of CUES_BY_LAST_WORD.values()) cues.sort((a, b) => b.length - a.length);

/**
 * Ends of German nouns for kinds of seller, folded: "Anbieter", "Stromanbieter", "Direktversicherer", "Baumärkte". Before
 * a cue ("wie") they say the capitalised words after it are sellers' names, where every noun has a capital.
 */
const SELLER_NOUN_ENDINGS = [
  'anbieter',
  'versicherer',
  'hersteller',
  'marken',
  'handler',
  'banken',
  'broker',
  'ketten',
  'portale',
  'dienste',
  'vermieter',
  'markte',
  'veranstalter',
  'discounter',
  'kassen',
  'plattformen',
  'alternativen',
  'wettbewerber',
];
const CUE_AFTER_SELLER_NOUN = 3;

const COLON = 0x3a;

/** The cue before a mention: 0 none, 1 weak, 2 strong, CUE_AFTER_SELLER_NOUN strong after a seller noun. */
function cueStrength(doc: AnswerDocument, mention: Mention): number {
  const tokens = doc.tokens;
  const first = tokens[mention.firstToken]!;
  if (first.flags & Flag.Parenthesized) return 0;
  if (first.before === COLON) {
    const lineStart = tokens[doc.lines[first.line]!.firstToken]!.start;
    if (endsOnCompanyNounAndColon(doc.text.slice(Math.max(lineStart, first.start - 40), first.start))) return CUE_AFTER_SELLER_NOUN;
  }
  const direct = cueEndingAt(tokens, mention.firstToken - 1, first.line);
  if (direct > 0) return direct;
  // "like the Clifton 9", "wie das Tern GSD": the cue may stand before an article, and before "also" ("valuta anche UPS").
  let index = mention.firstToken - 1;
  while (index >= 0 && tokens[index]!.line === first.line && ARTICLES.has(tokens[index]!.norm)) index--;
  if (index >= 0 && tokens[index]!.line === first.line && ALSO_WORDS.has(tokens[index]!.norm)) index--;
  return index < mention.firstToken - 1 ? cueEndingAt(tokens, index, first.line) : 0;
}

function cueEndingAt(tokens: readonly Token[], index: number, line: number): number {
  if (index < 0 || tokens[index]!.line !== line) return 0;
  const candidates = CUES_BY_LAST_WORD.get(tokens[index]!.norm);
  if (!candidates) return 0;
  for (const cue of candidates) {
    const start = index - cue.length + 1;
    if (start < 0 || tokens[start]!.line !== line) continue;
    let matches = true;
    for (let k = 0; matches && k < cue.length; k++) matches = tokens[start + k]!.norm === cue[k];
    if (!matches) continue;
    // "formerly known as", "antes operaba como": a former name, not an option.
    for (let k = Math.max(0, index - MAX_CUE_WORDS + 1); k <= index; k++) if (FORMER_NAME_WORDS.has(tokens[k]!.norm)) return 0;
    // "barrios como Vallecas", "in cities such as Leeds", "aeroportos secundários, como Beauvais": the noun just before
    // the cue, or before an adjective and a comma, says the names are places.
    // The noun is of the cue's own sentence: "… in rural regions. Other options include CAA-Quebec" names no place.
    for (let k = start - 1; k >= 0 && k >= start - PLACE_NOUN_REACH && tokens[k]!.line === line; k--) {
      if (tokens[k + 1]!.flags & Flag.SentenceStart) break;
      if (PLACE_NOUNS.has(tokens[k]!.norm)) return 0;
    }
    const before = tokens[start - 1]?.line === line ? tokens[start - 1] : undefined;
    // "a plan like ShieldGold": an offer's noun right before the cue says the names are offers; "On Teams plans, also
    // check Proton VPN" puts an option forward.
    if (before && tokens[start]!.before === 0 && OFFER_NOUNS.has(before.norm)) return 0;
    if (WEAK_OPTION_CUES.has(cue.join(' '))) return 1;
    const afterSellerNoun = before !== undefined && SELLER_NOUN_ENDINGS.some((ending) => before.norm.endsWith(ending));
    return afterSellerNoun ? CUE_AFTER_SELLER_NOUN : 2;
  }
  return 0;
}

function startSeries(doc: AnswerDocument, mention: Mention): Series {
  const cue = cueStrength(doc, mention);
  return {
    members: [mention],
    cued: cue > 0,
    weakCue: cue === 1,
    sellerCue: cue === CUE_AFTER_SELLER_NOUN,
    compared: false,
    conjoined: false,
    enumerated: false,
    subject: false,
    cuedAfter: false,
  };
}

/** A cue after the last name covers the whole enumeration: "Attio and folk are worth a look", "A、B、Cなど". */
function withCueAfter(doc: AnswerDocument, series: Series): Series {
  if (!cuedAfter(doc, series.members[series.members.length - 1]!)) return series;
  return { ...series, cued: true, weakCue: false, cuedAfter: true };
}

/** Punctuation allowed between two names of one enumeration. */
const LIST_PUNCTUATION = new Set([0, 0x2c, 0x2f, 0x26]);

/** The dot of "vs." between two names. */
const afterComparisonDot = (tokens: readonly Token[], index: number, gapStart: number): boolean =>
  tokens[index]!.before === 0x2e && index > gapStart && COMPARISON_WORDS.has(tokens[index - 1]!.norm);

const MAX_DESCRIPTION_TOKENS = 8;
const SENTENCE_PUNCTUATION = new Set([0x2e, 0x21, 0x3f, 0x3a, 0x3b]);

/**
 * "Other options include Heap for event tracking, Pendo if you want guides, and Hotjar for heatmaps": after a cue, names
 * each given a few words of description go on with the enumeration to the end of the sentence.
 */
function describedAfterCue(doc: AnswerDocument, series: Series, previous: Mention, mention: Mention): boolean {
  const tokens = doc.tokens;
  if (!series.cued || series.weakCue || mention.firstToken - previous.endToken > MAX_DESCRIPTION_TOKENS) return false;
  if (tokens[previous.endToken]?.line !== tokens[mention.firstToken]!.line) return false;
  for (let i = previous.endToken; i < mention.firstToken; i++) {
    const token = tokens[i]!;
    if (SENTENCE_PUNCTUATION.has(token.before) || !(token.flags & (Flag.Lowercase | Flag.Digit))) return false;
  }
  const first = tokens[mention.firstToken]!;
  const joiner = tokens[mention.firstToken - 1]!;
  return first.before === 0x2c || ((AND_WORDS.has(joiner.norm) || ALTERNATIVE_WORDS.has(joiner.norm)) && joiner.before === 0x2c);
}

/** Where the gap after a name starts, a remark in brackets right after it passed over. */
function afterRemark(tokens: readonly Token[], previous: Mention, limit: number): number {
  let i = previous.endToken;
  if (tokens[previous.firstToken]!.flags & Flag.Parenthesized) return i;
  while (i < limit && tokens[i]!.flags & Flag.Parenthesized && tokens[i]!.line === tokens[previous.firstToken]!.line) i++;
  return i;
}

/** Groups mentions that follow each other with only commas, slashes, "and", "or" and articles between. */
export function findSeries(doc: AnswerDocument, mentions: readonly Mention[]): Series[] {
  const tokens = doc.tokens;
  const all: Series[] = [];
  let current: Series | null = null;
  let previous: Mention | null = null;
  for (const mention of mentions) {
    let joins = false;
    let compared = false;
    let conjunction = false;
    let enumerated = false;
    // "Goodbudget (free plan) and EveryDollar": a remark in brackets after a name does not end the enumeration.
    const gapStart = previous ? afterRemark(tokens, previous, mention.firstToken) : -1;
    const between = previous ? mention.firstToken - gapStart : -1;
    if (previous && current && between >= 0 && between <= 3 && tokens[gapStart]!.line === tokens[mention.firstToken]!.line) {
      let comma = false;
      joins = (tokens[previous.firstToken]!.flags & Flag.Parenthesized) === (tokens[mention.firstToken]!.flags & Flag.Parenthesized);
      for (let i = gapStart; joins && i <= mention.firstToken; i++) {
        const token = tokens[i]!;
        const closesRemark = i === gapStart && gapStart > previous.endToken && token.before === 0x29;
        if (token.before === 0x2c || token.before === 0x2f) comma = true;
        // The ideographic comma "、" only ever enumerates: "小鹏G6、极氪7X".
        if (token.before === 0x2c && doc.text.lastIndexOf('、', token.start) >= tokens[i - 1]!.end) conjunction = enumerated = true;
        else if (!LIST_PUNCTUATION.has(token.before) && !closesRemark && !afterComparisonDot(tokens, i, previous.endToken)) joins = false;
        if (i === mention.firstToken) break;
        if (COMPARISON_WORDS.has(token.norm)) compared = true;
        else if (AND_WORDS.has(token.norm) || ALTERNATIVE_WORDS.has(token.norm)) conjunction = true;
        else if (!LINKING_WORDS.has(token.norm)) joins = false;
      }
      joins &&= comma || conjunction || compared;
      // "In Barcelona, Expedia and Booking": a place before a comma does not start the enumeration.
      if (joins && current.members.length === 1 && comma && !conjunction) {
        const before = tokens[previous.firstToken - 1];
        if (before && before.line === tokens[previous.firstToken]!.line && PLACE_PREPOSITIONS.has(before.norm)) joins = false;
      }
    }
    // A cued enumeration, however short: not two clauses split by a comma.
    if (!joins && previous && current) joins = conjunction = describedAfterCue(doc, current, previous, mention);
    // "위닉스나 샤오미", "SK매직이나 쿠쿠": Korean writes "or" and "and" onto the name before.
    if (!joins && previous && current && mention.firstToken - previous.endToken <= MAX_JOINER_TOKENS) {
      joins = conjunction = isKoreanJoiner(doc.text.slice(tokens[previous.endToken - 1]!.end, tokens[mention.firstToken]!.start));
    }
    if (joins && current) {
      current.members.push(mention);
      current.compared ||= compared;
      current.conjoined ||= conjunction;
      current.enumerated ||= enumerated;
    } else {
      current = startSeries(doc, mention);
      all.push(current);
    }
    previous = mention;
  }
  // Two names with only a comma between are more often two clauses than an enumeration.
  const split = all.flatMap((series) => {
    if (series.members.length !== 2 || series.conjoined || series.compared) return [series];
    return [{ ...series, members: [series.members[0]!] }, startSeries(doc, series.members[1]!)];
  });
  return split
    .map((series) => withCueAfter(doc, series))
    .filter((series) => series.members.length > 1 || series.cued)
    .map((series) => (series.conjoined && opensClause(doc, series) ? { ...series, subject: true } : series));
}

/** The enumeration opens a sentence or a clause after a comma and a verb in lower case follows it. */
function opensClause(doc: AnswerDocument, series: Series): boolean {
  const tokens = doc.tokens;
  const first = tokens[series.members[0]!.firstToken]!;
  const last = series.members[series.members.length - 1]!;
  const next = tokens[last.endToken];
  if (!next || next.line !== first.line || next.before !== 0 || !(next.flags & Flag.Lowercase) || ARTICLES.has(next.norm)) return false;
  if (first.flags & (Flag.Parenthesized | Flag.Quoted) || doc.lines[first.line]!.kind !== LineKind.Paragraph) return false;
  // "o Burger King e o Subway são …", "The Kia EV6 and the Ioniq 5 are …": an article may stand before the first name.
  let firstIndex = series.members[0]!.firstToken;
  const article = tokens[firstIndex - 1];
  if (article && article.line === first.line && first.before === 0 && ARTICLES.has(article.norm)) firstIndex--;
  const opener = tokens[firstIndex]!;
  return (
    (opener.flags & Flag.SentenceStart) !== 0 ||
    (opener.before === 0x2c && afterOpeningPhrase(tokens, firstIndex)) ||
    afterOpeningAlso(tokens, firstIndex)
  );
}

/** "Anche Zurich Connect e Poste Assicura offrono …", "Auch Sixt und Europcar bieten …": "also" alone opens the sentence. */
export function afterOpeningAlso(tokens: readonly Token[], index: number): boolean {
  const also = tokens[index - 1];
  return also !== undefined && also.line === tokens[index]!.line && (also.flags & Flag.SentenceStart) !== 0 && ALSO_WORDS.has(also.norm);
}

/**
 * Whether the words before token `index`, back to the start of its sentence on its line, are at most `maxWords` and
 * each `fits`, with the mark joining it to the next word (0 for a space; the comma before `index` is not read).
 */
function afterOpeningWords(
  tokens: readonly Token[],
  index: number,
  maxWords: number,
  fits: (word: Token, joiner: number) => boolean,
): boolean {
  for (let i = index - 1; i >= 0 && index - i <= maxWords; i--) {
    const token = tokens[i]!;
    if (token.line !== tokens[index]!.line) return false;
    if (token.flags & Flag.SentenceStart) return i < index - 1;
    if (!fits(token, i < index - 1 ? tokens[i + 1]!.before : 0)) return false;
  }
  return false;
}

const MAX_OPENING_PHRASE = 8;

/** "Si prefieres una multinacional, Hertz y Avis …", "Para compras grandes, Alcampo y Eroski …": a phrase in lower case before a comma opens the sentence. */
const afterOpeningPhrase = (tokens: readonly Token[], index: number): boolean =>
  afterOpeningWords(tokens, index, MAX_OPENING_PHRASE, (word, joiner) => (word.flags & Flag.Lowercase) !== 0 && joiner === 0);

/** Longest clause read before a comma and a weighed name, in words. */
const MAX_OPENING_CLAUSE = 16;
/** Apostrophes and hyphens join the words of a clause as spaces do ("you'd", "ADP-style"). */
const WORD_JOINERS: ReadonlySet<number> = new Set([0x27, 0x2019, 0x2d]);

/**
 * "If your marketing team lives in Google Ads, Google Analytics 4 is …": a clause of any words, names among them, before
 * a comma opens the sentence. Only a verb weighing the name after it (Evidence.isWeighedSubject) makes it the subject:
 * a list after such a clause may go on naming places ("In Lombardia, Emilia-Romagna e Lazio …").
 */
export const afterOpeningClause = (tokens: readonly Token[], index: number): boolean =>
  afterOpeningWords(tokens, index, MAX_OPENING_CLAUSE, (_word, joiner) => joiner === 0 || WORD_JOINERS.has(joiner));
