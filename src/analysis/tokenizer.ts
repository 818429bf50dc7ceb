import { fold } from './norm.js';
import { CLASS_MASK, CharClass, LOWER, UPPER, charClass, charInfo, isDigit, isLower, isUpper } from './text.js';
import type { TextUrl } from './urls.js';

/** What a token's spelling and place say about it. */
export const enum Flag {
  Capitalized = 1 << 0,
  AllCaps = 1 << 1,
  /** An upper-case letter after a lower-case one: "HubSpot", "eDreams". */
  InnerCapital = 1 << 2,
  Digit = 1 << 3,
  Lowercase = 1 << 4,
  SentenceStart = 1 << 5,
  Bold = 1 << 6,
  Link = 1 << 7,
  Heading = 1 << 8,
  Quoted = 1 << 9,
  Possessive = 1 << 10,
  /** Attached to the previous token by a hyphen: "Kinsta-hosted". */
  Joined = 1 << 11,
  Ideograph = 1 << 12,
  Parenthesized = 1 << 13,
  QuoteStart = 1 << 14,
  /** A word with a dot before a domain suffix: "Booking.com". */
  Domain = 1 << 15,
  HasLetter = 1 << 16,
}

export interface Token {
  start: number;
  end: number;
  norm: string;
  flags: number;
  line: number;
  /** Last punctuation character between the previous token and this one, 0 when none. */
  before: number;
  /** Bold span id, -1 outside bold. */
  bold: number;
  /** Markdown link id, -1 outside link text. */
  link: number;
  /** Table cell number (1 = first cell), 0 outside tables. */
  cell: number;
}

export const enum LineKind {
  Blank,
  Paragraph,
  Heading,
  ListItem,
  TableRow,
  TableSeparator,
}

export interface Line {
  kind: LineKind;
  /** Heading level, or list indentation. */
  depth: number;
  /** "1." list items, "### 2. Name" headings, "**3. Name**" lines. */
  numbered: boolean;
  /** The whole line is one bold span: a heading in all but name. */
  boldOnly: boolean;
  /** A bare URL is written on the line: a reference, whose first words name a publisher. */
  citesUrl: boolean;
  firstToken: number;
  endToken: number;
  /** Row number inside a table, 0 for its header; -1 outside tables. */
  tableRow: number;
}

/** A range of the answer that names are never read from: URLs and citation markers. */
export interface Hidden {
  start: number;
  end: number;
}

const QUOTE_OPEN = new Set([0x201c, 0xab, 0x201e, 0x300c]);
const QUOTE_CLOSE = new Set([0x201d, 0xbb, 0x300d]);
const APOSTROPHE = 0x27;
const CURLY_APOSTROPHE = 0x2019;
const TRANSPARENT = new Set([0x2a, 0x5f, 0x60, 0x23, 0x5b, 0x5d, 0x7e, 0x3e]); // * _ ` # [ ] ~ >
/** Full-width punctuation of CJK text, recorded as its ASCII counterpart. */
const FULL_WIDTH: ReadonlyMap<number, number> = new Map([
  [0xff1a, 0x3a],
  [0xff0c, 0x2c],
  [0x3001, 0x2c],
  [0x3002, 0x2e],
  [0xff01, 0x21],
  [0xff1f, 0x3f],
  [0xff1b, 0x3b],
  [0xff08, 0x28],
  [0xff09, 0x29],
  [0xff5c, 0x7c],
]);

const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, code) => charClass(code));

const isSentenceBoundary = (code: number): boolean =>
  code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3a || code === 0x2013 || code === 0x2014 || code === 0x2022;

/** Turns the content of each line into tokens, tracking bold, links, parentheses and quotes. */
export class LineScanner {
  readonly tokens: Token[] = [];
  private hiddenIndex = 0;
  private linkIndex = 0;
  private boldCount = 0;
  // Shape of the word just scanned by scanWord: plain words (ASCII lower case) are their own norm.
  private shape = 0;
  private plain = true;
  private ascii = true;

