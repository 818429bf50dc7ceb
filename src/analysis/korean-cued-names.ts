import type { AnswerDocument } from './document.js';
import { GENERIC_LATIN, hasHangul, hasKana } from './ideographs.js';
import { ITEM, joinedStem } from './korean-enumerations.js';
import { isKoreanCommonWord } from './korean-words.js';
import { KOREAN_CUES_AFTER } from './cjk-lexicon.js';
import { addNamesByLine } from './line-names.js';
import type { Mention } from './mention.js';
import { SpanCover } from './span-cover.js';

/** A name of hangul, letters and digits written as one word, at least two characters long. */
const NAME = '[A-Za-z0-9\\uac00-\\ud7a3][A-Za-z0-9\\uac00-\\ud7a3&+]{1,15}?';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The particle written onto the name and the phrase after it that puts the name forward: "도 괜찮", "를 살펴". */
const CUE = KOREAN_CUES_AFTER.map((cue) => {
  const [particle, ...rest] = cue.split(' ');
  return `${escape(particle!)}\\s*${rest.map(escape).join('\\s*')}`;
}).join('|');
/** The name stands after a space, a bracket, a comma or a middle dot, as Korean words do, or opens its line. */
const CUED_NAME = new RegExp(`(?<=^|[\\s(,·/'"‘“])(${NAME})(?=${CUE})`, 'gu');
/** A maker before "의" and its product in quotes: "네네치킨의 '스노윙치킨'은". */
const MAKER_OF_QUOTED = new RegExp(`(?<=^|[\\s(])(${NAME})(?=의\\s*['‘"“「])`, 'gu');
/** What the sentence says is best, first or best known, as its topic: "가장 먼저 떠오르는 건", "빠지지 않는 곳이". */
const PREDICATE_TOPIC = '(?:건|곳은|것은|곳이)\\s+(?:당연히\\s+)?';
/**
 * The copula written onto the name, ending the sentence ("퀸잇입니다.", "성심당이에요"), or "의" before the product the
 * sentence names ("가장 많이 비교되는 건 bhc의 맛초킹입니다"): the maker is the option.
 */
const PREDICATE_NAME_END = '(?:(?:입니다|이에요|예요)(?=[.!\\s]|$)|의\\s)';
/** "가장 먼저 추천하고 싶은 곳은 퀸잇입니다": a Korean sentence weighing an option names it as what its topic is. */
const PREDICATE_NAME = new RegExp(`(?<=${PREDICATE_TOPIC})(${NAME})(?=${PREDICATE_NAME_END})`, 'gu');
const PREDICATE_BEFORE = new RegExp(`${PREDICATE_TOPIC}$`, 'u');
const PREDICATE_AFTER = new RegExp(`^${PREDICATE_NAME_END}`, 'u');

/** "의", maybe a size, and a model in letters: "의 85인치 Neo QLED", "의 BRAVIA 9"; the group is the model's first word. */
const KOREAN_MODEL_AFTER = /^의\s*(?:\d+[^\s\d]*\s+)?([A-Z][A-Za-z]*)/u;
/** A maker before such a model: "삼성전자의 85인치 Neo QLED", "소니의 BRAVIA 9". */
const MAKER_OF_MODEL = new RegExp(`(?<=^|[\\s(])(${NAME})(?=${KOREAN_MODEL_AFTER.source.slice(1)})`, 'gu');

/** The text after a Korean word opens on "의" and a model of its make; generic words in letters ("OLED", "AI") are none. */
export function opensKoreanModel(after: string): boolean {
  const model = KOREAN_MODEL_AFTER.exec(after);
  return model !== null && !GENERIC_LATIN.has(model[1]!.toLowerCase());
}

/** The longest word an item and its joining particle make: a longer one is no item. */
const MAX_JOINED_WORD = 20;

/** The word before the spaces that end at `at`, and where it starts; none past the line's start or a long word. */
function wordBefore(text: string, at: number): { word: string; at: number } | null {
  let end = at;
  while (end > 0 && /\s/u.test(text[end - 1]!)) end--;
  if (end === at || end === 0) return null;
  let from = end;
  while (from > 0 && !/\s/u.test(text[from - 1]!) && end - from <= MAX_JOINED_WORD) from--;
  if (end - from > MAX_JOINED_WORD) return null;
  return { word: text.slice(from, end), at: from };
}

/** "남성분들이": the plural ending makes a common noun, never a name; "해외에서도 인기", "주민들에게도 인기": nor does a place's or a person's particle. */
const NO_NAME_ENDING = /(?:들|에서|에게|한테)$/u;

/**
 * "호식이두마리치킨도 고려해 보세요", "코드잇도 괜찮습니다", "버터를 살펴보세요": Korean prose puts a name forward by the phrase
 * after it, the particle written onto the name. Such a word, unless the Korean dictionary holds it ("가격도 고려해"), becomes
 * a mention, which the phrase after it makes an option (series.ts), as any name before a cue.
 */
export function addKoreanCuedNames(doc: AnswerDocument, mentions: Mention[]): Mention[] {
  if (!hasHangul(doc) || hasKana(doc)) return mentions;
  const { tokens } = doc;
  // "코웨이 렌탈을 추천합니다": a word right after a name on its line is what that name sells.
  const afterNoName = (from: number, covered: SpanCover<Mention>): boolean => {
    const before = covered.find(from - 1, from);
    return !before || tokens[from]!.line !== tokens[before.firstToken]!.line;
  };
  return addNamesByLine(
    doc,
    mentions,
    (text, add) => {
      const addWord = (from: number, name: string): boolean =>
        !isKoreanCommonWord(name) && !NO_NAME_ENDING.test(name) && add(from, name.length);
      for (const match of text.matchAll(MAKER_OF_QUOTED)) addWord(match.index, match[1]!);
      for (const match of text.matchAll(PREDICATE_NAME)) addWord(match.index, match[1]!);
      // A word the Korean dictionary holds is left out ("제품의 Pro 모델"), and with it the best-known makers ("삼성전자의 …"),
      // whose dictionary words were measured to add more false names than they found.
      for (const match of text.matchAll(MAKER_OF_MODEL)) {
        if (opensKoreanModel(text.slice(match.index + match[1]!.length))) addWord(match.index, match[1]!);
      }
      for (const match of text.matchAll(CUED_NAME)) {
        if (!addWord(match.index, match[1]!)) continue;
        // "인프런과 노마드코더가 많이 추천됩니다": the names joined to it by particles or commas are put forward with it.
        for (let at = match.index; ;) {
          const previous = wordBefore(text, at);
          const stem = previous ? joinedStem(previous.word) : null;
          if (!previous || stem === null || !ITEM.test(stem)) break;
          at = previous.at;
          if (!addWord(at, stem)) break;
        }
      }
    },
    afterNoName,
  );
}

/** Whether the mention is what a Korean sentence names as its topic's answer: "좋은 건 조이입니다" (PREDICATE_NAME). */
export function isKoreanPredicateName(doc: AnswerDocument, mention: Mention): boolean {
  if (!hasHangul(doc)) return false;
  const { tokens, text } = doc;
  const first = tokens[mention.firstToken]!;
  const lineStart = text.lastIndexOf('\n', first.start) + 1;
  const end = tokens[mention.endToken - 1]!.end;
  return (
    PREDICATE_BEFORE.test(text.slice(Math.max(lineStart, first.start - 16), first.start)) && PREDICATE_AFTER.test(text.slice(end, end + 8))
  );
}
