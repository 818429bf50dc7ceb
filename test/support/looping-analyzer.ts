// An analyzer that never returns on answers containing LOOP_FOREVER, as a hang in the analysis
// would: for tests of the time budget that keeps one answer from stalling a worker.
import { createAnalyzer as createRealAnalyzer } from '../../src/analysis/index.js';
import type { AnalyzerOptions, AnswerInput, BrandConfig } from '../../src/analysis/index.js';

export const LOOP_MARKER = 'LOOP_FOREVER';

export function createAnalyzer(brand: BrandConfig, options: AnalyzerOptions) {
  const real = createRealAnalyzer(brand, options);
  return {
    analyze(input: AnswerInput) {
      while (input.answer.includes(LOOP_MARKER)) {
        /* spin, as a runaway loop would */
      }
      return real.analyze(input);
    },
  };
}
