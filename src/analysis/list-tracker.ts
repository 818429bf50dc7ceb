import { LineKind } from './document.js';
import type { AnswerDocument, Line } from './document.js';
import type { Mention } from './mention.js';

/** Which list a list item belongs to, and which item a nested one hangs from. */
export class ListTracker {
  block = 0;
  private inList = false;
  /** Whether the current list's top-level items are numbered; null before its first. */
  private topNumbered: boolean | null = null;
  private readonly openItems: Array<{ depth: number; head: Mention | null }> = [];

  constructor(private readonly doc: AnswerDocument) {}

  see(line: Line): void {
    if (line.kind === LineKind.ListItem) {
      // Bullets after numbers, or numbers after bullets, start another list, as in Markdown.
      const topLevel = line.depth < 2;
      const otherMarker = topLevel && this.inList && this.topNumbered !== null && this.topNumbered !== line.numbered;
      if (!this.inList || otherMarker) {
        this.block++;
        this.openItems.length = 0;
        this.topNumbered = null;
      }
      if (topLevel) this.topNumbered = line.numbered;
      this.inList = true;
    } else if (line.kind !== LineKind.Blank && !(line.kind === LineKind.Paragraph && startsIndented(this.doc, line))) {
      this.inList = false;
      this.openItems.length = 0;
    }
  }

  /** The head of the item a list item is nested in; closes the items it follows. */
  parentOf(line: Line): Mention | null {
    while (this.openItems.length > 0 && this.openItems[this.openItems.length - 1]!.depth >= line.depth) this.openItems.pop();
    return this.openItems[this.openItems.length - 1]?.head ?? null;
  }

  open(line: Line, head: Mention | null): void {
    this.openItems.push({ depth: line.depth, head });
  }
}

function startsIndented(doc: AnswerDocument, line: Line): boolean {
  const token = doc.tokens[line.firstToken];
  if (!token) return false;
  const lineStart = doc.text.lastIndexOf('\n', token.start) + 1;
  return doc.text.charCodeAt(lineStart) === 0x20 || doc.text.charCodeAt(lineStart) === 0x09;
}
