import type { AnswerDocument } from './document.js';
import { isLabelTail } from './label-tails.js';
import { Recurrences } from './recurrences.js';
import { Slot } from './mention.js';
import type { Mention } from './mention.js';
import { tokenNorms } from './shapes.js';

const ENUMERATION_COMMA = /^[*_]*\s*[,，、]/u;

/**
 * Heads written the same in several lists and nowhere else: "**Price:** …", "**Cons:** …", "**售价**：…" under
 * every option. An option gets one section and is named again in prose or a table; a label heads each of them.
 */
export function repeatedLabelHeads(doc: AnswerDocument, mentions: readonly Mention[]): Set<Mention> {
  const groupsByKey = new Map<string, { groups: Set<number>; mentions: Mention[] }>();
  for (const mention of mentions) {
    // A label's tail is a name written after a head, not a head: it shows the head is written elsewhere too.
    if (mention.slot !== Slot.ListHead || mention.group === -1 || isLabelTail(mention.group)) continue;
    // "**대표 브랜드: 풀무원, 해태 고향만두, 비비고**": a head followed by a comma opens an enumeration of names, not a labelled line.
    if (ENUMERATION_COMMA.test(doc.text.slice(doc.tokens[mention.writtenEnd - 1]!.end, doc.tokens[mention.writtenEnd - 1]!.end + 3)))
      continue;
    const headKey = tokenNorms(doc.tokens, mention.firstToken, mention.writtenEnd).join(' ');
    let entry = groupsByKey.get(headKey);
    if (!entry) groupsByKey.set(headKey, (entry = { groups: new Set(), mentions: [] }));
    entry.groups.add(mention.group);
    entry.mentions.push(mention);
  }
  const labels = new Set<Mention>();
  const recurrences = new Recurrences(doc);
  for (const { groups, mentions: heads } of groupsByKey.values()) {
    if (groups.size < 2) continue;
    const words = tokenNorms(doc.tokens, heads[0]!.firstToken, heads[0]!.writtenEnd);
    // Written on no line but its own heads.
    if (recurrences.lines(words, heads.length + 1) > heads.length) continue;
    for (const head of heads) labels.add(head);
  }
  return labels;
}