  constructor(
    private readonly text: string,
    private readonly hidden: readonly Hidden[],
    private readonly linkTexts: readonly TextUrl[],
  ) {}

  // One loop over local state: it runs for every character of every answer.
  scan(from: number, to: number, lineIndex: number, line: Line): void {
    const text = this.text;
    const lineFlags = line.kind === LineKind.Heading ? Flag.Heading : 0;
    let bold = -1;
    let paren = 0;
    let quoted = false;
    let quoteJustOpened = false;
    let before = 0;
    let joined = false;
    let cell = line.kind === LineKind.TableRow ? 0 : -1;
    let first = true;
    let i = from;
    let nextHidden = this.nextHiddenStart(i);
    while (i < to) {
      if (i >= nextHidden) {
        i = Math.max(i, this.hidden[this.hiddenIndex]!.end);
        nextHidden = this.nextHiddenStart(i);
        continue;
      }
      const code = text.charCodeAt(i);
      if (code === 0x20) {
        i++;
        continue;
      }
      const kind = code < 128 ? ASCII_CLASS[code]! : charClass(code);
      if (kind === CharClass.Other || kind === CharClass.Mark) {
        const punctuation = code >= 0x3000 ? (FULL_WIDTH.get(code) ?? code) : code;
        if ((code === 0x2a || code === 0x5f) && text.charCodeAt(i + 1) === code) {
          bold = bold >= 0 ? -1 : this.boldCount++;
          i += 2;
          continue;
        }
        if (code === 0x26) {
          const flags = lineFlags | (first ? Flag.SentenceStart : 0) | (paren > 0 ? Flag.Parenthesized : 0);
          this.push(i, i + 1, '&', flags | (bold >= 0 ? Flag.Bold : 0), lineIndex, before, bold, cell);
          before = 0;
          first = false;
        } else if (punctuation === 0x7c && cell >= 0) {
          cell++;
          first = true;
          before = punctuation;
        } else {
          if (punctuation === 0x28) paren++;
          else if (punctuation === 0x29) paren = Math.max(0, paren - 1);
          else if (code === 0x22) quoteJustOpened = quoted = !quoted;
          else if (QUOTE_OPEN.has(code) && !(quoted && code === 0x201c)) quoteJustOpened = quoted = true;
          else if (QUOTE_CLOSE.has(code) || (quoted && code === 0x201c)) quoted = false;
          if (code === 0x2d && before === 0 && this.betweenLetters(i, from)) {
            joined = true;
          } else if (code !== 0x20 && code !== 0x09 && !TRANSPARENT.has(code) && kind !== CharClass.Mark) {
            before = punctuation;
            joined = false;
          }
        }
        i++;
        continue;
      }
      let end = i + 1;
      let flags = lineFlags;
      let norm: string;
      if (kind === CharClass.Word) {
        end = this.scanWord(i, to);
        flags |= this.shape;
        const surface = text.slice(i, end);
        norm = this.plain ? surface : this.ascii ? surface.toLowerCase() : fold(surface);
      } else {
        flags |= Flag.Ideograph;
        norm = text[i]!;
      }
      if (first || isSentenceBoundary(before)) flags |= Flag.SentenceStart;
      if (paren > 0) flags |= Flag.Parenthesized;
      if (quoted) flags |= Flag.Quoted;
      if (quoteJustOpened) flags |= Flag.QuoteStart;
      if (joined) flags |= Flag.Joined;
      if (bold >= 0) flags |= Flag.Bold;
      const next = this.afterApostrophe(end);
      if (next === end + 2) flags |= Flag.Possessive;
      this.push(i, end, norm, flags, lineIndex, before, bold, cell);
      first = false;
      quoteJustOpened = false;
      joined = false;
      before = 0;
      i = next;
    }
  }

  /** A hyphen inside a compound ("Kinsta-hosted") rather than a dash between words. */
  private betweenLetters(i: number, lineStart: number): boolean {
    const text = this.text;
    return i > lineStart && charClass(text.charCodeAt(i - 1)) === CharClass.Word && charClass(text.charCodeAt(i + 1)) === CharClass.Word;
  }

