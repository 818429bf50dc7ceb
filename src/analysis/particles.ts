import { Flag } from './document.js';
import type { AnswerDocument } from './document.js';
import { HANGUL, HANGUL_WORD } from './ideographs.js';

/** Korean case particles and endings written onto a name: "HubSpot은", "Salesforce의", "Zoho CRM도", "Notion으로". */
const KOREAN_PARTICLES = new Set(
  '은 는 이 가 을 를 의 와 과 도 에 로 으로 에서 에게 만 보다 처럼 까지 부터 랑 이랑 하고 나 이나 라면 이라면 이라 라 같은 쪽'.split(' '),
);
/** Japanese particles written onto a name: "Salesforceは", "HubSpotなら"; other hiragana may end it ("ENEOSでんき"). */
const JAPANESE_PARTICLES = new Set(
  'は が も を の に で と へ や か なら から より まで だけ など って では には とは でも にも へは とか だと です でした'.split(' '),
);

/**
 * Where a name written in letters ends when a particle is written onto it without a space: "**HubSpot은**" names
 * HubSpot, "**Salesforceは**" Salesforce. A name in hangul keeps its last syllables ("11번가"), which may be part of it.
 */
export function endBeforeParticle(doc: AnswerDocument, from: number, to: number): number {
  const { text, tokens } = doc;
  let last = to - 1;
  while (last > from && tokens[last]!.flags & Flag.Ideograph) last--;
  if (tokens[last]!.flags & Flag.Ideograph) return endsOnTopicParticle(doc, from, to) ? to - 1 : to;
  if (last === to - 1) return to;
  for (let i = last + 1; i < to; i++) if (tokens[i]!.start !== tokens[i - 1]!.end) return to;
  const written = text.slice(tokens[last + 1]!.start, tokens[to - 1]!.end);
  return KOREAN_PARTICLES.has(written) || JAPANESE_PARTICLES.has(written) ? last + 1 : to;
}

/** Topic and object particles, which end no hangul name: "**말해보카는**", "**케이크를**". */
const HANGUL_TOPIC_PARTICLES = new Set(['은', '는', '을', '를']);

/** A bold or linked run of hangul, written together, that ends on a topic or object particle after two syllables or more. */
function endsOnTopicParticle(doc: AnswerDocument, from: number, to: number): boolean {
  const { tokens } = doc;
  if (to - from < 3 || !HANGUL_TOPIC_PARTICLES.has(tokens[to - 1]!.norm)) return false;
  for (let i = from + 1; i < to; i++) if (tokens[i]!.start !== tokens[i - 1]!.end) return false;
  return HANGUL_WORD.test(doc.text.slice(tokens[from]!.start, tokens[to - 1]!.end));
}

/**
 * Where the hangul word a short name starts ends, its particle left off: "알리익스프레스는" after the name "알리" ends at
 * "알리익스프레스", "알리가" at "알리". Korean writes particles onto names, so a name is found at the start of a word.
 */
export function hangulWordEnd(doc: AnswerDocument, from: number, to: number): number {
  const { text, tokens } = doc;
  if (!HANGUL.test(tokens[to - 1]!.norm)) return to;
  let end = to;
  while (end < tokens.length && tokens[end]!.start === tokens[end - 1]!.end && HANGUL.test(tokens[end]!.norm)) end++;
  let wordEnd = end;
  for (let particle = Math.max(to, end - 2); particle < end; particle++) {
    if (KOREAN_PARTICLES.has(text.slice(tokens[particle]!.start, tokens[end - 1]!.end))) {
      wordEnd = particle;
      break;
    }
  }
  // One syllable more may be a particle of two ("에도", "밖에"): only a longer rest makes a longer name.
  return wordEnd - to >= 2 ? wordEnd : to;
}
