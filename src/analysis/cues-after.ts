import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { JAPANESE_CUES_AFTER_LETTERS } from './cjk-lexicon.js';
import { hasKana } from './ideographs.js';
import { OPTION_CUES_AFTER } from './lexicon.js';
import type { Mention } from './mention.js';
import { NAME_BREAKS } from './shapes.js';

// Phrases after a name that put it forward ("… is worth a look", "Stravaが一番人気です"), looked up by their first word.

/** Cue phrases by their first word, to look up where a phrase may start. */
function byFirstWord(cues: readonly string[]): Map<string, string[][]> {
  const index = new Map<string, string[][]>();
  for (const cue of cues) {
    const words = cue.split(' ');
    index.set(words[0]!, [...(index.get(words[0]!) ?? []), words]);
  }
  return index;
}

const CUES_AFTER_BY_FIRST_WORD = byFirstWord(OPTION_CUES_AFTER);
const JAPANESE_CUES_AFTER_LETTERS_BY_FIRST_WORD = byFirstWord(JAPANESE_CUES_AFTER_LETTERS);

/** Whether the words right after a mention put it forward ("… is worth a look"). */
export function cuedAfter(doc: AnswerDocument, mention: Mention): boolean {
  const tokens = doc.tokens;
  const next = tokens[mention.endToken];
  if (!next || next.line !== tokens[mention.endToken - 1]!.line || NAME_BREAKS.has(next.before)) return false;
  if (startsCueAfter(tokens, mention.endToken)) return true;
  const inLetters = (tokens[mention.firstToken]!.flags & (Flag.Ideograph | Flag.Capitalized)) === Flag.Capitalized;
  return inLetters && hasKana(doc) && startsPhrase(JAPANESE_CUES_AFTER_LETTERS_BY_FIRST_WORD, tokens, mention.endToken);
}

/** Whether a phrase that puts the name before it forward starts at token `at`: "is worth", "deserves a mention". */
export const startsCueAfter = (tokens: readonly Token[], at: number): boolean => startsPhrase(CUES_AFTER_BY_FIRST_WORD, tokens, at);

function startsPhrase(index: ReadonlyMap<string, string[][]>, tokens: readonly Token[], at: number): boolean {
  const first = tokens[at];
  if (!first) return false;
  const candidates = index.get(first.norm);
  return (
    candidates !== undefined &&
    candidates.some((cue) =>
      cue.every((word, i) => {
        const token = tokens[at + i];
        return token !== undefined && token.line === first.line && token.norm === word;
      }),
    )
  );
}
