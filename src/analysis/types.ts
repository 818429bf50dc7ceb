import type { Source } from './urls.js';

export interface BrandConfig {
  name: string;
  aliases: string[];
  domain: string | null;
}

export interface AnalyzerOptions {
  /** Names already learned about the brand's market from earlier answers. */
  knownCompetitors?: string[];
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
}

export interface AnswerAnalysis {
  brandMentioned: boolean;
  mentionCount: number;
  brandPosition: number | null;
  competitors: CompetitorResult[];
  sources: Source[];
  brandDomainCited: boolean;
}
