import { createAnalyzer } from '../index.js';
import type { AnalyzerOptions, BrandConfig } from '../index.js';

/** One answer analysed for a brand, as the rule tests write their examples. */
export const analyze = (answer: string, brand: BrandConfig, language: string, options: AnalyzerOptions = {}, prompt?: string) =>
  createAnalyzer(brand, options).analyze({ answer, citations: [], language, prompt });

/** The competitors' names the analysis reports for one example answer. */
export const names = (answer: string, brand: BrandConfig, language: string, options?: AnalyzerOptions, prompt?: string) =>
  analyze(answer, brand, language, options, prompt).competitors.map((competitor) => competitor.name);
