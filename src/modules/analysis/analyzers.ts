import type { AnswerAnalysis, AnswerInput } from '../../analysis/index.js';
import type { AnalysisThreads } from '../../analysis/thread-pool.js';
import type { Db } from '../../db/client.js';
import { competitorOptions, type AnalysedBrand } from './repository.js';

// Competitors learned from new answers join a brand's automaton within this time.
const REFRESH_MS = 60_000;

/** A brand's analysis, run on the analysis threads within their time budget. */
export interface BrandAnalyzer {
  analyze(input: AnswerInput): Promise<AnswerAnalysis>;
}

/**
 * One analyzer per brand, rebuilt when the brand's names or competitor list change or its learned competitors may have
 * grown; and the brand's competitor ids by key, which change only with the competitor list, so storing an answer need
 * not look them up.
 */
export class AnalyzerCache {
  private readonly entries = new Map<string, { signature: string; builtAt: number; analyzer: BrandAnalyzer }>();
  private readonly competitorIds = new Map<string, Map<string, string>>();
  private builds = 0;

  constructor(
    private readonly db: Db,
    private readonly threads: AnalysisThreads,
  ) {}

  async forBrand(brand: AnalysedBrand): Promise<BrandAnalyzer> {
    const signature = JSON.stringify([brand.name, brand.aliases, brand.domain, brand.competitorsVersion]);
    const cached = this.entries.get(brand.id);
    if (cached && cached.signature === signature && Date.now() - cached.builtAt < REFRESH_MS) return cached.analyzer;
    // A changed competitor list may have renamed, merged or deleted rows: their ids are read again.
    if (cached && cached.signature !== signature) this.competitorIds.delete(brand.id);
    const options = await competitorOptions(this.db, brand.accountId, brand.id);
    const config = { name: brand.name, aliases: brand.aliases, domain: brand.domain };
    // The threads build the analyzer once per key: a new key for every rebuild.
    const key = `${brand.id}#${++this.builds}`;
    const analyzer: BrandAnalyzer = { analyze: (input) => this.threads.analyze(key, config, options, input) };
    this.entries.set(brand.id, { signature, builtAt: Date.now(), analyzer });
    return analyzer;
  }

  competitorIdsOf(brandId: string): Map<string, string> {
    let ids = this.competitorIds.get(brandId);
    if (!ids) this.competitorIds.set(brandId, (ids = new Map()));
    return ids;
  }
}
