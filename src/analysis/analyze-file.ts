import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createAnalyzer } from './index.js';
import type { Analyzer, BrandConfig } from './index.js';

interface CorpusRecord {
  id: string;
  brand: BrandConfig;
  answer: string;
  citations?: { url: string; title?: string }[];
  language?: string;
}

/**
 * Analyses every record of a JSONL answer corpus and writes one prediction line per
 * record in the form the corpus scorer reads. Returns the number of records analysed.
 */
export async function analyzeFile(path: string, write: (line: string) => void): Promise<number> {
  const analyzers = new Map<string, Analyzer>();
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let count = 0;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (!line.trim()) continue;
    let record: CorpusRecord;
    try {
      record = JSON.parse(line) as CorpusRecord;
    } catch (error) {
      throw new Error(`${path}:${lineNumber}: not JSON: ${(error as Error).message}`);
    }
    const brand: BrandConfig = { name: record.brand.name, aliases: record.brand.aliases ?? [], domain: record.brand.domain ?? null };
    const key = JSON.stringify(brand);
    let analyzer = analyzers.get(key);
    if (!analyzer) {
      analyzer = createAnalyzer(brand);
      analyzers.set(key, analyzer);
    }
    const analysis = analyzer.analyze({ answer: record.answer, citations: record.citations ?? [], language: record.language ?? '' });
    write(
      JSON.stringify({
        id: record.id,
        brandMentioned: analysis.brandMentioned,
        brandPosition: analysis.brandPosition,
        competitors: analysis.competitors.map((competitor) => competitor.name),
        sources: analysis.sources.map((source) => source.url),
      }),
    );
    count++;
  }
  return count;
}
