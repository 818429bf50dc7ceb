import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Line, Token } from './document.js';
import { addHead, headRange, tableCells } from './heads.js';
import { nameColumns } from './tables.js';
import type { NameSpan } from './matcher.js';
import { addArrowTail, addLabelTail, addParagraphOpening, arrowTailStart } from './label-tails.js';
import { endBeforeParticle } from './particles.js';
import { addParagraphSubject } from './paragraph-subjects.js';
import { addPredicateNames, addQuotedTopics } from './japanese-predicates.js';
import { chineseNameLength, isChinese } from './ideographs.js';
import { ListTracker } from './list-tracker.js';
import { addNames } from './name-runs.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';

export { Slot } from './mention.js';
export type { Mention } from './mention.js';
import { hasComparison, hasIdeograph, isPhrase, isTitleCase, wordCount } from './shapes.js';

// Sibling groups are compared for equality only; each kind of structure gets its own range.
const NO_GROUP = -1;
const NUMBERED_BOLD_LINES = -2;
const BOLD_LINES = -3;
const NUMBERED_HEADINGS = -10;
/** "### 1. Name": headings numbered as a list's items are. */
export const isNumberedHeadingGroup = (group: number): boolean => group <= NUMBERED_HEADINGS && group > NUMBERED_HEADINGS - 10;
/** "### HelloFresh", "### Middagsfrid": short headings of one level, each perhaps one option's name. */
const SHORT_HEADINGS = -20;
const MAX_SHORT_HEADING_WORDS = 3;
/** Headings that are not numbered as a list's items are: only names found otherwise make their group one of options. */
export const isShortHeadingGroup = (group: number): boolean => group <= SHORT_HEADINGS && group > SHORT_HEADINGS - 10;
/** Paragraphs opening on a bold label and a colon: "**Best for teams:** Pipedrive – …". */
const LABELLED_PARAGRAPHS = -4;
const TABLES = 100_000;
/** A cell number no table reaches. */
const NO_CELL = 255;

function siblingGroup(doc: AnswerDocument, line: Line, listBlock: number, table: number): number {
  if (line.kind === LineKind.ListItem) return listBlock * 8 + Math.min(7, line.depth >> 1);
  if (line.kind === LineKind.Heading && line.numbered) return NUMBERED_HEADINGS - line.depth;
  if (
    line.kind === LineKind.Heading &&
    wordCount(doc.tokens, line.firstToken, line.endToken, true) <= MAX_SHORT_HEADING_WORDS &&
    !isQuestion(doc, line)
  ) {
    return SHORT_HEADINGS - line.depth;
  }
  if (line.boldOnly) return line.numbered ? NUMBERED_BOLD_LINES : BOLD_LINES;
  if (line.kind === LineKind.TableRow) return TABLES + table * 2 + (line.tableRow === 0 ? 1 : 0);
  return NO_GROUP;
}

