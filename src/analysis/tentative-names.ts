import type { AnswerDocument } from './document.js';
import { Flag, LineKind } from './document.js';
import { isChineseCommonWord } from './ideographs.js';
import { isKoreanCommonWord } from './korean-words.js';
import type { NameSpan } from './matcher.js';

/**
 * Korean, Japanese and Chinese prose gives a name no capitals to be told by: "빽다방과 더벤티도 비슷한 가격대예요",
 * "此外，日清、农心等外资品牌". Where one of the brand's other answers put such a name forward (as a list's head, say), the
 * prose of this answer can be read by it. One answer is enough here, as names in these scripts are seldom found otherwise;
 * two are needed for names in letters (learned-names.ts), whose prose capitals already tell.
 */
const CAPITAL_FREE_SCRIPT = /[\u3041-\u30ff\uac00-\ud7af\p{Script=Han}]/u;

/** Not a word the Korean or Chinese dictionaries hold ("렌탈", "口感"): one answer's taking it for a name proves nothing. */
export const isNoCommonWord = (name: string): boolean => !isKoreanCommonWord(name) && !isChineseCommonWord(name);

/** A name that may be learned from one answer: written in such a script, and no common word. */
export const mayBeLearnedFromOneAnswer = (name: string): boolean => CAPITAL_FREE_SCRIPT.test(name) && isNoCommonWord(name);

/**
 * The maker a product name opens on, written in such a script: "위닉스" of "위닉스 타워 XQ". Prose names the maker alone
 * ("위닉스나 샤오미 제품은"), and its products count as one competitor.
 */
export function makerOf(name: string): string | null {
  const words = name.split(' ');
  return words.length >= 2 && words[0]!.length >= 2 && mayBeLearnedFromOneAnswer(words[0]!) ? words[0]! : null;
}

/**
 * Particles after which a name stands as a word of its own: topic, subject, object, one of several ("아고다도", "日清、农心等"),
 * and Chinese "的" before the maker's product ("今麦郎的一桶半"). Korean "의" and Japanese "の" are read apart (standsAsWordInProse).
 */
const PARTICLES_AFTER_NAME = new Set([...'은는이가도와과나랑을를', ...'はがもやとを', ...'等和与與及也则則都或的']);
/** Korean particles of two syllables, or "에" before a space, after which a name stands as a word of its own too. */
const KOREAN_PARTICLES_AFTER_NAME = /^(?:에서|에\s|처럼|보다)/u;

/**
 * Where a name learned from one answer is read: in a paragraph (lists and tables show their options by their shape, and
 * a market's carrier in a table's column is no option), outside brackets, and ending where the word does, at a space, a
 * mark or a particle ("ドコモ回線", "京东自营" write it into a longer word), or before the product it makes.
 */
export function standsAsWordInProse(doc: AnswerDocument, span: NameSpan): boolean {
  const { tokens } = doc;
  const first = tokens[span.firstToken]!;
  if (first.flags & Flag.Parenthesized || doc.lines[first.line]!.kind !== LineKind.Paragraph) return false;
  const next = tokens[span.endToken];
  if (!next || next.line !== first.line || next.start > tokens[span.endToken - 1]!.end) return true;
  if (PARTICLES_AFTER_NAME.has(next.norm)) return true;
  // "쿠팡에서", "W컨셉에 단독 쿠폰", "해태 고향만두처럼", "쿠팡보다": Korean particles of place, likeness and comparison.
  if (KOREAN_PARTICLES_AFTER_NAME.test(doc.text.slice(next.start, next.start + 3))) return true;
  // "풀무원의 김치 손만두", "ニコンのZ f", "ヤマハのPASシリーズ": the maker before "의" and a word apart, or before "の" and a
  // product in letters or katakana; not "배달의민족", written as one word, nor "ドコモの回線", the network it owns.
  const after = doc.text.slice(next.end, next.end + 2);
  if (next.norm === '의') return /^\s/u.test(after);
  return next.norm === 'の' && /^[A-Za-z\u30a1-\u30fa]/u.test(after);
}
