import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Line, Token } from './document.js';
import { ALTERNATIVE_WORDS, CUE_VERBS, FUNCTION_WORDS, JOINING_WORDS } from './lexicon.js';
import {
  HEAD_SEPARATORS,
  NAME_BREAKS,
  NAME_PART,
  PLAIN_HEAD_ENDS,
  hasComparison,
  hasDistinctiveWord,
  hasIdeograph,
  isNumber,
  isPhrase,
  isPlainLowercase,
  isTitleCase,
  startsName,
} from './shapes.js';

/** Where in the answer's structure a name was written. */
export const enum Slot {
  /** First words of a list item, a numbered heading or a numbered bold line. */
  ListHead,
  TableFirstColumn,
  TableHeader,
  Bold,
  Link,
  Heading,
  Prose,
}

export interface Mention {
  firstToken: number;
  /** End of the name proper, trailing lower-case words removed. */
  endToken: number;
  /** End of the name as written in a list or table head, trailing words included. */
  writtenEnd: number;
  slot: Slot;
  /** Sibling group: the items of one list, the first column of one table; -1 for none. */
  group: number;
  /** Lower-case words were cut from the end ("Free tier" → "Free"). */
  trimmed: boolean;
  /** A lower-case word sits between capitalised ones ("Best fits for teams"). */
  innerLowercase: boolean;
  /** Set apart by the writer: bold, link text or a table cell, not just first words. */
  marked: boolean;
  /** For an item of a nested list, the head of the item it belongs to. */
  parent: Mention | null;
}

/** Every place in the answer where a name may be written, in text order. */
export function findMentions(doc: AnswerDocument): Mention[] {
  const mentions: Mention[] = [];
  const inHead = new Uint8Array(doc.tokens.length);
  let listBlock = 0;
  let inList = false;
  let table = 0;
  // Open list items by indentation, to find the item a nested list belongs to.
  const openItems: Array<{ depth: number; head: Mention | null }> = [];
  for (const line of doc.lines) {
    if (line.kind === LineKind.ListItem) {
      if (!inList) listBlock++;
      inList = true;
    } else if (line.kind !== LineKind.Blank && !(line.kind === LineKind.Paragraph && startsIndented(doc, line))) {
      inList = false;
      openItems.length = 0;
    }
    if (line.kind === LineKind.TableRow && line.tableRow === 0) table++;
    if (line.firstToken === line.endToken) continue;
    let group = -1;
    if (line.kind === LineKind.ListItem) group = listBlock * 8 + Math.min(7, line.depth >> 1);
    else if (line.numbered && line.kind === LineKind.Heading) group = -10 - line.depth;
    else if (line.boldOnly) group = line.numbered ? -2 : -3;
    else if (line.kind === LineKind.TableRow) group = 100_000 + table * 2 + (line.tableRow === 0 ? 1 : 0);
    if (group === -1) {
      if (line.kind === LineKind.Heading && !isQuestion(doc, line)) {
        const distinctiveOnly = isTitleCase(doc.tokens, line.firstToken, line.endToken) && !hasComparison(doc.tokens, line.firstToken, line.endToken);
        addNames(doc, line.firstToken, line.endToken, Slot.Heading, -1, mentions, inHead, distinctiveOnly);
      }
      continue;
    }
    if (line.kind === LineKind.TableRow && line.tableRow === 0) {
      for (const [from, to] of tableCells(doc, line).slice(1)) {
        if (!(doc.tokens[from]!.flags & Flag.Parenthesized)) addHead(doc, from, to, Slot.TableHeader, group, true, mentions);
      }
      continue;
    }
    let parent: Mention | null = null;
    if (line.kind === LineKind.ListItem) {
      while (openItems.length > 0 && openItems[openItems.length - 1]!.depth >= line.depth) openItems.pop();
      parent = openItems[openItems.length - 1]?.head ?? null;
    }
    const head = headRange(doc, line);
    const firstNew = mentions.length;
    if (head) {
      const slot = line.kind === LineKind.TableRow ? Slot.TableFirstColumn : Slot.ListHead;
      addHead(doc, head.from, head.to, slot, group, head.marked, mentions);
      inHead.fill(1, head.from, head.to);
      for (let i = firstNew; i < mentions.length; i++) mentions[i]!.parent = parent;
    }
    if (line.kind === LineKind.ListItem) openItems.push({ depth: line.depth, head: mentions[firstNew] ?? null });
  }
  addMarkedAndProse(doc, mentions, inHead);
  return mentions.sort((a, b) => a.firstToken - b.firstToken);
}