/** Every place in the answer where a name may be written, in text order. */
export function findMentions(doc: AnswerDocument, knownNames: readonly NameSpan[]): Mention[] {
  const mentions: Mention[] = [];
  const inHead = new Uint8Array(doc.tokens.length);
  const lists = new ListTracker(doc);
  let table = 0;
  const columns = nameColumns(doc, knownNames);
  // Per line, the cell of its table's evident column of names (0 for none, NO_CELL where the header row names the
  // options): other cells' emphasis marks no option.
  const evidentNameCell = new Uint8Array(doc.lines.length);
  for (const [index, line] of doc.lines.entries()) {
    lists.see(line);
    if (line.kind === LineKind.TableRow && line.tableRow === 0) table++;
    if (line.kind === LineKind.TableRow && columns.get(table)?.evident)
      evidentNameCell[index] = Math.min(NO_CELL, columns.get(table)!.cell);
    if (line.kind === LineKind.TableRow && columns.get(table)?.titledByNames) evidentNameCell[index] = NO_CELL;
    if (line.kind === LineKind.TableRow && columns.get(table)?.namedByHeader) (doc.memo.headerNamedRows ??= new Set()).add(index);
    if (line.firstToken === line.endToken) continue;
    const group = siblingGroup(doc, line, lists.block, table);
    if (group === NO_GROUP) {
      if (line.kind === LineKind.Heading && !isQuestion(doc, line)) addHeadingNames(doc, line, mentions, inHead);
      else if (line.kind === LineKind.Paragraph) {
        const above = lineAbove(doc, index);
        addParagraphLabelTail(doc, line, mentions, inHead);
        const previous = doc.lines[index - 1];
        const opensParagraph = previous === undefined || previous.firstToken === previous.endToken || previous.kind !== LineKind.Paragraph;
        if (opensParagraph && !above?.boldOnly) addParagraphSubject(doc, line, mentions, inHead);
        addPredicateNames(doc, line, mentions, inHead);
        addQuotedTopics(doc, line, mentions, inHead);
        if (above?.boldOnly && above.kind === LineKind.Paragraph) {
          addParagraphOpening(doc, line, siblingGroup(doc, above, lists.block, table), mentions);
        }
      }
    } else if (line.kind === LineKind.TableRow && line.tableRow === 0) {
      if (columns.get(table)?.evident) continue;
      // The first cell titles the first column; an empty corner is no cell at all.
      for (const [from, to] of tableCells(doc, line).filter(([from]) => doc.tokens[from]!.cell > 1)) {
        if (!(doc.tokens[from]!.flags & Flag.Parenthesized)) addHead(doc, from, to, Slot.TableHeader, group, true, mentions);
      }
    } else {
      const parent = line.kind === LineKind.ListItem ? lists.parentOf(line) : null;
      const firstNew = mentions.length;
      const head = line.citesUrl ? null : headRange(doc, line, line.kind === LineKind.TableRow ? (columns.get(table)?.cell ?? 1) : 1);
      const item = line.kind === LineKind.ListItem && !line.citesUrl;
      const arrow = item ? arrowTailStart(doc, line) : -1;
      if (head) {
        const slot = line.kind === LineKind.TableRow ? Slot.TableFirstColumn : Slot.ListHead;
        addHead(doc, head.from, head.to, slot, group, head.marked, mentions);
        inHead.fill(1, head.from, head.to);
        if (item && arrow !== head.to) addLabelTail(doc, head.to, line.endToken, group, mentions);
      }
      if (arrow >= 0) addArrowTail(doc, arrow, line.endToken, group, mentions);
      for (let i = firstNew; i < mentions.length; i++) mentions[i]!.parent = parent;
      if (line.kind === LineKind.ListItem) lists.open(line, mentions[firstNew] ?? null);
    }
  }
  addMarkedAndProse(doc, mentions, inHead, evidentNameCell);
  return mentions.sort((a, b) => a.firstToken - b.firstToken);
}

const SCRIPT_OF_WORD = [/\p{Script=Hangul}/u, /\p{Script=Katakana}/u, /\p{Script=Han}/u];
const scriptOf = (char: string): number => SCRIPT_OF_WORD.findIndex((script) => script.test(char));

/**
 * "배민(배달의민족)", "ソフトバンク（SoftBank）": in scripts without capitals, the word written right before a name in brackets
 * is the name the answer writes first, the bracketed one another name of it (grouped as such in entities.ts).
 */