  /**
   * Where scanning resumes after a word: past a possessive "'s" or "’s", past a closing
   * apostrophe ("Hokas' "), or right at an elision ("l'Oréal" goes on with "Oréal").
   */
  private afterApostrophe(end: number): number {
    const text = this.text;
    const after = text.charCodeAt(end);
    if (after !== APOSTROPHE && after !== CURLY_APOSTROPHE) return end;
    const afterS = text.charCodeAt(end + 2);
    if ((text.charCodeAt(end + 1) | 0x20) === 0x73 && (Number.isNaN(afterS) || charClass(afterS) === CharClass.Other)) return end + 2;
    return charClass(text.charCodeAt(end + 1)) === CharClass.Other ? end + 1 : end;
  }

  /** Start of the next hidden range that ends after `position`. */
  private nextHiddenStart(position: number): number {
    const hidden = this.hidden;
    while (this.hiddenIndex < hidden.length && hidden[this.hiddenIndex]!.end <= position) this.hiddenIndex++;
    return hidden[this.hiddenIndex]?.start ?? Number.MAX_SAFE_INTEGER;
  }

  /** Scans letters and digits, joined across inner dots ("Booking.com", "8.7"), noting the word's shape. */
  private scanWord(start: number, limit: number): number {
    const text = this.text;
    let letters = 0;
    let uppers = 0;
    let shape = 0;
    let plain = true;
    let ascii = true;
    let previousLower = false;
    let end = start;
    for (; end < limit; end++) {
      const code = text.charCodeAt(end);
      if (code >= 97 && code <= 122) {
        letters++;
        previousLower = true;
        continue;
      }
      if (code >= 48 && code <= 57) {
        shape |= Flag.Digit;
        previousLower = false;
        continue;
      }
      if (code >= 65 && code <= 90) {
        plain = false;
        letters++;
        uppers++;
        if (previousLower) shape |= Flag.InnerCapital;
        previousLower = false;
        continue;
      }
      if (code === 0x2e) {
        if (end + 1 < limit && charClass(text.charCodeAt(end + 1)) === CharClass.Word) {
          const suffixStart = text.charCodeAt(end + 1);
          if (!isDigit(suffixStart) && end + 2 < limit && charClass(text.charCodeAt(end + 2)) === CharClass.Word) shape |= Flag.Domain;
          continue;
        }
        break;
      }
      const bits = charInfo(code);
      const kind = bits & CLASS_MASK;
      if (kind !== CharClass.Word && kind !== CharClass.Mark) break;
      ascii = false;
      if (bits & UPPER) {
        plain = false;
        letters++;
        uppers++;
        if (previousLower) shape |= Flag.InnerCapital;
        previousLower = false;
      } else if (bits & LOWER) {
        letters++;
        previousLower = true;
      }
    }
    const firstCode = text.charCodeAt(start);
    if (isUpper(firstCode)) shape |= Flag.Capitalized;
    else if (isLower(firstCode)) shape |= Flag.Lowercase;
    if (letters >= 2 && uppers === letters) shape |= Flag.AllCaps;
    if (letters > 0) shape |= Flag.HasLetter;
    this.shape = shape;
    this.plain = plain && ascii;
    this.ascii = ascii;
    return end;
  }

  private push(start: number, end: number, norm: string, flags: number, line: number, before: number, bold: number, cell: number): void {
    const linkTexts = this.linkTexts;
    while (this.linkIndex < linkTexts.length && linkTexts[this.linkIndex]!.textEnd <= start) this.linkIndex++;
    const link = linkTexts[this.linkIndex];
    const linkId = link && link.textStart <= start ? this.linkIndex : -1;
    if (linkId >= 0) flags |= Flag.Link;
    this.tokens.push({ start, end, norm, flags, line, before, bold, link: linkId, cell: Math.max(cell, 0) });
  }
}
