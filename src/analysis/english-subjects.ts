import { Flag, LineKind } from './document.js';
import type { EvidenceContext } from './evidence.js';
import { FUNCTION_WORDS } from './lexicon.js';
import type { Mention } from './mention.js';

/** Adverbs between a subject and its verb: "BSNL currently has …". */
const ADVERBS = new Set(['also', 'now', 'still', 'currently', 'often', 'usually', 'generally', 'typically', 'even']);
/** Words ending on "s" that are no verb of the present: "Credit Karma's", "This plus", "It was". */
const NO_VERBS = new Set(['its', 'this', 'plus', 'was']);

/**
 * "Credit Karma shows your spending", "Standard Notes takes privacy further": in English prose, a name of capitalised
 * words opening a sentence before a verb of the present names what the sentence is about. Only in a paragraph: a list
 * item's fragment puts plural nouns there ("- Managed WordPress plans with …").
 */
export function isEnglishSubjectOfVerb(context: EvidenceContext, mention: Mention): boolean {
  if (context.language !== 'en') return false;
  const { tokens, lines } = context.doc;
  const first = tokens[mention.firstToken]!;
  if (!(first.flags & Flag.SentenceStart) || lines[first.line]!.kind !== LineKind.Paragraph || FUNCTION_WORDS.has(first.norm)) return false;
  let at = mention.endToken;
  if (ADVERBS.has(tokens[at]?.norm ?? '')) at++;
  const verb = tokens[at];
  if (!verb || verb.line !== first.line || verb.before !== 0 || !(verb.flags & Flag.Lowercase)) return false;
  return verb.norm.length >= 3 && verb.norm.endsWith('s') && !verb.norm.endsWith('ss') && !NO_VERBS.has(verb.norm);
}
