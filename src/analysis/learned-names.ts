import { mayBeLearnedFromOneAnswer } from './tentative-names.js';

/**
 * A name the analysis put forward as an option in at least this many answers of a brand is
 * known for the brand: found in its other answers wherever written, as the brand's own name is.
 * One answer is not enough: a label taken for a name once would then be counted everywhere.
 */
export const KNOWN_AFTER_ANSWERS = 2;

export interface LearnedNames {
  /** Names put forward in at least KNOWN_AFTER_ANSWERS other answers. */
  known: string[];
  /** Names put forward in one other answer only, in a script without capitals (tentative-names.ts). */
  tentative: string[];
}

/**
 * For each answer of one brand, the names learned from the brand's other answers: what the service
 * knows of the brand when that answer arrives last.
 */
export function learnedNames(namesByAnswer: readonly (readonly string[])[]): LearnedNames[] {
  const answersByName = new Map<string, number>();
  for (const names of namesByAnswer) for (const name of new Set(names)) answersByName.set(name, (answersByName.get(name) ?? 0) + 1);
  return namesByAnswer.map((names) => {
    const own = new Set(names);
    const learned: LearnedNames = { known: [], tentative: [] };
    for (const [name, answers] of answersByName) {
      const others = answers - (own.has(name) ? 1 : 0);
      if (others >= KNOWN_AFTER_ANSWERS) learned.known.push(name);
      else if (others === 1 && mayBeLearnedFromOneAnswer(name)) learned.tentative.push(name);
    }
    return learned;
  });
}
