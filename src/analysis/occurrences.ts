import { Flag } from './document.js';
import type { AnswerDocument } from './document.js';
import type { Entity } from './entities.js';
import { Slot } from './mention.js';
import type { Mention } from './mention.js';
import { isPrefix, tokenNorms } from './shapes.js';

export interface EntityOccurrences {
  /** Token index of the first mention. */
  first: number;
  count: number;
  /** Where each occurrence counted is written: start and end offsets in the answer, in pairs. */
  spans: number[];
}

interface Form {
  words: readonly string[];
  entity: number;
  /** Shorter than another form of its entity and never a mention alone: "Hamburg" of "Hamburg Energie". */
  shortened: boolean;
}

/**
 * Finds every occurrence of the chosen entities' names, wherever written, to order them
 * by first mention and count them. Names written capitalised must be capitalised to count,
 * so "current fees" is not a mention of "Current".
 */
export function countOccurrences(doc: AnswerDocument, entities: readonly Entity[]): Map<Entity, EntityOccurrences> {
  const result = new Map<Entity, EntityOccurrences>();
  // A handful of names per answer: forms indexed by first word, longest first, beat building an automaton.
  const formsByFirstWord = new Map<string, Form[]>();
  const lowercaseAllowed: boolean[] = [];
  const mentionStarts: Array<ReadonlySet<number>> = [];
  entities.forEach((entity, index) => {
    const mentions = entity.mentions.filter((mention) => !isShortenedSubject(doc, entity, mention));
    // "## Obsidian" makes "Obsidian" a name wherever written, though "Obsidian Sync" is written too; "Hamburg hat…" does not.
    const writtenAsHead = (words: readonly string[]): boolean =>
      mentions.some(
        (mention) =>
          mention.slot !== Slot.Prose &&
          mention.slot !== Slot.Subject &&
          mention.endToken - mention.firstToken === words.length &&
          words.every((word, k) => doc.tokens[mention.firstToken + k]!.norm === word),
      );
    for (const words of entity.forms) {
      const shortened = entity.forms.some((other) => other.length > words.length && isPrefix(words, other)) && !writtenAsHead(words);
      const form = { words, entity: index, shortened };
      const forms = formsByFirstWord.get(words[0]!);
      if (forms) forms.push(form);
      else formsByFirstWord.set(words[0]!, [form]);
    }
    mentionStarts.push(new Set(mentions.map((mention) => mention.firstToken)));
    lowercaseAllowed.push(mentions.some((mention) => (doc.tokens[mention.firstToken]!.flags & Flag.Lowercase) !== 0));
    let first = Number.MAX_SAFE_INTEGER;
    for (const mention of mentions) first = Math.min(first, mention.firstToken);
    result.set(entity, { first, count: 0, spans: [] });
  });
  for (const forms of formsByFirstWord.values()) forms.sort((a, b) => b.words.length - a.words.length);
  const tokens = doc.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const forms = formsByFirstWord.get(tokens[i]!.norm);
    // "E-Bike" holds no mention of "Bike": a name does not start inside a hyphenated word.
    if (!forms || (tokens[i]!.flags & Flag.Joined && !mentionStarts.some((starts) => starts.has(i)))) continue;
    const form = forms.find(({ words }) =>
      words.every((word, k) => tokens[i + k]?.norm === word && tokens[i + k]!.line === tokens[i]!.line),
    );
    if (!form || (tokens[i]!.flags & Flag.Lowercase && !lowercaseAllowed[form.entity])) continue;
    // A shorter form where the answer wrote no name ("Hamburg hat …" before "Hamburg Energie") is the word, not the option.
    if (form.shortened && !mentionStarts[form.entity]!.has(i)) continue;
    const occurrences = result.get(entities[form.entity]!)!;
    occurrences.count++;
    occurrences.first = Math.min(occurrences.first, i);
    occurrences.spans.push(tokens[i]!.start, tokens[i + form.words.length - 1]!.end);
    i += form.words.length - 1;
  }
  // A name seen only where its forms do not match word for word (a head cut short) still counts once, where first seen.
  for (const [entity, occurrences] of result) {
    if (occurrences.count > 0) continue;
    occurrences.count = 1;
    const mention = entity.mentions.find((candidate) => candidate.firstToken === occurrences.first)!;
    occurrences.spans.push(tokens[mention.firstToken]!.start, tokens[mention.endToken - 1]!.end);
  }
  return result;
}

/**
 * "Hamburg hat eine große Auswahl …" before "Hamburg Energie": a paragraph's subject shorter than the option's name is the
 * word, unless written in capitals alone.
 */
export function isShortenedSubject(doc: AnswerDocument, entity: Entity, mention: Mention): boolean {
  if (mention.slot !== Slot.Subject) return false;
  // "ADP is better for …" before "ADP RUN": an acronym is no word, but the option's name cut short.
  const first = doc.tokens[mention.firstToken]!;
  if (mention.endToken - mention.firstToken === 1 && first.flags & Flag.AllCaps && first.end - first.start >= 2) return false;
  const words = tokenNorms(doc.tokens, mention.firstToken, mention.endToken);
  return entity.forms.some((form) => form.length > words.length && isPrefix(words, form));
}
