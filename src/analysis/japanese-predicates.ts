import type { AnswerDocument, Line } from './document.js';
import { hasKana } from './ideographs.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { PARAGRAPH_SUBJECTS } from './paragraph-subjects.js';
import { OPENING_CORNER_BRACKET, isInCornerBrackets } from './shapes.js';

const MAX_NAME_TOKENS = 12;
/** Particles no name between "は" and "です" holds: a phrase rather than a name ("安いのが魅力です"). */
const PHRASE_PARTICLES = new Set(['は', 'が', 'を', 'に', 'の', 'で', 'と', 'も', 'へ', 'や']);

/**
 * "定番はおカネレコです", "いちばん無難なのはBooking.comです": a Japanese sentence weighing an option often names it as what
 * the topic is. The name joins the paragraphs' subjects, read as options when names among them say so (competitors.ts).
 */
export function addPredicateNames(doc: AnswerDocument, line: Line, mentions: Mention[], inHead: Uint8Array): void {
  if (!hasKana(doc)) return;
  const { tokens } = doc;
  for (let topic = line.firstToken; topic < line.endToken - 2; topic++) {
    if (tokens[topic]!.norm !== 'は') continue;
    const from = topic + 1;
    let end = from;
    while (end < line.endToken && end - from <= MAX_NAME_TOKENS && !PHRASE_PARTICLES.has(tokens[end]!.norm) && tokens[end]!.before === 0)
      end++;
    const copula = tokens[end]?.norm === 'で' && tokens[end + 1]?.norm === 'す' && tokens[end]!.start === tokens[end - 1]!.end;
    if (!copula || end === from || end - from > MAX_NAME_TOKENS || inHead[from]) continue;
    pushMention(tokens, from, end, Slot.Subject, PARAGRAPH_SUBJECTS, mentions, false, false);
    inHead.fill(1, from, end);
  }
}

/** Particles after a quoted name that make it what the sentence is about: "「トリトン」も人気", "「銚子丸」は", "「ワンカラ」です". */
const AFTER_QUOTED_NAME = new Set(['は', 'も', 'が', 'で']);
/** Hiragana a verb or adjective ends on: "「行きたい」" quotes a phrase, not a name. */
const PHRASE_ENDING = /(?:たい|ない|ます|した|する|れる|よう)$/u;

/**
 * "北海道・根室発祥の「根室花まる」です", "「トリトン」も人気で": Japanese sets a name it weighs in corner brackets, as the sentence's
 * topic. The name joins the paragraphs' subjects, read as options when names among them say so (competitors.ts).
 */
export function addQuotedTopics(doc: AnswerDocument, line: Line, mentions: Mention[], inHead: Uint8Array): void {
  if (!hasKana(doc)) return;
  const { tokens, text } = doc;
  for (let from = line.firstToken; from < line.endToken; from++) {
    if (tokens[from]!.before !== OPENING_CORNER_BRACKET || inHead[from]) continue;
    let end = from + 1;
    while (end < line.endToken && end - from <= MAX_NAME_TOKENS && tokens[end]!.before === 0) end++;
    const after = tokens[end];
    if (!after || !isInCornerBrackets(tokens, from, end) || end - from > MAX_NAME_TOKENS || !AFTER_QUOTED_NAME.has(after.norm)) continue;
    if (after.norm === 'で' && tokens[end + 1]?.norm !== 'す') continue;
    if (PHRASE_ENDING.test(text.slice(tokens[from]!.start, tokens[end - 1]!.end))) continue;
    pushMention(tokens, from, end, Slot.Subject, PARAGRAPH_SUBJECTS, mentions, false, false);
    inHead.fill(1, from, end);
  }
}
