import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { CHINESE_TRADE_WORDS, HAN_SEGMENTER, isChinese, isChineseCommonWord } from './ideographs.js';
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
const AFTER_LAST = /[的与和及或是在要不很更了就都也还但而并等有这這那则則]/u;
const MAX_ITEM_TOKENS = 6;
/** "等多家网约车公司", "等品牌": after "等", the enumeration is one of companies. */
const COMPANIES_AFTER = /^等(?:等)?(?:多家|几家|各家|品牌|平台|公司|App|APP|应用|商家|厂商|车企|服务商)/u;

/**
 * "曹操出行、T3出行、如祺出行等多家网约车公司": the ideographic comma only ever enumerates, so in Chinese text the words
 * between them are the enumeration's items; so are the runs a joining particle sets apart ("方太和老板电器"). Where one item
 * is the brand or a known name (the first, wholly, where particles alone join them), or "等" and a word for companies
 * follow, the other items become mentions too, and the enumeration is read as any other (competitors.ts).
 */
export function addChineseEnumerations(doc: AnswerDocument, mentions: Mention[], names: readonly NameSpan[]): Mention[] {
  if (!isChinese(doc)) return mentions;
  const tokens = doc.tokens;
  const covered = new SpanCover(tokens.length, mentions);
  const named = new SpanCover(tokens.length, names);
  const added: Mention[] = [];
  const extended = new Map<Mention, Mention>();
  for (const { items, commas } of enumerations(doc)) {
    const last = items[items.length - 1]!;
    const after = doc.text.slice(tokens[last[1] - 1]!.end, tokens[last[1] - 1]!.end + 8);
    // "方太和老板电器": two words a particle joins are two names when the first is one; "价位和普五接近" compares a thing to one.
    const isNamed = ([from, to]: [number, number]): boolean => named.find(from, to) !== undefined;
    const isWhollyNamed = ([from, to]: [number, number]): boolean => {
      const name = named.find(from, to);
      return name?.firstToken === from && name.endToken === to;
    };
    if (commas ? !COMPANIES_AFTER.test(after) && !items.some(isNamed) : !isWhollyNamed(items[0]!)) continue;
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

interface Enumeration {
  /** Token ranges of the items. */
  items: Array<[number, number]>;
  /** Whether an ideographic comma joins any two, rather than particles alone. */
  commas: boolean;
}

/** Each run of items joined by "、" or a joining particle on one line. */
function enumerations(doc: AnswerDocument): Enumeration[] {
  const { text, tokens } = doc;
  const found: Enumeration[] = [];
  let items: Array<[number, number]> = [];
  let commas = false;
  const close = (): void => {
    if (items.length >= 2) found.push({ items, commas });
    items = [];
    commas = false;
  };
  for (let i = 1; i < tokens.length; i++) {
    const comma = tokens[i]!.line === tokens[i - 1]!.line && text.slice(tokens[i - 1]!.end, tokens[i]!.start).trim() === '、';
    const joining = !comma && isJoiningParticle(doc, i);
    if (!comma && !joining) continue;
    // The item before ends at the comma or the particle; the one after starts there or past the particle.
    const next = joining ? i + (tokens[i + 1]?.norm === '者' ? 2 : 1) : i;
    const previous = items[items.length - 1];
    if (!previous || previous[1] !== i) {
      close();
      const start = itemStart(tokens, i - 1);
      if (start < 0 || (joining && !isJoinedName(doc, start, i))) continue;
      items.push([start, i]);
    }
    const end = joining ? joinedItemEnd(doc, next) : itemEnd(tokens, next);
    if (end < 0 || (joining && !isJoinedName(doc, next, end))) {
      close();
      continue;
    }
    items.push([next, end]);
    commas ||= comma;
  }
  close();
  return found;
}

/** Particles that join the last item of an enumeration, or two names: "西门子和美的", "习酒或者郎酒". */
const JOINING_PARTICLES = new Set(['和', '与', '與', '及', '或', '跟']);
/** How many characters on each side of a particle ICU reads to tell it from a word holding it ("柔和", "或许"). */
const PARTICLE_WINDOW = 4;

/** A joining particle standing as a word of its own between two runs of a name's characters. */
function isJoiningParticle(doc: AnswerDocument, i: number): boolean {
  const { tokens, text } = doc;
  const token = tokens[i]!;
  if (!JOINING_PARTICLES.has(token.norm) || i + 1 >= tokens.length) return false;
  if (!continues(tokens, i) || !continues(tokens, i + 1) || !inName(tokens[i - 1]!) || !inName(tokens[i + 1]!)) return false;
  const from = Math.max(0, token.start - PARTICLE_WINDOW);
  const window = text.slice(from, token.end + PARTICLE_WINDOW);
  const segment = HAN_SEGMENTER.segment(window).containing(token.start - from);
  return segment?.segment.length === 1 || segment?.segment === '或者';
}

/**
 * Where the item after a particle ends: as any last item, and before the first word ICU's dictionary knows that follows
 * other characters of it, which starts the predicate ("茅台哪个更值得" is 茅台), unless that word is a trade names end on
 * ("老板电器", "网易云音乐").
 */
function joinedItemEnd(doc: AnswerDocument, first: number): number {
  const end = itemEnd(doc.tokens, first);
  if (end < 0 || !(doc.tokens[first]!.flags & Flag.Ideograph)) return end;
  const run = doc.text.slice(doc.tokens[first]!.start, doc.tokens[end - 1]!.end);
  let length = 0;
  for (const { segment } of HAN_SEGMENTER.segment(run)) {
    if (length > 0 && segment.length > 1 && !CHINESE_TRADE_WORDS.has(segment)) break;
    length += segment.length;
  }
  let cut = first;
  while (cut < end && doc.tokens[cut]!.end - doc.tokens[first]!.start <= length) cut++;
  return cut - first >= 2 || !(doc.tokens[first]!.flags & Flag.Ideograph) ? cut : -1;
}

/**
 * Two runs a particle joins are as often two things as two names ("价格和服务"): a word ICU's dictionary knows, a term of
 * such words, or a run cut out of a longer word ("买断价" gives 断价) is none.
 */
function isJoinedName(doc: AnswerDocument, from: number, to: number): boolean {
  const { tokens, text } = doc;
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  if (isChineseCommonWord(text.slice(start, end))) return false;
  const windowStart = Math.max(0, start - PARTICLE_WINDOW);
  const segments = HAN_SEGMENTER.segment(text.slice(windowStart, end + PARTICLE_WINDOW));
  const first = segments.containing(start - windowStart);
  const last = segments.containing(end - 1 - windowStart);
  return first?.index === start - windowStart && last !== undefined && last.index + last.segment.length === end - windowStart;
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
