import { isNoCommonWord, makerOf, mayBeLearnedFromOneAnswer } from './tentative-names.js';

/**
 * A name the analysis put forward as an option in at least this many answers of a brand is
 * known for the brand: found in its other answers wherever written, as the brand's own name is.
 * One answer is not enough: a label taken for a name once would then be counted everywhere.
 */
export const KNOWN_AFTER_ANSWERS = 2;

export interface LearnedNames {
  /** Names put forward in at least KNOWN_AFTER_ANSWERS other answers. */
  known: string[];
  /**
   * Names put forward in one other answer only, and makers of products put forward in another, in a script without
   * capitals (tentative-names.ts).
   */
  tentative: string[];
  /** Names put forward in one other answer only, no common words: evidence of a name, not options (AnalyzerOptions). */
  putForwardOnce: string[];
}

/**
 * For each answer of one brand, the names learned from the brand's other answers: what the service
 * knows of the brand when that answer arrives last.
 */
export function learnedNames(namesByAnswer: readonly (readonly string[])[]): LearnedNames[] {
  const namesOf = namesByAnswer.map((names) => new Set(names));
  const makersOf = namesByAnswer.map((names) => new Set(makersToLearn(names)));
  const answersByName = answersByWord(namesOf);
  const answersByMaker = answersByWord(makersOf);
  return namesByAnswer.map((_, index) => {
    const learned: LearnedNames = { known: [], tentative: [], putForwardOnce: [] };
    for (const [name, answers] of answersByName) {
      const others = answers - (namesOf[index]!.has(name) ? 1 : 0);
      if (others >= KNOWN_AFTER_ANSWERS) learned.known.push(name);
      else if (others === 1) {
        if (mayBeLearnedFromOneAnswer(name)) learned.tentative.push(name);
        if (isNoCommonWord(name)) learned.putForwardOnce.push(name);
      }
    }
    for (const [maker, answers] of answersByMaker) {
      if (answers - (makersOf[index]!.has(maker) ? 1 : 0) >= 1 && !answersByName.has(maker)) learned.tentative.push(maker);
    }
    return learned;
  });
}

/** The makers the names open on ("위닉스" of "위닉스 타워 XQ"), but none that is itself one of the names. */
export function makersToLearn(names: Iterable<string>): string[] {
  const written = new Set(names);
  const makers = new Set<string>();
  for (const name of written) {
    const maker = makerOf(name);
    if (maker !== null && !written.has(maker)) makers.add(maker);
  }
  return [...makers];
}

function answersByWord(sets: readonly ReadonlySet<string>[]): Map<string, number> {
  const answers = new Map<string, number>();
  for (const words of sets) for (const word of words) answers.set(word, (answers.get(word) ?? 0) + 1);
  return answers;
}
