import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Line, Token } from './document.js';
import { ALTERNATIVE_WORDS } from './lexicon.js';
import { pushMention } from './mention.js';
import { endBeforeParticle } from './particles.js';
import type { Mention, Slot } from './mention.js';
import {
  HEAD_SEPARATORS,
  NAME_BREAKS,
  OPENING_CORNER_BRACKET,
  PLAIN_HEAD_ENDS,
  isGenitiveBeforeName,
  isNumber,
  startsName,
  wordCount,
} from './shapes.js';

/** Token ranges of the cells of a table row. */
export function tableCells(doc: AnswerDocument, line: Line): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let i = line.firstToken; i < line.endToken;) {
    const cell = doc.tokens[i]!.cell;
    let end = i + 1;
    while (end < line.endToken && doc.tokens[end]!.cell === cell) end++;
    cells.push([i, end]);
    i = end;
  }
  return cells;
}

/** The name-bearing start of a list item or table row: its bold part, link text or first words. */
export function headRange(doc: AnswerDocument, line: Line, nameColumn = 1): { from: number; to: number; marked: boolean } | null {
  const tokens = doc.tokens;
  let start = line.firstToken;
  let end = line.endToken;
  const inTable = line.kind === LineKind.TableRow;
  if (inTable) {
    // The table's column of names: the first cell written, or the column chosen for the table.
    const cell = nameColumn === 1 ? tokens[start]!.cell : nameColumn;
    while (start < end && tokens[start]!.cell !== cell) start++;
    end = start;
    while (end < line.endToken && tokens[end]!.cell === cell) end++;
    if (start === end) return null;
  }
  const numbering = tokens[start]!;
  if (isNumber(numbering) && /[.)]/.test(doc.text[numbering.end] ?? '')) start++;
  if (start >= end) return null;
  // "### 2. Kabelinternet von Vodafone": a kind of product of the name after "von" or "der" heads the item; the name is the option.
  if (!inTable) start = afterGenitive(tokens, start, end);
  const first = tokens[start]!;
  let stop = start + 1;
  if (first.bold >= 0) {
    while (stop < end && tokens[stop]!.bold === first.bold) stop++;
    return { from: start, to: endBeforeParticle(doc, start, stop), marked: true };
  }
  if (first.link >= 0) {
    while (stop < end && tokens[stop]!.link === first.link) stop++;
    return { from: start, to: endBeforeParticle(doc, start, stop), marked: true };
  }
  if (inTable) return { from: start, to: end, marked: true };
  // Plain first words are a name only when a dash or colon sets them apart, or they are all the item says.
  while (stop < end && !HEAD_SEPARATORS.has(tokens[stop]!.before)) stop++;
  const separator = stop < end ? tokens[stop]!.before : 0;
  const gap = stop < end ? doc.text.slice(tokens[stop - 1]!.end, tokens[stop]!.start) : '';
  // Full-width punctuation carries its own spacing: "IIJmio（アイアイジェイミオ）" is set apart as "Krystal (…)" is.
  const setApart = PLAIN_HEAD_ENDS.has(separator) && (separator === 0x3a || /\s\S|[\u3000-\u303f\uff00-\uffef]/.test(gap));
  const words = wordCount(tokens, start, stop);
  if (words > 6 || (stop < end && !setApart) || (stop === end && words > 4)) return null;
  return { from: start, to: stop, marked: false };
}

/** The first word of the head after "Kabelinternet von" in "Kabelinternet von Vodafone", within its first words as written. */
function afterGenitive(tokens: readonly Token[], start: number, end: number): number {
  const first = tokens[start]!;
  for (let i = start + 1; i < end - 1 && i - start <= 3; i++) {
    const token = tokens[i]!;
    if (token.bold !== first.bold || token.link !== first.link || HEAD_SEPARATORS.has(token.before)) break;
    if (isGenitiveBeforeName(tokens, i) && tokens[i + 1]!.bold === first.bold && tokens[i + 1]!.link === first.link) return i + 1;
  }
  return start;
}

const IDEOGRAPHIC_COMMA = 0x3001;
const OPENING_WHITE_CORNER_BRACKET = 0x300e;

/**
 * Punctuation with a space around it ends a head; inside a word ("i:SY", "Dev/Test") it does not. Any of the gap's
 * marks counts, not only the last: "배달의민족 – '1인분' 카테고리" breaks at the dash before the quote.
 */
function breaksHead(doc: AnswerDocument, index: number): boolean {
  const { text, tokens } = doc;
  const from = tokens[index - 1]!.end;
  const to = tokens[index]!.start;
  // "零跑C11、理想L6": the ideographic comma only ever enumerates, spaced or not.
  if (to - from === 1 && text.charCodeAt(from) === IDEOGRAPHIC_COMMA) return true;
  // "象印「炎舞炊き」", "アイシア「金缶」": a maker's product in corner brackets after the maker, written without a space.
  if (text.charCodeAt(to - 1) === OPENING_CORNER_BRACKET || text.charCodeAt(to - 1) === OPENING_WHITE_CORNER_BRACKET) return true;
  // Most gaps are one space or nothing: no mark to look for.
  if (to - from < 2) return false;
  let spaced = false;
  let mark = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0xa0) spaced = true;
    else if (NAME_BREAKS.has(code) && code !== 0x2d && code !== 0x2f) mark = true;
  }
  return spaced && mark;
}

/** "**Best for teams: Zoho CRM**", "想要更大空间：零跑C16": where the name after a label's colon starts, or -1. */
function afterLabelColon(doc: AnswerDocument, from: number, to: number): number {
  for (let i = from + 1; i < to; i++) {
    const token = doc.tokens[i]!;
    if (token.before !== 0x3a) continue;
    const gap = doc.text.slice(doc.tokens[i - 1]!.end, token.start);
    // "10:30" and "i:SY" keep their colon inside a word.
    return /\s$|：/.test(gap) && wordCount(doc.tokens, i, to) <= 6 ? i : -1;
  }
  return -1;
}

/** A head is one name, or several joined by "or" ("Notion or Airtable template"). */
export function addHead(
  doc: AnswerDocument,
  from: number,
  to: number,
  slot: Slot,
  group: number,
  marked: boolean,
  mentions: Mention[],
): void {
  const tokens = doc.tokens;
  const named = afterLabelColon(doc, from, to);
  if (named > 0) {
    // The label stands outside the group, so a list of "label: name" items still reads as a list of names.
    pushMention(tokens, from, named, slot, -1, mentions, true, marked);
    from = named;
  }
  const outerParen = tokens[from]!.flags & Flag.Parenthesized;
  let end = from + 1;
  while (end < to && (tokens[end]!.flags & Flag.Parenthesized) === outerParen && !breaksHead(doc, end)) end++;
  let partStart = from;
  for (let i = from + 1; i < end - 1; i++) {
    const token = tokens[i]!;
    if (ALTERNATIVE_WORDS.has(token.norm) && token.flags & Flag.Lowercase && startsName(tokens[i + 1]!)) {
      pushMention(tokens, partStart, i, slot, group, mentions, true, marked);
      partStart = i + 1;
    }
  }
  pushMention(tokens, partStart, end, slot, group, mentions, true, marked);
}
