import { Flag } from './document.js';
import type { AnswerDocument } from './document.js';
import { chineseMakerLength, isChinese } from './ideographs.js';
import { CUE_VERBS, FUNCTION_WORDS, LABEL_WORDS } from './lexicon.js';
import { isModelAfter } from './maker-phrases.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { startsCueAfter } from './cues-after.js';
import {
  beforeWeighingVerb,
  NAME_BREAKS,
  NAME_PART,
  beforeCopula,
  hasDistinctiveWord,
  isAcronym,
  isLatinAmongOtherLetters,
  joinsTwoNames,
  pairsWithName,
  startsName,
} from './shapes.js';

/** Runs of name-shaped tokens inside a range: "Zillow", "Google Cloud", "Marcus by Goldman Sachs". */
export function addNames(
  doc: AnswerDocument,
  from: number,
  to: number,
  slot: Slot,
  group: number,
  mentions: Mention[],
  inHead: Uint8Array,
  distinctiveOnly = false,
  keepLoneWords = false,
): void {
  const tokens = doc.tokens;
  let i = from;
  while (i < to) {
    const token = tokens[i]!;
    const skipped =
      inHead[i] ||
      !startsName(token) ||
      (token.flags & Flag.SentenceStart && (FUNCTION_WORDS.has(token.norm) || CUE_VERBS.has(token.norm)) && !isAcronym(doc, token));
    if (skipped) {
      i++;
      continue;
    }
    let end = i + 1;
    // "Google One's 2TB plan": a possessive ends the name.
    while (end < to && !NAME_BREAKS.has(tokens[end]!.before) && !inHead[end] && !(tokens[end - 1]!.flags & Flag.Possessive)) {
      const next = tokens[end]!;
      if (next.flags & (NAME_PART | Flag.Joined) && (next.flags & Flag.Parenthesized) === (token.flags & Flag.Parenthesized)) {
        end++;
      } else if (joinsTwoNames(doc, end, end + 1 < to)) {
        end += 2;
      } else break;
    }
    if (i > from && tokens[i - 1]!.flags & Flag.Ideograph && isChinese(doc)) i -= makerIdeographs(doc, i, from);
    const loneProseWord = slot === Slot.Prose && end - i === 1 && !(token.flags & Flag.Possessive);
    // A lone capitalised word opening a sentence, or a label word ("CRM", "GDPR"), is no name evidence.
    const ordinary =
      loneProseWord &&
      !keepLoneWords &&
      ((token.flags & Flag.SentenceStart &&
        !pairsWithName(doc, i) &&
        !startsCueAfter(tokens, end) &&
        !beforeCopula(tokens, end) &&
        !beforeWeighingVerb(tokens, end) &&
        !isModelAfter(tokens, end) &&
        !isLatinAmongOtherLetters(doc, token)) ||
        LABEL_WORDS.has(token.norm));
    const kept = distinctiveOnly || ordinary ? hasDistinctiveWord(doc, i, end) : true;
    if (kept) pushMention(tokens, i, end, slot, group, mentions, false, slot === Slot.Bold || slot === Slot.Link);
    i = end;
  }
}

/** Ideographs written onto a Latin name from the left, in Chinese: the maker of "小鹏G6". */
function makerIdeographs(doc: AnswerDocument, index: number, from: number): number {
  const tokens = doc.tokens;
  let start = index;
  while (
    start > from &&
    tokens[start - 1]!.flags & Flag.Ideograph &&
    tokens[start - 1]!.end === tokens[start]!.start &&
    tokens[start]!.before === 0
  ) {
    start--;
  }
  if (start === index) return 0;
  return chineseMakerLength(doc.text.slice(tokens[start]!.start, tokens[index]!.start));
}
