import { tokenRange } from './document.js';
import type { AnswerDocument, Line } from './document.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { SpanCover } from './span-cover.js';

/** Adds the name written at characters [from, from + length) of the line's text; whether it was added. */
export type AddName = (from: number, length: number) => boolean;

/**
 * Runs `find` over each line's text, which adds the names it reads there (character offsets into that text). A name
 * becomes a prose mention where its characters are whole tokens, no mention covers them and `keep` accepts its first token;
 * the mentions come back in text order. Chinese, Japanese and Korean prose name options this way, by the words around them.
 */
export function addNamesByLine(
  doc: AnswerDocument,
  mentions: Mention[],
  find: (text: string, add: AddName) => void,
  keep: (firstToken: number, covered: SpanCover<Mention>) => boolean = () => true,
): Mention[] {
  const tokens = doc.tokens;
  const covered = new SpanCover(tokens.length, mentions);
  const added: Mention[] = [];
  const lineText = (line: Line): string => doc.text.slice(tokens[line.firstToken]!.start, tokens[line.endToken - 1]!.end);
  for (const line of doc.lines) {
    if (line.firstToken >= line.endToken) continue;
    const start = tokens[line.firstToken]!.start;
    find(lineText(line), (from, length) => {
      const range = tokenRange(tokens, line, start + from, start + from + length);
      if (!range || covered.find(range[0], range[1]) || !keep(range[0], covered)) return false;
      pushMention(tokens, range[0], range[1], Slot.Prose, -1, added, false, false);
      return true;
    });
  }
  if (added.length === 0) return mentions;
  return [...mentions, ...added].sort((a, b) => a.firstToken - b.firstToken);
}
