import { Flag } from './document.js';
import type { EvidenceContext } from './evidence.js';
import { isGermanProperNoun, isGermanWord } from './german-words.js';
import type { Mention } from './mention.js';
import { CAPITAL } from './shapes.js';

// Evidence for names in German answers, where every noun has a capital: a word the dictionaries do not hold, and the
// place a firm comes from.

const DATIVE_ARTICLES = new Set(['dem', 'der', 'den']);

/**
 * "Tefal", "Vaillant", "Europcar": where every noun has a capital, one capitalised word of letters that is no word of
 * German or English, compounds included, as names are and nouns are not ("Mindestlaufzeit", "Premium"); or one the
 * German dictionary holds as a name ("Philips", "Panasonic"), or one with a capital inside ("GreenPan").
 */
export function isNoGermanWord(context: EvidenceContext, mention: Mention): boolean {
  if (!context.capitalisesNouns || mention.endToken - mention.firstToken !== 1) return false;
  const token = context.doc.tokens[mention.firstToken]!;
  if ((token.flags & (Flag.Capitalized | Flag.Digit | Flag.AllCaps)) !== Flag.Capitalized) return false;
  const word = context.doc.text.slice(token.start, token.end);
  // "GreenPan", "EcoFlow": German writes no capital inside a word, though the dictionary splits it ("Green-Pan").
  if (token.flags & Flag.InnerCapital) return true;
  return !isGermanWord(word) || isGermanProperNoun(word);
}

/** "Mindestlaufzeit", "Transporter": where every noun has a capital, one capitalised word the German dictionary holds. */
export function isGermanDictionaryNoun(context: EvidenceContext, mention: Mention): boolean {
  if (!context.capitalisesNouns || mention.endToken - mention.firstToken !== 1) return false;
  const token = context.doc.tokens[mention.firstToken]!;
  return (token.flags & (Flag.Capitalized | Flag.Digit | Flag.AllCaps)) === Flag.Capitalized && !isNoGermanWord(context, mention);
}

/**
 * "Turk aus dem Sauerland", "GreenPan aus Belgien": one German word and where the firm comes from. Words of German before
 * "aus" are a noun and its adjective ("Schweizer Hersteller aus …"): only a single word is read, and only if it is no
 * German word (competitors.ts).
 */
export function isFromPlace(context: EvidenceContext, mention: Mention): boolean {
  if (!context.capitalisesNouns || mention.endToken - mention.firstToken !== 1) return false;
  const tokens = context.doc.tokens;
  const line = tokens[mention.firstToken]!.line;
  const from = tokens[mention.endToken];
  if (from?.norm !== 'aus' || from.before !== 0 || from.line !== line) return false;
  let place = mention.endToken + 1;
  if (DATIVE_ARTICLES.has(tokens[place]?.norm ?? '')) place++;
  const placeToken = tokens[place];
  return placeToken !== undefined && placeToken.line === line && placeToken.before === 0 && (placeToken.flags & CAPITAL) !== 0;
}
