import type { AnswerDocument, Line } from './document.js';
import { addHead } from './heads.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { FUNCTION_WORDS } from './lexicon.js';
import { NAME_BREAKS, NAME_PART, hasDistinctiveWord, lowercaseWords, startsName, wordCount } from './shapes.js';
import { Flag } from './document.js';

/**
 * "1. **Best overall** – HubSpot CRM", "- **Cheapest:** Zoho CRM": a list whose heads are labels
 * puts its names right after the separator. Each such name is kept as a tail of its item, in a
 * sibling group paired with the heads' group; which of the two holds the options is decided
 * once the answer's evidence is known (competitors.ts).
 */
const LABEL_TAILS = 50_000_000;
const HEAD_GROUPS_BELOW = 1_000;

/** Dashes, a colon or an arrow between a label and its name. */
const TAIL_SEPARATORS = new Set([0x3a, 0x2013, 0x2014, 0x2d, 0x2192]);
/** A name after a label is short; a longer run is a sentence that happens to start capitalised. */
const MAX_TAIL_WORDS = 5;
const ARTICLES = new Set([
  'the',
  'a',
  'an',
  'le',
  'la',
  'les',
  'el',
  'los',
  'las',
  'der',
  'die',
  'das',
  'de',
  'het',
  'o',
  'os',
  'il',
  'lo',
]);

export const isLabelTail = (group: number): boolean => group >= LABEL_TAILS - HEAD_GROUPS_BELOW;

/** The group of the heads whose items a tail group ends. */
export const headGroupOf = (tailGroup: number): number => tailGroup - LABEL_TAILS;

/** Adds the name opening the words after a list item's head, if a separator sets them apart. */
export function addLabelTail(doc: AnswerDocument, headEnd: number, lineEnd: number, headGroup: number, mentions: Mention[]): void {
  const tokens = doc.tokens;
  if (headEnd >= lineEnd || !TAIL_SEPARATORS.has(tokens[headEnd]!.before)) return;
  // "– The DreamCloud Hybrid": the article opens the words, not the name.
  if (ARTICLES.has(tokens[headEnd]!.norm) && headEnd + 1 < lineEnd && !NAME_BREAKS.has(tokens[headEnd + 1]!.before)) headEnd++;
  // After a colon only: "**한끼로** – 도시락" describes a name with a word.
  if (tokens[headEnd]!.before === 0x3a) {
    // "小熊 QZG-P15R1（5L）": a remark in brackets closing the line is no part of the name.
    let end = lineEnd;
    while (end > headEnd + 1 && tokens[end - 1]!.flags & Flag.Parenthesized) end--;
    if (isIdeographicTail(doc, headEnd, end) || isIdeographicNameAndModel(doc, headEnd, end)) {
      pushMention(tokens, headEnd, end, Slot.ListHead, LABEL_TAILS + headGroup, mentions, false, tokens[headEnd]!.bold >= 0);
      return;
    }
  }
  addTailName(doc, headEnd, lineEnd, headGroup, mentions, (from, to) => spelledAsName(doc, from, to));
}

/** A name of Japanese or Chinese is written unbroken; a dozen characters is short enough to be one. */
const MAX_IDEOGRAPHIC_TAIL_TOKENS = 12;

/**
 * "**総合力で選ぶなら：** SBI証券", "**想要更大空间：** 零跑C16": after a label, the rest of the line written together in
 * ideographs is the name; ideographs have no capitals to end it otherwise.
 */
function isIdeographicTail(doc: AnswerDocument, from: number, to: number): boolean {
  const tokens = doc.tokens;
  if (to - from > MAX_IDEOGRAPHIC_TAIL_TOKENS) return false;
  let ideographs = false;
  let spaces = 0;
  for (let i = from; i < to; i++) {
    if (tokens[i]!.flags & Flag.Ideograph) ideographs = true;
    if (i > from && tokens[i]!.start !== tokens[i - 1]!.end) spaces++;
  }
  // Written together: Korean separates words with spaces, and "넷플릭스를 추가로 고려" is a sentence.
  return ideographs && (spaces === 0 || isSpacedNameLine(doc, from, to));
}

/** "小熊 QZG-P15R1", "九阳 KL60-VF536": a maker written in ideographs, then after a space a model code of letters and digits. */
function isIdeographicNameAndModel(doc: AnswerDocument, from: number, to: number): boolean {
  const tokens = doc.tokens;
  let i = from;
  while (i < to && tokens[i]!.flags & Flag.Ideograph && (i === from || tokens[i]!.start === tokens[i - 1]!.end)) i++;
  if (i === from || i - from > MAX_IDEOGRAPHIC_TAIL_TOKENS / 2 || i >= to || tokens[i]!.start === tokens[i - 1]!.end) return false;
  for (let k = i; k < to; k++) if (tokens[k]!.flags & Flag.Ideograph) return false;
  const model = doc.text.slice(tokens[i]!.start, tokens[to - 1]!.end);
  return /\d/.test(model) && !/\s/.test(model);
}

