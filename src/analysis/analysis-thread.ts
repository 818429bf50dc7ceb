// A worker thread that analyses answers for the main thread (see thread-pool.ts). It builds one
// analyzer per brand signature and keeps a bounded number of them.
import { parentPort, workerData } from 'node:worker_threads';
import type { AnalyzerOptions, AnswerAnalysis, AnswerInput, BrandConfig } from './types.js';

export interface ThreadRequest {
  id: number;
  /** Identifies brand and options: the thread builds the analyzer once per key. */
  key: string;
  brand: BrandConfig;
  options: AnalyzerOptions;
  input: AnswerInput;
}

/** The first message says the analyzer module is loaded: answers are timed from then on, not from a cold start. */
export type ThreadReply = { ready: true } | { id: number; result: AnswerAnalysis } | { id: number; error: string };

interface AnalyzerModule {
  createAnalyzer(brand: BrandConfig, options: AnalyzerOptions): { analyze(input: AnswerInput): AnswerAnalysis };
}

const MAX_ANALYZERS = 256;
const { analyzerModule } = workerData as { analyzerModule: string };
const { createAnalyzer } = (await import(analyzerModule)) as AnalyzerModule;
const analyzers = new Map<string, ReturnType<AnalyzerModule['createAnalyzer']>>();

parentPort!.on('message', (request: ThreadRequest) => {
  try {
    let analyzer = analyzers.get(request.key);
    if (!analyzer) {
      if (analyzers.size >= MAX_ANALYZERS) analyzers.clear();
      analyzer = createAnalyzer(request.brand, request.options);
      analyzers.set(request.key, analyzer);
    }
    parentPort!.postMessage({ id: request.id, result: analyzer.analyze(request.input) } satisfies ThreadReply);
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies ThreadReply);
  }
});

parentPort!.postMessage({ ready: true } satisfies ThreadReply);
