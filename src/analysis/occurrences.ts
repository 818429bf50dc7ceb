import { TokenAutomaton } from './automaton.js';
import { Flag } from './document.js';
import type { AnswerDocument } from './document.js';
import type { Entity } from './entities.js';

export interface EntityOccurrences {
  /** Token index of the first mention. */
  first: number;
  count: number;
}

/**
 * Finds every occurrence of the chosen entities' names, wherever written, to order them
 * by first mention and count them. Names written capitalised must be capitalised to count,
 * so "current fees" is not a mention of "Current".
 */
export function countOccurrences(doc: AnswerDocument, entities: readonly Entity[]): Map<Entity, EntityOccurrences> {
  const result = new Map<Entity, EntityOccurrences>();
  const patterns: Array<{ norms: string[]; value: number }> = [];
  const lowercaseAllowed: boolean[] = [];
  entities.forEach((entity, index) => {
    for (const form of entity.forms) patterns.push({ norms: form, value: index });
    lowercaseAllowed.push(entity.mentions.some((mention) => (doc.tokens[mention.firstToken]!.flags & Flag.Lowercase) !== 0));
    let first = Number.MAX_SAFE_INTEGER;
    for (const mention of entity.mentions) first = Math.min(first, mention.firstToken);
    result.set(entity, { first, count: 0 });
  });
  if (patterns.length === 0) return result;
  for (const match of new TokenAutomaton(patterns).findAll(doc.tokens)) {
    if (doc.tokens[match.firstToken]!.flags & Flag.Lowercase && !lowercaseAllowed[match.value]) continue;
    const occurrences = result.get(entities[match.value]!)!;
    occurrences.count++;
    occurrences.first = Math.min(occurrences.first, match.firstToken);
  }
  for (const occurrences of result.values()) occurrences.count = Math.max(occurrences.count, 1);
  return result;
}
