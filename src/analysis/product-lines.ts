import { IDEOGRAPHIC_LABELS } from './cjk-lexicon.js';
import type { Token } from './document.js';
import { HANGUL } from './ideographs.js';
import type { NameSpan } from './matcher.js';
import type { Mention } from './mention.js';
import type { SpanCover } from './span-cover.js';

/** The most words a product's name of spaced words takes: "삼성 비스포크 큐브 에어". */
const MAX_PRODUCT_WORDS = 5;
/** Korean nouns of advice that end a tip's heading, not a product's name: "편의점 배달 활용", "포인트 적립 방법". */
const KOREAN_ADVICE_NOUNS = new Set(['활용', '이용', '방법', '전략', '조합', '가이드']);
/** Endings of Korean verbs and clauses, and particles: "고르세요", "싶다면", "있는", "가격을" end no product's word. */
const KOREAN_VERB_ENDING = /(?:요|다|면|고|게|서|음|함|는|은|을|를|의)$/u;
/** A Chinese or Japanese head of two or three ideographs: "美的" beside "方太". */
const SHORT_IDEOGRAPHIC_NAME = /^\p{Script=Han}{2,3}$/u;

/**
 * "- **샤오미 로봇청소기 E10**" in a Korean list one of whose heads opens on the brand ("- **로보락 Q7**"): the heads there
 * are the products weighed, each a maker and a product line written as spaced words, which the dictionary cannot tell
 * from a phrase. A head is none when its last word is a label ("한 줄 정리") or a noun of advice ("편의점 배달 활용"), or
 * a word ends as a verb or a particle does ("이렇게 고르세요"). In Chinese, a head of two or three ideographs there is a
 * maker, though grammar reads "美的" as a phrase; longer ones are left to the other rules ("我的建议" is a heading).
 */
export function isProductLineHead(written: string): boolean {
  if (!HANGUL.test(written)) return SHORT_IDEOGRAPHIC_NAME.test(written);
  const words = written.split(/\s+/u);
  return (
    words.length <= MAX_PRODUCT_WORDS &&
    !IDEOGRAPHIC_LABELS.has(words[words.length - 1]!) &&
    !KOREAN_ADVICE_NOUNS.has(words[words.length - 1]!) &&
    !words.some((word) => KOREAN_VERB_ENDING.test(word))
  );
}

/**
 * The sibling groups one of whose heads opens on the brand as a word of its own: "- **로보락 Q7**" among the products
 * weighed, not "- 다이소보다 가격은 …", a remark comparing with it.
 */
export function groupsLedByBrand(tokens: readonly Token[], mentions: readonly Mention[], brandCover: SpanCover<NameSpan>): Set<number> {
  const groups = new Set<number>();
  for (const mention of mentions) {
    const brand = mention.group === -1 ? undefined : brandCover.find(mention.firstToken, mention.firstToken + 1);
    if (brand?.firstToken !== mention.firstToken) continue;
    if (brand.endToken >= mention.endToken || tokens[brand.endToken]!.start > tokens[brand.endToken - 1]!.end) groups.add(mention.group);
  }
  return groups;
}
