import { findQuestionNames } from './candidates.js';
import type { Mention } from './candidates.js';
import { Flag, parseAnswer } from './document.js';
import { nameTokens } from './names.js';
import { isPlaceName } from './places.js';
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
export function namesPutUpByPrompt(prompt: string | undefined, capitalisesNouns = false): PromptName[] {
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
    if (weighed) for (const member of series.members) take(member, false);
  }
  if (doc.tokens.some((token) => WEIGHING_WORDS.has(token.norm))) {
    for (const mention of questionNames) if (isWeighedName(doc, mention, capitalisesNouns)) take(mention, true);
  }
  for (const written of namesSetAgainstByParticles(text)) {
    if (!names.some((name) => name.written === written)) {
      names.push({ words: nameTokens(written).map((token) => token.norm), written, weighedAlone: true });
    }
  }
  return names;
}

/** Katakana loanwords for things, not names: "スマホから乗り換え" leaves a phone, no brand. */
const KATAKANA_THINGS = new Set('スマホ プラン キャリア サービス アプリ ネット カード メール ポイント データ ギガ'.split(' '));
const JAPANESE_WEIGHING = /乗り?換え|比較|比べ|どっち|どちら|違い|変え|やめ/;
// Japanese sets words apart with hiragana particles: a run of katakana, kanji or Latin letters before one is a word.
const WORD_BEFORE_PARTICLE = /([\p{Script=Katakana}\p{Script=Han}A-Za-z0-9ー]{2,})(?=から|より|と)/gu;
// "喜茶和奈雪的茶哪个更好喝", "比亚迪汉L和小米SU7怎么选": Chinese sets two names about 和/与/跟/还是 before the question word.
const CHINESE_PAIR =
  /(?:^|[，。？！、\s])([^，。？！、\s和与跟]{2,8})(?:和|与|跟|还是|vs|VS)([^，。？！、\s]{2,8}?)(?=哪个|哪家|怎么|谁|还是|如何|选|[，？?]|$)/u;
const KOREAN_WEIGHING = /갈아타|비교|대신|뭐가|어디가|나아|낫|좋아/;
const HANGUL_WORD = /^\p{Script=Hangul}{2,}$/u;
/** The word after "A랑 B" that asks which of them: "among", "what", "where", "compare". */
const KOREAN_COMPARING = /^(중|뭐|어디|어느|비교|누가)/;
/** Words after a name that set it against another: "instead of", "among". */
const KOREAN_SET_BEFORE = new Set(['대신', '중에', '중']);

/** "쿠팡이츠랑" → "쿠팡이츠", "카카오페이랑" → "카카오페이": 이랑 follows a final consonant, 랑 a vowel. */
function withoutParticle(word: string): string {
  const particle = /(이랑|랑|보다|에서)$/.exec(word);
  if (!particle) return word;
  const stem = word.slice(0, particle.index);
  if (particle[1] === '이랑' && !endsOnConsonant(stem)) return `${stem}이`;
  return stem;
}

/** A hangul syllable with a final consonant (batchim). */
const endsOnConsonant = (word: string): boolean => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0;
};

/**
 * "ドコモからmineoに乗り換えたい", "쿠팡이츠랑 배민 뭐가 더 나아요?", "喜茶和奈雪的茶哪个更好喝": Japanese, Korean and Chinese
 * write a name the question weighs without capitals, but set against another by a particle (から, と, より; 랑, 보다, 에서;
 * 和, 与, 还是) or before 대신 ("instead of"); the word the particle sets apart is the name.
 */
function namesSetAgainstByParticles(text: string): string[] {
  const found: string[] = [];
  if (JAPANESE_WEIGHING.test(text)) {
    for (const [, word] of text.matchAll(WORD_BEFORE_PARTICLE)) {
      // Kanji alone make common nouns as often ("通信速度と料金"): a name has katakana or Latin letters in it.
      if (/[\p{Script=Katakana}A-Za-z]/u.test(word!) && !KATAKANA_THINGS.has(word!)) found.push(word!);
    }
  }
  const pair = CHINESE_PAIR.exec(text);
  if (pair) found.push(pair[1]!, pair[2]!);
  if (KOREAN_WEIGHING.test(text)) {
    const words = text.split(/[\s?!.,]+/);
    words.forEach((word, index) => {
      const bare = withoutParticle(word);
      // "A랑 B 중에/뭐가": 랑 joins two things compared; "쇼핑이랑 송금 위주로" joins two topics.
      const joined = /랑$/.test(word) && bare !== word;
      const compared = joined ? KOREAN_COMPARING.test(words[index + 2] ?? '') : bare !== word;
      const setAgainst = compared || KOREAN_SET_BEFORE.has(words[index + 1] ?? '');
      const name = bare.replace(/[을를]$/, '');
      if (setAgainst && HANGUL_WORD.test(name)) found.push(name);
    });
  }
  return found;
}

/**
 * A name the question weighs, not a word of it: spelt like a name ("E.ON", "Tempur-Pedic", "Amazon Q Developer"), or a
 * capitalised word inside a sentence of a language that capitalises names only; not a place, a label word, a short
 * abbreviation ("UK", "EV") or the setting of the question.
 */
function isWeighedName(doc: AnswerDocument, mention: Mention, capitalisesNouns: boolean): boolean {
  const { tokens } = doc;
  const first = tokens[mention.firstToken]!;
  const written = doc.text.slice(first.start, tokens[mention.endToken - 1]!.end);
  if (isSetting(doc, mention) || isPlaceName(written)) return false;
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
