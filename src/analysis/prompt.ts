import { findQuestionNames } from './candidates.js';
import type { Mention } from './candidates.js';
import { Flag, parseAnswer } from './document.js';
import { nameTokens } from './names.js';
import { isPlaceName } from './places.js';
import { isDictionaryProperNoun } from './romance-words.js';
import type { AnswerDocument } from './document.js';
import {
  ALTERNATIVE_WORDS,
  ARTICLES,
  CALENDAR_WORDS,
  COMPARISON_WORDS,
  FUNCTION_WORDS,
  LABEL_WORDS,
  SETTING_PREPOSITIONS,
  WEIGHING_WORDS,
} from './lexicon.js';
import { findSeries } from './series.js';
import { CAPITAL, hasDistinctiveWord, tokenNorms } from './shapes.js';
import { findTextUrls } from './urls.js';
import { namesSetAgainstByParticles } from './prompt-particles.js';

const MAX_PROMPT_CHARS = 2_000;

/** A name the question puts up, as token words and as written. */
export interface PromptName {
  words: string[];
  written: string;
  /** Put up by weighing words alone, not set in a series of names. */
  weighedAlone: boolean;
}

/**
 * Names the question puts up for comparison or replacement: "Pipedrive vs HubSpot", "Vivo ou TIM",
 * "alternatives to Salesforce", and the product a question weighs or would leave ("Is Dropbox still
 * worth it?", "Ich bin bei E.ON … Lohnt sich ein Wechsel?"). A place or a product type the question
 * merely mentions ("hotels in Barcelona", "welches Lastenrad"), or the setting it is asked in
 * ("a shop on Shopify", "über JobRad"), is not among them.
 */
export function namesPutUpByPrompt(prompt: string | undefined, capitalisesNouns = false, language = ''): PromptName[] {
  if (!prompt) return [];
  const text = prompt.slice(0, MAX_PROMPT_CHARS);
  const doc = parseAnswer(text, findTextUrls(text));
  const names: PromptName[] = [];
  const taken = new Set<Mention>();
  const take = (member: Mention, weighedAlone: boolean): void => {
    if (taken.has(member)) return;
    taken.add(member);
    names.push({
      words: tokenNorms(doc.tokens, member.firstToken, member.endToken),
      written: text.slice(doc.tokens[member.firstToken]!.start, doc.tokens[member.endToken - 1]!.end),
      weighedAlone,
    });
  };
  const questionNames = findQuestionNames(doc);
  for (const series of findSeries(doc, questionNames)) {
    const first = series.members[0]!.firstToken;
    const last = series.members[series.members.length - 1]!.endToken;
    let weighed = series.compared || (series.cued && !series.weakCue);
    for (let i = first; !weighed && i < last; i++) {
      const norm = doc.tokens[i]!.norm;
      weighed = ALTERNATIVE_WORDS.has(norm) || COMPARISON_WORDS.has(norm);
    }
    // "Fernbus oder Zug?": where every noun has a capital, a series is of names only when one is spelt as no noun is.
    const spelt = !capitalisesNouns || series.members.some((member) => isSpeltAsName(doc, member));
    if (weighed && spelt) for (const member of series.members) take(member, false);
  }
  if (doc.tokens.some((token) => WEIGHING_WORDS.has(token.norm))) {
    for (const mention of questionNames) if (isWeighedName(doc, mention, capitalisesNouns, language)) take(mention, true);
  }
  for (const written of namesSetAgainstByParticles(text)) {
    if (!names.some((name) => name.written === written)) {
      names.push({ words: nameTokens(written).map((token) => token.norm), written, weighedAlone: true });
    }
  }
  return names;
}

/**
 * "E.ON", "Check24", "TK", "Urban Arrow": a spelling no common noun has; two capitalised words in a row are no German noun,
 * whose adjectives are in lower case.
 */
function isSpeltAsName(doc: AnswerDocument, mention: Mention): boolean {
  const { tokens } = doc;
  if (hasDistinctiveWord(doc, mention.firstToken, mention.endToken)) return true;
  if (mention.endToken - mention.firstToken > 1) {
    for (let i = mention.firstToken; i < mention.endToken; i++) if (!(tokens[i]!.flags & CAPITAL)) return false;
    return true;
  }
  const only = tokens[mention.firstToken]!;
  return (only.flags & Flag.AllCaps) !== 0 && only.norm.replace(/[^\p{L}]/gu, '').length >= 2;
}

/**
 * A name the question weighs, not a word of it: spelt like a name ("E.ON", "Tempur-Pedic", "Amazon Q Developer"), or a
 * capitalised word inside a sentence of a language that capitalises names only; not a place (one the language's
 * dictionary holds too: "el aeropuerto de Málaga"), a label word, a short
 * abbreviation ("UK", "EV") or the setting of the question.
 */
function isWeighedName(doc: AnswerDocument, mention: Mention, capitalisesNouns: boolean, language: string): boolean {
  const { tokens } = doc;
  const first = tokens[mention.firstToken]!;
  const written = doc.text.slice(first.start, tokens[mention.endToken - 1]!.end);
  if (isSetting(doc, mention) || isPlaceName(written) || isDictionaryProperNoun(language, written)) return false;
  let generic = true;
  for (let i = mention.firstToken; i < mention.endToken; i++) {
    const norm = tokens[i]!.norm;
    if (!LABEL_WORDS.has(norm) && !FUNCTION_WORDS.has(norm) && !CALENDAR_WORDS.has(norm)) generic = false;
  }
  if (generic) return false;
  if (hasDistinctiveWord(doc, mention.firstToken, mention.endToken)) return true;
  const single = mention.endToken - mention.firstToken === 1;
  if (single && first.flags & Flag.AllCaps) return first.norm.replace(/[^\p{L}]/gu, '').length >= 3;
  // Where every noun has a capital, only a spelling no noun has tells a name ("E.ON", not "Wechsel" or "S-Pedelec").
  if (capitalisesNouns) return false;
  if (first.flags & Flag.SentenceStart) return !single && (tokens[mention.firstToken + 1]!.flags & CAPITAL) !== 0;
  return true;
}

/** "on Shopify", "in a Gmail inbox", "über JobRad": a preposition of place or means, articles aside, before the name. */
function isSetting(doc: AnswerDocument, mention: Mention): boolean {
  const tokens = doc.tokens;
  const line = tokens[mention.firstToken]!.line;
  let i = mention.firstToken - 1;
  while (i >= 0 && tokens[i]!.line === line && ARTICLES.has(tokens[i]!.norm)) i--;
  return i >= 0 && tokens[i]!.line === line && SETTING_PREPOSITIONS.has(tokens[i]!.norm);
}
