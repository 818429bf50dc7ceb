import { isDigit } from './text.js';
import { LineKind, LineScanner } from './tokenizer.js';
import type { Hidden, Line, Token } from './tokenizer.js';
import type { TextUrl } from './urls.js';

export { Flag, LineKind } from './tokenizer.js';
export type { Line, Token } from './tokenizer.js';

export interface AnswerDocument {
  text: string;
  tokens: Token[];
  lines: Line[];
  /**
   * What several steps read of the answer, computed once on first use. Kept on the document rather than in
   * WeakMaps: thousands of short-lived keys made the garbage collector work noticeably harder.
   */
  memo: DocumentMemo;
}

export interface DocumentMemo {
  chinese?: boolean;
  /** The answer writes kana: Japanese (japanese-predicates.ts). */
  kana?: boolean;
  /** The answer writes hangul: Korean (ideographs.ts). */
  hangul?: boolean;
  lowercaseWords?: ReadonlySet<string>;
  /** Table rows whose column of names its header calls so ("| 제품 |"): their cells are names, not phrases (candidates.ts). */
  headerNamedRows?: Set<number>;
  /** Names written where only a place can stand, by key (contextual-places.ts). */
  contextualPlaces?: ReadonlySet<string>;
  /** Words a dictionary holds as places, written after a preposition of where, by norm (romance-words.ts). */
  dictionaryPlaces?: ReadonlySet<string>;
  /** Lines under a heading of advice, 1 for each (label-evidence.ts). */
  underAdvice?: Uint8Array;
  /** Most of the answer's letters are of another alphabet than Latin: Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, kana, hangul or ideographs (shapes.ts). */
  otherAlphabet?: boolean;
  /** Token positions by norm (ideographs.ts). */
  positions?: Map<string, number[]>;
}

const LIST_MARKER = /^(\s*)(?:[-*+•]|(\d{1,3})[.)])\s+/;
const HEADING_MARKER = /^\s{0,3}(#{1,6})\s+/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const NUMBERING = /^(?:\*\*|__)?\s*\d{1,3}[.)]\s/;
const BOLD_ONLY = /^(\*\*|__)(?:(?!\1).)+\1[:.]?$/;
const LIST_OPENINGS = new Set([...'-*+•'].map((char) => char.charCodeAt(0)));
const CITATION_MARKER = /\[\^?\d{1,3}\]|【\d{1,3}[^】]*】/g;

/** Splits the answer into lines and tokens, hiding URLs and citation markers from names. */
export function parseAnswer(text: string, urls: readonly TextUrl[]): AnswerDocument {
  const hidden: Hidden[] = urls.map((url) => ({ start: url.hideStart, end: url.hideEnd }));
  if (text.indexOf('[') >= 0 || text.indexOf('【') >= 0) {
    for (const match of text.matchAll(CITATION_MARKER)) hidden.push({ start: match.index, end: match.index + match[0].length });
    hidden.sort((a, b) => a.start - b.start);
  }
  const scanner = new LineScanner(
    text,
    hidden,
    urls.filter((url) => url.textStart >= 0),
  );
  const bareUrlStarts = urls.filter((url) => url.textStart < 0).map((url) => url.hideStart);
  let bareUrl = 0;
  const lines: Line[] = [];
  let tableRow = -1;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const firstToken = scanner.tokens.length;
    const line: Line = {
      kind: LineKind.Blank,
      depth: 0,
      numbered: false,
      boldOnly: false,
      citesUrl: false,
      firstToken,
      endToken: 0,
      tableRow: -1,
    };
    // Every URL start before the line's end is consumed here, whether or not an earlier one already marked the line.
    for (; bareUrl < bareUrlStarts.length && bareUrlStarts[bareUrl]! < lineEnd; bareUrl++) {
      if (bareUrlStarts[bareUrl]! >= lineStart) line.citesUrl = true;
    }
    const contentStart = classifyLine(text.slice(lineStart, lineEnd), line) + lineStart;
    if (line.kind === LineKind.TableRow) {
      tableRow++;
      line.tableRow = tableRow;
    } else if (line.kind !== LineKind.TableSeparator) tableRow = -1;
    if (line.kind !== LineKind.Blank && line.kind !== LineKind.TableSeparator) {
      const content = text.slice(contentStart, lineEnd).trim();
      const opening = content.charCodeAt(0);
      // Cheap checks on the first character keep the regular expressions off most lines.
      if ((isDigit(opening) || opening === 0x2a || opening === 0x5f) && NUMBERING.test(content)) line.numbered = true;
      line.boldOnly = line.kind !== LineKind.TableRow && (opening === 0x2a || opening === 0x5f) && BOLD_ONLY.test(content);
      scanner.scan(contentStart, lineEnd, lines.length, line);
    }
    line.endToken = scanner.tokens.length;
    lines.push(line);
    lineStart = lineEnd + 1;
  }
  return { text, tokens: scanner.tokens, lines, memo: {} };
}

/** Sets the kind and depth of a line; returns where its content starts. */
function classifyLine(raw: string, line: Line): number {
  const trimmed = raw.trim();
  if (!trimmed) return 0;
  if (trimmed.startsWith('|')) {
    line.kind = TABLE_SEPARATOR.test(trimmed) ? LineKind.TableSeparator : LineKind.TableRow;
    return 0;
  }
  const opening = trimmed.charCodeAt(0);
  let match = opening === 0x23 ? HEADING_MARKER.exec(raw) : null;
  if (match) {
    line.kind = LineKind.Heading;
    line.depth = match[1]!.length;
    return match[0].length;
  }
  match = LIST_OPENINGS.has(opening) || isDigit(opening) ? LIST_MARKER.exec(raw) : null;
  if (match) {
    line.kind = LineKind.ListItem;
    line.depth = match[1]!.replace(/\t/g, '    ').length;
    line.numbered = match[2] !== undefined;
    return match[0].length;
  }
  line.kind = LineKind.Paragraph;
  return 0;
}

/** The line's tokens from the one starting at `from` to the one ending at `to`, or null where they do not fall on token edges. */
export function tokenRange(tokens: readonly Token[], line: Line, from: number, to: number): [number, number] | null {
  // Tokens are in text order: find the first one starting at or after `from` by halving the line's range.
  let low = line.firstToken;
  let high = line.endToken;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (tokens[middle]!.start < from) low = middle + 1;
    else high = middle;
  }
  if (low === line.endToken || tokens[low]!.start !== from) return null;
  let end = low;
  while (end < line.endToken && tokens[end]!.end < to) end++;
  return end < line.endToken && tokens[end]!.end === to ? [low, end + 1] : null;
}
