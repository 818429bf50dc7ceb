// Throughput of answer analysis against a pass that only lower-cases and splits answers
// into words, both over the dev corpus repeated to 20,000 answers in this process.
//
//   npx tsx bench/analysis.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAnalyzer } from '../src/analysis/index.js';
import type { Analyzer, BrandConfig } from '../src/analysis/index.js';

const TARGET_ANSWERS = 20_000;
const TARGET_RATE = 5_000;
const TARGET_RATIO = 10;

interface CorpusRecord {
  brand: BrandConfig;
  answer: string;
  citations: { url: string; title?: string }[];
  language: string;
}

const corpusPath = path.resolve(import.meta.dirname, '../../shared/corpus/answers.dev.jsonl');
const records = readFileSync(corpusPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as CorpusRecord);
const workload = Array.from({ length: TARGET_ANSWERS }, (_, i) => records[i % records.length]!);

const analyzers = new Map<string, Analyzer>();
const analyzerFor = (brand: BrandConfig): Analyzer => {
  const key = JSON.stringify(brand);
  let analyzer = analyzers.get(key);
  if (!analyzer) {
    analyzer = createAnalyzer(brand);
    analyzers.set(key, analyzer);
  }
  return analyzer;
};

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

function baseline(): number {
  let words = 0;
  for (const record of workload) words += record.answer.toLowerCase().split(WORD_SPLIT).length;
  return words;
}

function analysis(): number {
  let mentions = 0;
  for (const record of workload) {
    const result = analyzerFor(record.brand).analyze({ answer: record.answer, citations: record.citations, language: record.language });
    mentions += result.mentionCount + result.competitors.length;
  }
  return mentions;
}

/** Best of several runs, after a warm-up, in answers per second. */
function measure(run: () => number): number {
  run();
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return workload.length / best;
}

const baselineRate = measure(baseline);
const analysisRate = measure(analysis);
const ratio = baselineRate / analysisRate;
const meetsTargets = analysisRate >= TARGET_RATE && ratio <= TARGET_RATIO;
console.log(
  `analysis: ${Math.round(analysisRate)} answers/s; baseline: ${Math.round(baselineRate)} answers/s; ` +
    `ratio ${ratio.toFixed(1)}x (target <= ${TARGET_RATIO}x, >= ${TARGET_RATE}/s) ${meetsTargets ? 'OK' : 'BELOW TARGET'}`,
);
