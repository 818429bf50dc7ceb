import type { AnswerDocument, Line } from './document.js';
import { hasKana } from './ideographs.js';
import { Slot, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { PARAGRAPH_SUBJECTS } from './paragraph-subjects.js';

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