function isQuestion(doc: AnswerDocument, line: Line): boolean {
  const last = doc.tokens[line.endToken - 1]!;
  return /^[^\n]*?[?？]/.test(doc.text.slice(last.end, last.end + 4));
}

function startsIndented(doc: AnswerDocument, line: Line): boolean {
  const token = doc.tokens[line.firstToken];
  if (!token) return false;
  const lineStart = doc.text.lastIndexOf('\n', token.start) + 1;
  return doc.text.charCodeAt(lineStart) === 0x20 || doc.text.charCodeAt(lineStart) === 0x09;
}

function tableCells(doc: AnswerDocument, line: Line): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let i = line.firstToken; i < line.endToken; ) {
    const cell = doc.tokens[i]!.cell;
    let end = i + 1;
    while (end < line.endToken && doc.tokens[end]!.cell === cell) end++;
    cells.push([i, end]);
    i = end;
  }
  return cells;
}

/** The name-bearing start of a list item or table row: its bold part, link text or first words. */
function headRange(doc: AnswerDocument, line: Line): { from: number; to: number; marked: boolean } | null {
  const tokens = doc.tokens;
  let start = line.firstToken;
  let end = line.endToken;
  const inTable = line.kind === LineKind.TableRow;
  if (inTable) {
    const firstCell = tokens[start]!.cell;
    while (end > start && tokens[end - 1]!.cell !== firstCell) end--;
  }
  const numbering = tokens[start]!;
  if (isNumber(numbering) && /[.)]/.test(doc.text[numbering.end] ?? '')) start++;
  if (start >= end) return null;
  const first = tokens[start]!;
  let stop = start + 1;
  if (first.bold >= 0) {
    while (stop < end && tokens[stop]!.bold === first.bold) stop++;
    return { from: start, to: stop, marked: true };
  }
  if (first.link >= 0) {
    while (stop < end && tokens[stop]!.link === first.link) stop++;
    return { from: start, to: stop, marked: true };
  }
  if (inTable) return { from: start, to: end, marked: true };
  // Plain first words are a name only when a dash or colon sets them apart, or they are all the item says.
  while (stop < end && !HEAD_SEPARATORS.has(tokens[stop]!.before)) stop++;
  const separator = stop < end ? tokens[stop]!.before : 0;
  const gap = stop < end ? doc.text.slice(tokens[stop - 1]!.end, tokens[stop]!.start) : '';
  const setApart = PLAIN_HEAD_ENDS.has(separator) && (separator === 0x3a || /\s\S/.test(gap));
  if (stop - start > 6 || (stop < end && !setApart) || (stop === end && stop - start > 4)) return null;
  return { from: start, to: stop, marked: false };
}

