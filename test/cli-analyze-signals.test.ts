import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, spawnEntryPoint } from './support/processes.js';

const corpus = readFileSync(path.resolve(REPO_ROOT, '../shared/corpus/answers.dev.jsonl'), 'utf8').trim().split('\n');
const dir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-signals-'));
// Enough answers to keep the command busy for many seconds.
const file = path.join(dir, 'answers.jsonl');
writeFileSync(
  file,
  `${Array.from({ length: 60_000 }, (_, i) => corpus[i % corpus.length]!.replace(/"id": "[^"]+"/, `"id": "a${i}"`)).join('\n')}\n`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `brandlens analyze` on the big file, signals it once it is under way, and reports how it ended. */
function interrupt(signal: NodeJS.Signals): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnEntryPoint('src/cli.ts', ['analyze', file], {});
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // The first progress line says the analysis is under way.
    child.stderr!.once('data', () => child.kill(signal));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('brandlens analyze', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    'stops at once on %s, mid-file, leaving no partial line',
    async (signal, code) => {
      const result = await interrupt(signal);
      expect(result.code).toBe(code);
      const lines = result.stdout.split('\n').filter(Boolean);
      expect(lines.length).toBeLessThan(60_000);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    },
    60_000,
  );
});
