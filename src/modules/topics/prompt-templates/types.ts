/** The buyer intents every language covers, in the order their prompts are returned. */
export const PROMPT_INTENTS = ['best', 'comparison', 'alternatives', 'howToChoose', 'price', 'useCase', 'persona'] as const;

export type PromptIntent = (typeof PROMPT_INTENTS)[number];

/** A question-shaped seed and how to rebuild the noun phrase it asks about (a `String.replace` replacement). */
export type SubjectPattern = readonly [pattern: RegExp, subject: string];

/**
 * Everything the offline prompt generator needs for one language.
 *
 * Templates use `{subject}` (the seed as a noun phrase, casing kept), `{market}` (a phrase such as
 * "in Germany", left out when the country is unknown, so it must read well when removed) and, where the
 * language defines `pluralize`, `{subjects}`. Templates carry no question mark: the generator appends
 * `questionMark` so every prompt ends the same way.
 */
export interface PromptLanguage {
  questionMark: string;
  /** Opening mark some languages put before a question ("¿"), added unless the template already places it. */
  openingMark?: string;
  /** Locative phrase per ISO 3166-1 alpha-2 code, already inflected ("en France", "in der Schweiz"). */
  marketPhrases: Readonly<Record<string, string>>;
  /** Subject used when nothing is left of the seed once brand names and search words are removed. */
  genericSubject: string;
  /**
   * A subject starting with a preposition ("for startups") lost its head noun with the brand name it was;
   * it is then appended to `genericSubject` ("solution for startups").
   */
  headlessStart?: RegExp;
  /** Tells a question seed typed without its question mark from a noun phrase. */
  questionStart: RegExp;
  /** Question seeds the generator knows how to turn back into a noun phrase; the first match wins. */
  subjectPatterns: readonly SubjectPattern[];
  /** Question words, auxiliaries and pronouns removed from a question no subject pattern recognises. */
  questionFiller: RegExp;
  /** Search-engine words before the subject ("best", "top 10", "meilleure") that the templates already express. */
  leadingNoise: RegExp;
  /** Search-engine words after the subject ("reviews", "kaufen", "pas cher", a year). */
  trailingNoise: RegExp;
  /** Alternation of words that only made sense next to a brand name ("like", "vs", "alternatives to"). */
  brandConnectors: string;
  templates: Readonly<Record<PromptIntent, readonly string[]>>;
  pluralize?: (subject: string) => string;
  /** Last language-specific touch on a filled template, such as French elision. */
  finalize?: (prompt: string) => string;
}
