import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerArbitrary, stressShapes } from '../../test/support/answer-arbitraries.js';
import { createAnalyzer, MAX_ANALYSED_CHARS } from './index.js';
import type { AnswerAnalysis } from './index.js';

const analyzer = createAnalyzer({ name: 'Acme', aliases: ['Acme Cloud'], domain: 'acme.com' }, { knownCompetitors: ['Zoho', 'HubSpot'] });
const analyze = (answer: string, language = 'en'): AnswerAnalysis =>
  analyzer.analyze({ answer, prompt: 'Acme vs Zoho: which is better?', citations: [{ url: 'https://acme.com/pricing' }], language });

function expectWellFormed(result: AnswerAnalysis): void {
  expect(result.brandMentioned).toBe(result.mentionCount > 0);
  expect(result.brandPosition === null).toBe(!result.brandMentioned);
  const positions = [
    ...result.competitors.map((competitor) => competitor.position),
    ...(result.brandPosition ? [result.brandPosition] : []),
  ];
  expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, index) => index + 1));
  for (const competitor of result.competitors) {
    expect(competitor.name.trim()).not.toBe('');
    expect(competitor.mentionCount).toBeGreaterThanOrEqual(1);
  }
  for (const source of result.sources) expect(typeof source.normalizedUrl).toBe('string');
}

/**
 * The least CPU time of a few runs of `work`. CPU time, not wall time: beside other test files on two cores a long
 * analysis is preempted more often than a short one, which wall time counts as work.
 */
function fastestMs(work: () => void, runs = 5): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    work();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1e3);
  }
  return best;
}

describe('analysis of any answer', () => {
  it('never throws and always answers well-formed, on generated Markdown of every kind', () => {
    fc.assert(
      fc.property(answerArbitrary, fc.constantFrom('en', 'de', 'ja', 'zh', 'ko', 'ar', 'he', ''), (answer, language) => {
        expectWellFormed(analyze(answer, language));
      }),
      { seed: 20261124, numRuns: 1_000 },
    );
  });

  it('reads at most MAX_ANALYSED_CHARS of an answer', () => {
    const tail = ' Zoho is the best pick.';
    const result = analyze('a'.repeat(MAX_ANALYSED_CHARS) + tail);
    expect(result.competitors).toEqual([]);
  });

  // The same characters as one answer and as 32 answers a 32nd as long: linear work takes as long either way, a
  // quadratic step 32 times longer as one. Both runs last as long, so what else the machine runs (preemption, caches)
  // weighs on both alike. One long answer of CJK, a token a character, still costs up to about 3× as much: its tokens
  // outlive the young generation and the collector marks them. The limit of 4 allows about 2.6× per doubling of the length.
  // Each shape gets three tries.
  it.each(Object.keys(stressShapes))('grows linearly on %s', (shape) => {
    const make = stressShapes[shape]!;
    const PARTS = 32;
    const whole = make(100_000);
    const part = make(100_000 / PARTS);
    const asParts = (): void => {
      for (let i = 0; i < PARTS; i++) analyze(part);
    };
    const ratio = (): number => fastestMs(() => analyze(whole)) / Math.max(fastestMs(asParts), 0.5);
    const growth = Math.min(ratio(), ratio(), ratio());
    expect(growth, `${shape}: one answer took ${growth.toFixed(1)}× the time of ${PARTS} answers 1/${PARTS} as long`).toBeLessThan(4);
  });
});