/** The endings of Korean sentences and clauses: "…습니다", "…해요", "…고". */
const KOREAN_SENTENCE_END = /[다요고며서면죠]$/u;

/**
 * "**보유 도서 수 최다:** 밀리의 서재": two words that are all a line holds after a label, ending as no Korean sentence does,
 * are a name written with a space.
 */
export function isSpacedNameLine(doc: AnswerDocument, from: number, to: number): boolean {
  const tokens = doc.tokens;
  let spaces = 0;
  for (let i = from + 1; i < to; i++) if (tokens[i]!.start !== tokens[i - 1]!.end) spaces++;
  const line = doc.lines[tokens[from]!.line]!;
  return spaces === 1 && to === line.endToken && !KOREAN_SENTENCE_END.test(doc.text.slice(tokens[to - 1]!.start, tokens[to - 1]!.end));
}

/**
 * "**If you care about privacy**" then "Joplin is open source…": a paragraph under a bold line that labels it opens on
 * the name the label introduces, a tail of that label as after a colon; a word the answer also writes in lower case
 * opens an ordinary sentence ("Most teams…").
 */
export function addParagraphOpening(doc: AnswerDocument, line: Line, labelGroup: number, mentions: Mention[]): void {
  const first = doc.tokens[line.firstToken]!;
  if (FUNCTION_WORDS.has(first.norm) || (first.flags & Flag.Lowercase) !== 0) return;
  const opensOnName = (from: number, to: number): boolean =>
    to - from > 1 || spelledAsName(doc, from, to) || !lowercaseWords(doc).has(first.norm);
  addTailName(doc, line.firstToken, line.endToken, labelGroup, mentions, opensOnName);
}

function addTailName(
  doc: AnswerDocument,
  headEnd: number,
  lineEnd: number,
  headGroup: number,
  mentions: Mention[],
  mayRunOn: (from: number, to: number) => boolean,
): void {
  const tokens = doc.tokens;
  const first = tokens[headEnd]!;
  if (!startsName(first)) return;
  let end = headEnd + 1;
  while (
    end < lineEnd &&
    !NAME_BREAKS.has(tokens[end]!.before) &&
    tokens[end]!.flags & (NAME_PART | Flag.Joined) &&
    !(tokens[end - 1]!.flags & Flag.Possessive)
  )
    end++;
  if (end - headEnd > MAX_TAIL_WORDS) return;
  // The name stands alone ("– HubSpot CRM.", "– Pipedrive, for…"), or opens a sentence spelt as only a name is
  // ("**If you're on iPhone:** iCloud+ at the 2TB tier…"); not "– Microsoft offers…", where any word could open it.
  const runsOn = end < lineEnd && !NAME_BREAKS.has(tokens[end]!.before);
  if (runsOn && !mayRunOn(headEnd, end)) return;
  const marked = first.bold >= 0 || first.link >= 0;
  pushMention(tokens, headEnd, end, Slot.ListHead, LABEL_TAILS + headGroup, mentions, false, marked);
}

/** A word spelt like no ordinary word ("iCloud", "pCloud") or a possessive ("Google One's"). */
const spelledAsName = (doc: AnswerDocument, from: number, to: number): boolean =>
  hasDistinctiveWord(doc, from, to) || (doc.tokens[to - 1]!.flags & Flag.Possessive) !== 0;

const ARROWS = new Set([0x2192, 0x21d2, 0x279c]);

/**
 * "- resti sul regime amministrato → Directa o Webank", "- Best for beginners → Duolingo": an item that ends on an arrow
 * and a few words names its options there, whatever its head. Returns the first token after the arrow, or -1.
 */
export function arrowTailStart(doc: AnswerDocument, line: Line): number {
  const tokens = doc.tokens;
  let arrow = -1;
  for (let i = line.endToken - 1; i > line.firstToken && arrow < 0; i--) if (ARROWS.has(tokens[i]!.before)) arrow = i;
  return arrow >= 0 && wordCount(tokens, arrow, line.endToken) <= MAX_TAIL_WORDS && startsName(tokens[arrow]!) ? arrow : -1;
}

/** The names after an item's arrow are tails of the item, as after a label ("Directa o Webank": two of them). */
export function addArrowTail(doc: AnswerDocument, from: number, to: number, headGroup: number, mentions: Mention[]): void {
  addHead(doc, from, to, Slot.ListHead, LABEL_TAILS + headGroup, doc.tokens[from]!.bold >= 0, mentions);
}
