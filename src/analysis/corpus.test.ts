import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFile } from './analyze-file.js';

const corpusDir = path.resolve(import.meta.dirname, '../../../shared/corpus');
const corpusPath = path.join(corpusDir, 'answers.dev.jsonl');
const scorerPath = path.join(corpusDir, 'score.mjs');

interface Scores {
  answers: number;
  mentionAccuracy: number;
  positionAccuracy: number;
  competitorRecall: number;
  competitorPrecision: number;
  sourceRecall: number;
  sourcePrecision: number;
}

// Slightly under the targets (99 / 95 / 92 / 92 / 99 / 99), so a regression fails while
// the hidden set, not this one, stays the measure.
const FLOORS: Array<[keyof Scores, number]> = [
  ['mentionAccuracy', 0.985],
  ['positionAccuracy', 0.94],
  ['competitorPrecision', 0.9],
  ['competitorRecall', 0.9],
  ['sourcePrecision', 0.985],
  ['sourceRecall', 0.985],
];

describe('dev corpus', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'brandlens-analysis-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('meets the accuracy floors under the corpus scorer', async () => {
    const lines: string[] = [];
    const count = await analyzeFile(corpusPath, (line) => lines.push(line));
    expect(count).toBeGreaterThan(0);
    const predictionsPath = path.join(workDir, 'predictions.jsonl');
    writeFileSync(predictionsPath, `${lines.join('\n')}\n`);

    const output = execFileSync(process.execPath, [scorerPath, corpusPath, predictionsPath, '--json'], { encoding: 'utf8' });
    const scores = JSON.parse(output.trim().split('\n').pop()!) as Scores;
    expect(scores.answers).toBe(count);
    for (const [metric, floor] of FLOORS) {
      expect.soft(scores[metric], `${metric} ${(100 * scores[metric]).toFixed(1)}%`).toBeGreaterThanOrEqual(floor);
    }
  });
});
