import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { JOINING_WORDS } from './lexicon.js';
import { isPlainLowercase } from './shapes.js';

/** Where in the answer's structure a name was written. */
export const enum Slot {
  /** First words of a list item, a numbered heading or a line that is all bold. */
  ListHead,
  TableFirstColumn,
  TableHeader,
  Bold,
  Link,
  Heading,
  /** The name a paragraph of prose opens on as its subject: running text, read as a list's head only among others alike. */
  Subject,
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

/**
 * Records a mention of tokens [from, to), cutting trailing lower-case words off the name;
 * a head keeps them in its written form ("Hello bank", "Airtable template").
 */
export function pushMention(
  tokens: readonly Token[],
  from: number,
  to: number,
  slot: Slot,
  group: number,
  mentions: Mention[],
  isHead: boolean,
  marked: boolean,
): void {
  let end = to;
  while (end > from + 1 && (tokens[end - 1]!.flags & (Flag.Lowercase | Flag.Digit | Flag.Joined)) === Flag.Lowercase) end--;
  while (end > from + 1 && JOINING_WORDS.has(tokens[end - 1]!.norm)) end--;
  let innerLowercase = false;
  for (let i = from + 1; i < end; i++) if (isPlainLowercase(tokens[i]!)) innerLowercase = true;
  const writtenEnd = isHead ? to : end;
  mentions.push({ firstToken: from, endToken: end, writtenEnd, slot, group, trimmed: end < to, innerLowercase, marked, parent: null });
}

/** The mention's name as the answer writes it. */
export const mentionText = (doc: AnswerDocument, mention: Mention): string =>
  doc.text.slice(doc.tokens[mention.firstToken]!.start, doc.tokens[mention.endToken - 1]!.end);
