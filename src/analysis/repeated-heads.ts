import type { AnswerDocument } from './document.js';
import { Recurrences } from './ideographs.js';
import { Slot } from './mention.js';
import type { Mention } from './mention.js';

const key = (doc: AnswerDocument, mention: Mention): string => {
  const words: string[] = [];
  for (let i = mention.firstToken; i < mention.writtenEnd; i++) words.push(doc.tokens[i]!.norm);
  return words.join(' ');
};

/**
 * Heads written the same in several lists and nowhere else: "**Price:** …", "**Cons:** …", "**售价**：…" under
 * every option. An option gets one section and is named again in prose or a table; a label heads each of them.
 */
export function repeatedLabelHeads(doc: AnswerDocument, mentions: readonly Mention[]): Set<Mention> {
  const groupsByKey = new Map<string, { groups: Set<number>; mentions: Mention[] }>();
  for (const mention of mentions) {
    if (mention.slot !== Slot.ListHead || mention.group === -1) continue;
    const headKey = key(doc, mention);
    let entry = groupsByKey.get(headKey);
    if (!entry) groupsByKey.set(headKey, (entry = { groups: new Set(), mentions: [] }));
    entry.groups.add(mention.group);
    entry.mentions.push(mention);
  }
  const labels = new Set<Mention>();
  const recurrences = new Recurrences(doc);
  for (const { groups, mentions: heads } of groupsByKey.values()) {
    if (groups.size < 2) continue;
    const first = heads[0]!;
    const words: string[] = [];
    for (let i = first.firstToken; i < first.writtenEnd; i++) words.push(doc.tokens[i]!.norm);
    // Written on no line but its own heads.
    if (recurrences.lines(words, heads.length + 1) > heads.length) continue;
    for (const head of heads) labels.add(head);
  }
  return labels;
}
