import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createAnalyzer } from './index.js';
import type { AnswerAnalysis, BrandConfig, TrackedCompetitor } from './index.js';
import { learnedNames } from './learned-names.js';

interface CorpusRecord {
  id: string;
  brand: BrandConfig & { trackedCompetitors?: TrackedCompetitor[] };
  answer: string;
  prompt?: string;
  citations?: { url: string; title?: string }[];
  language?: string;
}

async function readRecords(path: string): Promise<CorpusRecord[]> {
  const records: CorpusRecord[] = [];
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as CorpusRecord);
    } catch (error) {
      throw new Error(`${path}:${lineNumber}: not JSON: ${(error as Error).message}`);
    }
  }
  return records;
}

/** Lets signals and I/O in between answers, so `brandlens analyze` stops at once on Ctrl-C. */
const YIELD_EVERY = 64;
const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const brandOf = (record: CorpusRecord): BrandConfig => ({
  name: record.brand.name,
  aliases: record.brand.aliases ?? [],
  domain: record.brand.domain ?? null,
});

/**
 * Analyses every record of a JSONL answer corpus and writes one prediction line per record,
 * in input order, in the form the corpus scorer reads. A brand's records are analysed together,
 * as the service analyses a brand's answers: names put forward in its other answers are known
 * (see learned-names.ts). Returns the number of records analysed.
 */
export async function analyzeFile(
  path: string,
  write: (line: string) => void,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<number> {
  const records = await readRecords(path);
  const byBrand = new Map<string, number[]>();
  records.forEach((record, index) => {
    const key = JSON.stringify([brandOf(record), record.brand.trackedCompetitors ?? []]);
    const indexes = byBrand.get(key);
    if (indexes) indexes.push(index);
    else byBrand.set(key, [index]);
  });
  const results: AnswerAnalysis[] = [];
  // Each record is analysed twice: once to learn its brand's names, once with them.
  const total = records.length * 2;
  let done = 0;
  const step = async (): Promise<void> => {
    if (++done % YIELD_EVERY !== 0) return;
    onProgress(done, total);
    await pause();
  };
  for (const [key, indexes] of byBrand) {
    const [brand, trackedCompetitors] = JSON.parse(key) as [BrandConfig, TrackedCompetitor[]];
    const input = (index: number) => {
      const record = records[index]!;
      return { answer: record.answer, prompt: record.prompt, citations: record.citations ?? [], language: record.language ?? '' };
    };
    const discovery = createAnalyzer(brand, { trackedCompetitors });
    const discovered: string[][] = [];
    for (const index of indexes) {
      discovered.push(discovery.analyze(input(index)).competitors.map((competitor) => competitor.name));
      await step();
    }
    const learned = learnedNames(discovered);
    for (let k = 0; k < indexes.length; k++) {
      results[indexes[k]!] = createAnalyzer(brand, {
        knownCompetitors: learned[k]!.known,
        tentativeCompetitors: learned[k]!.tentative,
        namesPutForwardOnce: learned[k]!.putForwardOnce,
        trackedCompetitors,
      }).analyze(input(indexes[k]!));
      await step();
    }
  }
  onProgress(total, total);
  records.forEach((record, index) => {
    const analysis = results[index]!;
    write(
      JSON.stringify({
        id: record.id,
        brandMentioned: analysis.brandMentioned,
        brandPosition: analysis.brandPosition,
        competitors: analysis.competitors.map((competitor) => competitor.name),
        sources: analysis.sources.map((source) => source.url),
      }),
    );
  });
  return records.length;
}