/** A head is one name, or several joined by "or" ("Notion or Airtable template"). */
function addHead(doc: AnswerDocument, from: number, to: number, slot: Slot, group: number, marked: boolean, mentions: Mention[]): void {
  const tokens = doc.tokens;
  const outerParen = tokens[from]!.flags & Flag.Parenthesized;
  let end = from + 1;
  while (end < to) {
    const token = tokens[end]!;
    const tight = doc.text.slice(tokens[end - 1]!.end, token.start).trim().length === doc.text.slice(tokens[end - 1]!.end, token.start).length;
    if ((token.flags & Flag.Parenthesized) !== outerParen || (NAME_BREAKS.has(token.before) && token.before !== 0x2d && token.before !== 0x2f && !tight)) break;
    end++;
  }
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

function pushMention(
  tokens: readonly Token[],
  from: number,
  to: number,
  slot: Slot,
  group: number,
  mentions: Mention[],
  whole: boolean,
  marked: boolean,
): void {
  let end = to;
  while (end > from + 1 && (tokens[end - 1]!.flags & (Flag.Lowercase | Flag.Digit | Flag.Joined)) === Flag.Lowercase) end--;
  while (end > from + 1 && JOINING_WORDS.has(tokens[end - 1]!.norm)) end--;
  let innerLowercase = false;
  for (let i = from + 1; i < end; i++) if (isPlainLowercase(tokens[i]!)) innerLowercase = true;
  mentions.push({ firstToken: from, endToken: end, writtenEnd: whole ? to : end, slot, group, trimmed: end < to, innerLowercase, marked, parent: null });
}

/** Runs of name-shaped tokens inside a range: "Zillow", "Google Cloud", "Marcus by Goldman Sachs". */
function addNames(
  doc: AnswerDocument,
  from: number,
  to: number,
  slot: Slot,
  group: number,
  mentions: Mention[],
  inHead: Uint8Array,
  distinctiveOnly = false,
): void {
  const tokens = doc.tokens;
  let i = from;
  while (i < to) {
    const token = tokens[i]!;
    const skipped =
      inHead[i] ||
      !startsName(token) ||
      (token.flags & Flag.SentenceStart && (FUNCTION_WORDS.has(token.norm) || CUE_VERBS.has(token.norm)) && !(token.flags & Flag.AllCaps));
    if (skipped) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < to && !NAME_BREAKS.has(tokens[end]!.before) && !inHead[end]) {
      const next = tokens[end]!;
      if (next.flags & (NAME_PART | Flag.Joined) && (next.flags & Flag.Parenthesized) === (token.flags & Flag.Parenthesized)) {
        end++;
      } else if ((JOINING_WORDS.has(next.norm) || doc.text[next.start] === '&') && end + 1 < to && startsName(tokens[end + 1]!) && !NAME_BREAKS.has(tokens[end + 1]!.before)) {
        end += 2;
      } else break;
    }
    // A lone ordinary capitalised word opening a sentence in running text is no evidence of anything.
    const sentenceOpener = slot === Slot.Prose && end - i === 1 && token.flags & Flag.SentenceStart && !(token.flags & Flag.Possessive);
    const kept = distinctiveOnly || sentenceOpener ? hasDistinctiveWord(doc, i, end) : true;
    if (kept) pushMention(tokens, i, end, slot, group, mentions, false, slot === Slot.Bold || slot === Slot.Link);
    i = end;
  }
}

/** Bold spans and link texts outside heads, then names in running text. */
function addMarkedAndProse(doc: AnswerDocument, mentions: Mention[], inHead: Uint8Array): void {
  const tokens = doc.tokens;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const line = doc.lines[token.line]!;
    if (inHead[i] || line.kind === LineKind.Heading || line.boldOnly || (line.kind === LineKind.TableRow && line.tableRow === 0)) {
      i++;
      continue;
    }
    let end = i + 1;
    let slot = Slot.Prose;
    if (token.link >= 0) {
      slot = Slot.Link;
      while (end < tokens.length && tokens[end]!.link === token.link) end++;
    } else if (token.bold >= 0) {
      slot = Slot.Bold;
      while (end < tokens.length && tokens[end]!.bold === token.bold) end++;
    } else {
      while (end < tokens.length && tokens[end]!.line === token.line && tokens[end]!.bold < 0 && tokens[end]!.link < 0 && !inHead[end]) end++;
    }
    if (slot !== Slot.Prose && isPhrase(tokens, i, end)) slot = Slot.Prose;
    const wholeSpan = (end - i === 1 && token.flags & Flag.Lowercase) || (end - i <= 12 && hasIdeograph(tokens, i, end));
    if (slot !== Slot.Prose && wholeSpan) {
      pushMention(tokens, i, end, slot, -1, mentions, false, true);
    } else {
      addNames(doc, i, end, slot, -1, mentions, inHead);
    }
    i = end;
  }
}
