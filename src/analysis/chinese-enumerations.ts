import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { isChinese } from './ideographs.js';
import type { NameSpan } from './matcher.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { SpanCover } from './span-cover.js';

/** Characters before the first item that end it from the left: particles and verbs that introduce names ("分发给曹操出行"). */
const BEFORE_FIRST = /[的与和及或是在要把被让就从到给选看买比用如像对为]/u;
/**
 * Characters after the last item that end it: particles and words that close an enumeration ("如祺出行等", "极氪7X都"),
 * and demonstratives ("五粮液、茅台这些大牌").
 */
const AFTER_LAST = /[的与和及或是在要不很更了就都也还但而并等有这這那]/u;
const MAX_ITEM_TOKENS = 6;
/** "等多家网约车公司", "等品牌": after "等", the enumeration is one of companies. */
const COMPANIES_AFTER = /^等(?:等)?(?:多家|几家|各家|品牌|平台|公司|App|APP|应用|商家|厂商|车企|服务商)/u;

/**
 * "曹操出行、T3出行、如祺出行等多家网约车公司": the ideographic comma only ever enumerates, so in Chinese text the words
 * between them are the enumeration's items. Where one item is the brand or a known name, or "等" and a word for companies
 * follow, the other items become mentions too, and the enumeration is read as any other (competitors.ts).
 */
export function addChineseEnumerations(doc: AnswerDocument, mentions: Mention[], names: readonly NameSpan[]): Mention[] {
  if (!doc.text.includes('、') || !isChinese(doc)) return mentions;
  const tokens = doc.tokens;
  const covered = new SpanCover(tokens.length, mentions);
  const named = new SpanCover(tokens.length, names);
  const added: Mention[] = [];
  const extended = new Map<Mention, Mention>();
  for (const items of enumerations(doc)) {
    const last = items[items.length - 1]!;
    const after = doc.text.slice(tokens[last[1] - 1]!.end, tokens[last[1] - 1]!.end + 8);
    if (!COMPANIES_AFTER.test(after) && !items.some(([from, to]) => named.find(from, to))) continue;
    for (const [from, to] of items) {
      const mention = covered.find(from, to);
      if (!mention) pushMention(tokens, from, to, Slot.Prose, -1, added, false, false);
      // "T3出行": a name read in letters goes on to the end of its item.
      else if (mention.firstToken === from && mention.endToken < to) extended.set(mention, { ...mention, endToken: to, writtenEnd: to });
    }
  }
  if (added.length === 0 && extended.size === 0) return mentions;
  return [...mentions.map((mention) => extended.get(mention) ?? mention), ...added].sort((a, b) => a.firstToken - b.firstToken);
}

/** Each run of items joined by "、" on one line, as token ranges. */
function enumerations(doc: AnswerDocument): Array<Array<[number, number]>> {
  const { text, tokens } = doc;
  const found: Array<Array<[number, number]>> = [];
  let items: Array<[number, number]> = [];
  const close = (): void => {
    if (items.length >= 2) found.push(items);
    items = [];
  };
  for (let i = 1; i < tokens.length; i++) {
    const separated = tokens[i]!.line === tokens[i - 1]!.line && text.slice(tokens[i - 1]!.end, tokens[i]!.start).trim() === '、';
    if (!separated) continue;
    const previous = items[items.length - 1];
    if (!previous || previous[1] !== i) {
      close();
      const start = itemStart(tokens, i - 1);
      if (start < 0) continue;
      items.push([start, i]);
    }
    const end = itemEnd(tokens, i);
    if (end < 0) {
      close();
      continue;
    }
    items.push([i, end]);
  }
  close();
  return found;
}

const inName = (token: Token): boolean => (token.flags & (Flag.Ideograph | Flag.HasLetter | Flag.Digit)) !== 0;
/** Written on to the token before, with nothing between but a space inside Latin words ("Apple Music"). */
const continues = (tokens: readonly Token[], i: number): boolean =>
  tokens[i]!.before === 0 &&
  tokens[i]!.line === tokens[i - 1]!.line &&
  (tokens[i]!.start === tokens[i - 1]!.end || !(tokens[i]!.flags & Flag.Ideograph));

/** Where the item ending at `last` starts, going back to a particle or punctuation; -1 when it runs too long to be a name. */
function itemStart(tokens: readonly Token[], last: number): number {
  let first = last;
  while (first > 0 && continues(tokens, first) && inName(tokens[first - 1]!) && !BEFORE_FIRST.test(tokens[first - 1]!.norm)) {
    if (last - first + 1 >= MAX_ITEM_TOKENS) return -1;
    first--;
  }
  return inName(tokens[first]!) ? first : -1;
}

/**
 * Where the item starting at `first` ends: at the next "、" for an item between two, else before a particle or
 * punctuation; -1 when it runs too long to be a name.
 */
function itemEnd(tokens: readonly Token[], first: number): number {
  if (!inName(tokens[first]!)) return -1;
  let end = first + 1;
  while (end < tokens.length && continues(tokens, end) && inName(tokens[end]!) && !AFTER_LAST.test(tokens[end]!.norm)) {
    if (end - first >= MAX_ITEM_TOKENS) return -1;
    end++;
  }
  return end;
}
