import { tokenRange } from './document.js';
import type { AnswerDocument } from './document.js';
import { hasHangul, hasKana } from './ideographs.js';
import type { NameSpan } from './matcher.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { SpanCover } from './span-cover.js';
import { endsOnCompanyNounAndColon } from './shapes.js';
import { isKoreanCommonWord } from './korean-words.js';

/**
 * "SK매직이나 쿠쿠, 코웨이 같은 렌탈 업체", "에코백스, 드리미, 로보락, 나르왈 등이": Korean enumerates names by commas and by
 * particles written onto each name ("이나", "와", "랑"), the last name standing bare before "등", "같은" or "제품". Where one
 * item is the brand or a known name, the items become mentions, and the enumeration
 * is read as any other (series.ts joins them across the particles).
 */
export function addKoreanEnumerations(doc: AnswerDocument, mentions: Mention[], names: readonly NameSpan[]): Mention[] {
  if (!hasHangul(doc) || hasKana(doc)) return mentions;
  const tokens = doc.tokens;
  const covered = new SpanCover(tokens.length, mentions);
  const named = new SpanCover(tokens.length, names);
  const added: Mention[] = [];
  const resized = new Map<Mention, Mention>();
  for (const line of doc.lines) {
    if (line.firstToken >= line.endToken) continue;
    const start = tokens[line.firstToken]!.start;
    const text = doc.text.slice(start, tokens[line.endToken - 1]!.end);
    for (const { items, announced } of enumerations(text)) {
      const ranges = items.map(([from, to]) => tokenRange(tokens, line, start + from, start + to));
      if (ranges.some((range) => range === null)) continue;
      const spans = ranges as Array<[number, number]>;
      const words = items.map(([from, to]) => text.slice(from, to));
      if (!announced && !spans.some(([from, to]) => named.find(from, to)) && !isNameShapedEnumeration(words)) continue;
      for (const [from, to] of spans) {
        const mention = covered.find(from, to);
        if (!mention) pushMention(tokens, from, to, Slot.Prose, -1, added, false, false);
        // "SK매직이나": a name read in letters ends where its item does, before the particle or on past "SK".
        else if (mention.firstToken === from && mention.endToken !== to) resized.set(mention, { ...mention, endToken: to, writtenEnd: to });
      }
    }
  }
  if (added.length === 0 && resized.size === 0) return mentions;
  return [...mentions.map((mention) => resized.get(mention) ?? mention), ...added].sort((a, b) => a.firstToken - b.firstToken);
}

/** Hangul written onto letters or digits, or letters onto hangul: "W컨셉", "SSF샵", "GS25", "LG전자". */
const MIXED_SCRIPT = /(?:[A-Za-z0-9][\uac00-\ud7af]|[\uac00-\ud7af][A-Za-z])/u;

/**
 * "29CM이나 W컨셉에서", "SSF샵이나 더현대닷컴처럼": an enumeration no known name is in is one of names when one item mixes
 * hangul with letters as brands are spelt, and no item is a word the Korean dictionary holds ("펜션이나 풀빌라" is not).
 */
const isNameShapedEnumeration = (words: readonly string[]): boolean =>
  words.some((word) => MIXED_SCRIPT.test(word)) && !words.some((word) => isKoreanCommonWord(word));

/** A name of hangul, letters and digits, as one word. */
export const ITEM = /^[A-Za-z0-9\uac00-\ud7af][A-Za-z0-9\uac00-\ud7af&+.-]{0,15}$/u;
/** Words after the bare last item that close an enumeration of names: "등", "같은", "제품", "중에서", "브랜드". */
const CLOSING_WORD = /^(?:등|같은|제품|중|모두|브랜드|업체|회사|처럼)/u;
const MIN_ITEM_LENGTH = 2;

/**
 * Each enumeration of a line as character ranges of its items, each item without the particle that joins it to the next;
 * `announced` when a noun for a kind of company and a colon open it ("대표 브랜드: 삼성전자, TCL, 샤오미"), where the last
 * item may end the line.
 */
function enumerations(text: string): Array<{ items: Array<[number, number]>; announced: boolean }> {
  const found: Array<{ items: Array<[number, number]>; announced: boolean }> = [];
  const words = [...text.matchAll(/\S+/gu)].map((match) => ({ word: match[0], at: match.index }));
  let items: Array<[number, number]> = [];
  for (let i = 0; i < words.length; i++) {
    const { word, at } = words[i]!;
    const stem = joinedStem(word);
    if (stem !== null && stem.length >= MIN_ITEM_LENGTH && ITEM.test(stem)) {
      items.push([at, at + stem.length]);
      continue;
    }
    const announced = items.length > 0 && endsOnCompanyNounAndColon(text.slice(0, items[0]![0]));
    // The bare last item, before a word that closes the enumeration, or ending the line after such a colon.
    const closed = CLOSING_WORD.test(words[i + 1]?.word ?? '') || (announced && i === words.length - 1);
    if (items.length > 0 && ITEM.test(word) && word.length >= MIN_ITEM_LENGTH && closed) {
      found.push({ items: [...items, [at, at + word.length]], announced });
    }
    items = [];
  }
  return found;
}

/** Particles that join a name to the next one: "or" (이나/나), "and" (와/과, 이랑/랑, 하고). */
const JOINERS = ['이나', '나', '와', '과', '이랑', '랑', '하고'];
/** The most syllables, hence tokens, a joining particle has. */
export const MAX_JOINER_TOKENS = 2;

/** "위닉스나 샤오미": the text between two names is a joining particle written onto the first, and a space. */
export const isKoreanJoiner = (gap: string): boolean => gap.endsWith(' ') && JOINERS.includes(gap.slice(0, -1));
const AFTER_CONSONANT = new Set(['이나', '과', '이랑']);
const AFTER_VOWEL = new Set(['나', '와', '랑']);

/** The word without the comma or joining particle it ends on; null when it ends on neither. */
export function joinedStem(word: string): string | null {
  if (word.endsWith(',')) return word.slice(0, -1);
  for (const joiner of JOINERS) {
    if (!word.endsWith(joiner) || word.length <= joiner.length) continue;
    const stem = word.slice(0, -joiner.length);
    const final = stem.charCodeAt(stem.length - 1);
    // Korean picks the particle's form by the sound it follows: "코웨이나" (vowel), "SK매직이나" (consonant).
    const hangul = final >= 0xac00 && final <= 0xd7a3;
    const consonant = hangul && (final - 0xac00) % 28 !== 0;
    if (hangul && ((consonant && AFTER_VOWEL.has(joiner)) || (!consonant && AFTER_CONSONANT.has(joiner)))) continue;
    return stem;
  }
  return null;
}
