import type { Source } from './urls.js';

export interface BrandConfig {
  name: string;
  aliases: string[];
  domain: string | null;
}

export interface TrackedCompetitor {
  name: string;
  aliases?: string[];
}

export interface AnalyzerOptions {
  /** Names already learned about the brand's market from earlier answers. */
  knownCompetitors?: string[];
  /**
   * Names put forward in one earlier answer only, written without capitals (hangul, kana, ideographs): known where an
   * answer writes them in prose as a word of their own (tentative-names.ts).
   */
  tentativeCompetitors?: string[];
  /**
   * Names put forward in one earlier answer only, in any script: evidence that the words are a name where an answer
   * writes them, not an option by themselves, as a label taken for a name once would then be counted everywhere.
   */
  namesPutForwardOnce?: string[];
  /** The user's competitors: found like the brand (every name and alias) in every answer, reported by `name`. */
  trackedCompetitors?: TrackedCompetitor[];
  /** Names the user ignores: never reported, never counted in positions. */
  ignoredNames?: string[];
}

export interface AnswerInput {
  answer: string;
  /** The question the answer replies to, when known. */
  prompt?: string;
  citations: { url: string; title?: string }[];
  language: string;
}

export interface CompetitorResult {
  name: string;
  position: number;
  mentionCount: number;
  /** Registrable domain of the competitor's site: a link on its name, or a cited site whose domain spells it. */
  domain: string | null;
  /** Start and end offsets (JavaScript string indices) in the answer of each occurrence counted, in pairs. */
  spans: number[];
}

export interface AnswerAnalysis {
  brandMentioned: boolean;
  mentionCount: number;
  /** Start and end offsets in the answer of each mention of the brand counted, in pairs. */
  brandSpans: number[];
  brandPosition: number | null;
  competitors: CompetitorResult[];
  sources: Source[];
  brandDomainCited: boolean;
}