export function addWordsBeforeBrackets(doc: AnswerDocument, mentions: Mention[]): Mention[] {
  const { text, tokens } = doc;
  const added: Mention[] = [];
  let covered = -1;
  for (const mention of mentions) {
    const bracketed = tokens[mention.firstToken]!;
    const last = mention.firstToken - 1;
    if (last >= 0 && covered < last) {
      const before = tokens[last]!;
      const script = before.flags & Flag.Ideograph && before.line === bracketed.line ? scriptOf(before.norm) : -1;
      if (script >= 0 && /^[*_]*[(（]$/.test(text.slice(before.end, bracketed.start))) {
        let first = last;
        while (
          first > 0 &&
          first > covered + 1 &&
          tokens[first - 1]!.end === tokens[first]!.start &&
          scriptOf(tokens[first - 1]!.norm) === script
        )
          first--;
        // Japanese and Chinese write words together: only a run of katakana stands apart as a word, and in Chinese the
        // characters ICU's dictionary does not join to the words before them ("首先可以看看本杰明摩尔（Benjamin Moore）").
        const chinese = script === 2 && isChinese(doc);
        if (chinese) first = last + 1 - chineseNameLength(text.slice(tokens[first]!.start, before.end));
        if (last > first && (script !== 2 || chinese || first === 0 || tokens[first - 1]!.end !== tokens[first]!.start)) {
          pushMention(tokens, first, last + 1, Slot.Prose, NO_GROUP, added, false, false);
        }
      }
    }
    covered = Math.max(covered, mention.writtenEnd - 1);
  }
  return added.length === 0 ? mentions : [...mentions, ...added].sort((a, b) => a.firstToken - b.firstToken);
}

/**
 * "**Bester regionaler Anbieter:** RheinEnergie (Köln) …", "**Meilleur prix :** Octopus – …": a paragraph opening on a
 * bold label and a colon may name its option right after, as a list item does; whether the labels or the names after
 * them are the options is decided as for lists (competitors.ts).
 */
function addParagraphLabelTail(doc: AnswerDocument, line: Line, mentions: Mention[], inHead: Uint8Array): void {
  const tokens = doc.tokens;
  const bold = tokens[line.firstToken]!.bold;
  if (bold < 0) return;
  let end = line.firstToken + 1;
  while (end < line.endToken && tokens[end]!.bold === bold) end++;
  if (end >= line.endToken || tokens[end]!.before !== 0x3a) return;
  const count = mentions.length;
  addLabelTail(doc, end, line.endToken, LABELLED_PARAGRAPHS, mentions);
  if (mentions.length > count) inHead.fill(1, mentions[count]!.firstToken, mentions[count]!.writtenEnd);
}

/**
 * Every name-shaped run of a question, line by line. Questions are short and open on the names
 * they compare ("Pipedrive vs HubSpot?"), so a lone word opening a sentence is kept.
 */
export function findQuestionNames(doc: AnswerDocument): Mention[] {
  const mentions: Mention[] = [];
  const inHead = new Uint8Array(doc.tokens.length);
  for (const line of doc.lines) addNames(doc, line.firstToken, line.endToken, Slot.Prose, NO_GROUP, mentions, inHead, false, true);
  return mentions;
}

/** Names inside a heading; in Title Case only those spelt like no ordinary word. */
function addHeadingNames(doc: AnswerDocument, line: Line, mentions: Mention[], inHead: Uint8Array): void {
  const { firstToken, endToken } = line;
  const distinctiveOnly = isTitleCase(doc.tokens, firstToken, endToken) && !hasComparison(doc.tokens, firstToken, endToken);
  addNames(doc, firstToken, endToken, Slot.Heading, NO_GROUP, mentions, inHead, distinctiveOnly);
}

/** The nearest line above with words, across one blank line. */
function lineAbove(doc: AnswerDocument, index: number): Line | undefined {
  for (let above = index - 1; above >= 0 && above >= index - 2; above--) {
    const line = doc.lines[above]!;
    if (line.firstToken !== line.endToken) return line;
  }
  return undefined;
}

function isQuestion(doc: AnswerDocument, line: Line): boolean {
  const last = doc.tokens[line.endToken - 1]!;
  return /^[^\n]*?[?？]/.test(doc.text.slice(last.end, last.end + 4));
}

const isPlainText = (token: Token, line: number): boolean => token.line === line && token.bold < 0 && token.link < 0;

/** Bold spans and link texts outside heads, then names in running text. */
function addMarkedAndProse(doc: AnswerDocument, mentions: Mention[], inHead: Uint8Array, evidentNameCell: Uint8Array): void {
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
      // "| **Plus** | Zoho |" where the second column holds the names: the bold cell is the option's plan.
      const nameCell = evidentNameCell[token.line]!;
      slot = nameCell > 0 && token.cell !== nameCell ? Slot.Prose : Slot.Bold;
      while (end < tokens.length && tokens[end]!.bold === token.bold) end++;
    } else {
      while (end < tokens.length && isPlainText(tokens[end]!, token.line) && !inHead[end]) end++;
    }
    if (slot !== Slot.Prose && isPhrase(tokens, i, end)) slot = Slot.Prose;
    const wholeSpan = (end - i === 1 && token.flags & Flag.Lowercase) || (end - i <= 12 && hasIdeograph(tokens, i, end));
    if (slot !== Slot.Prose && wholeSpan) {
      pushMention(tokens, i, endBeforeParticle(doc, i, end), slot, NO_GROUP, mentions, false, true);
    } else {
      addNames(doc, i, end, slot, NO_GROUP, mentions, inHead);
    }
    i = end;
  }
}
