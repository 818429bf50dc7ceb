import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './analysis-thread.js';
import type { AnalyzerOptions, AnswerAnalysis, AnswerInput, BrandConfig } from './types.js';

/** An answer whose analysis took longer than the budget: its thread was stopped to free the worker. */
export class AnalysisTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The answer's analysis took longer than ${timeoutMs} ms and was stopped`);
    this.name = 'AnalysisTimeoutError';
  }
}

export interface AnalysisThreadOptions {
  threads: number;
  timeoutMs: number;
  /** The module whose `createAnalyzer` the threads use: this package's analyzer unless a test swaps it. */
  analyzerModule?: URL;
}

interface Job {
  request: Omit<ThreadRequest, 'id'>;
  resolve(result: AnswerAnalysis): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

const MAX_FAILED_STARTS = 3;

// From source (tests, tsx) the thread is TypeScript too and needs tsx's loader; from dist it is plain JavaScript.
const fromSource = import.meta.url.endsWith('.ts');
const extension = fromSource ? '.ts' : '.js';
const threadUrl = new URL(`./analysis-thread${extension}`, import.meta.url);
const defaultAnalyzerModule = new URL(`./index${extension}`, import.meta.url);

/** From source, a thread first registers tsx's loader (a thread's execArgv cannot), then loads the TypeScript thread. */
function sourceBootstrap(): URL {
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const code = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(threadUrl.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/**
 * Answer analysis on worker threads, each answer within a time budget. A thread whose answer runs
 * over is terminated (nothing else stops synchronous code), the answer fails with
 * AnalysisTimeoutError, and a fresh thread takes the next answer: no answer can stall a worker.
 */
export class AnalysisThreads {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Threads whose analyzer module is loaded: only they are given answers, so a cold start is not timed. */
  private readonly ready = new WeakSet<Worker>();
  /** Threads that failed before any thread loaded: a module that cannot load is not started over and over. */
  private failedStarts = 0;
  private loaded = false;
  private broken: Error | null = null;

  constructor(private readonly options: AnalysisThreadOptions) {
    for (let i = 0; i < Math.max(1, options.threads); i++) this.slots.push({ worker: this.spawn(), job: null });
    this.dispatch();
  }

  analyze(key: string, brand: BrandConfig, options: AnalyzerOptions, input: AnswerInput): Promise<AnswerAnalysis> {
    if (this.closed) return Promise.reject(new Error('The analysis threads are closed'));
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { key, brand, options, input }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The analysis threads were closed'));
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.job) {
          clearTimeout(slot.job.timer);
          slot.job.reject(new Error('The analysis threads were closed'));
          slot.job = null;
        }
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Worker {
    const workerData = { analyzerModule: (this.options.analyzerModule ?? defaultAnalyzerModule).href };
    const worker = fromSource ? new Worker(sourceBootstrap(), { workerData }) : new Worker(threadUrl, { workerData });
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        this.ready.add(worker);
        this.loaded = true;
        this.dispatch();
      } else this.settle(worker, reply);
    });
    worker.on('error', (error) => this.replace(worker, error));
    // A thread is only meant to end when terminated; one that exits on its own is replaced.
    worker.on('exit', () => this.replace(worker, new Error('The analysis thread exited')));
    return worker;
  }

  private dispatch(): void {
    // Threads keep the process alive while answers wait for them, and only then.
    const busy = this.queue.length > 0 || this.slots.some((slot) => slot.job);
    for (const slot of this.slots) {
      if (busy) slot.worker.ref();
      else slot.worker.unref();
    }
    for (const slot of this.slots) {
      if (slot.job || !this.ready.has(slot.worker) || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => this.expire(slot), this.options.timeoutMs);
      slot.job = { ...job, id, timer };
      slot.worker.postMessage({ id, ...job.request } satisfies ThreadRequest);
    }
  }

  private settle(worker: Worker, reply: Exclude<ThreadReply, { ready: true }>): void {
    const slot = this.slots.find((candidate) => candidate.worker === worker);
    if (!slot?.job || slot.job.id !== reply.id) return;
    const job = slot.job;
    clearTimeout(job.timer);
    slot.job = null;
    if ('result' in reply) job.resolve(reply.result);
    else job.reject(new Error(`Analysis failed: ${reply.error}`));
    this.dispatch();
  }

  private expire(slot: Slot): void {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    const stopped = slot.worker;
    slot.worker = this.spawn();
    void stopped.terminate();
    job.reject(new AnalysisTimeoutError(this.options.timeoutMs));
    this.dispatch();
  }

  /** A thread that failed or exited: its answer fails, a fresh thread takes its place. */
  private replace(worker: Worker, error: Error): void {
    const slot = this.slots.find((candidate) => candidate.worker === worker);
    if (!slot || this.closed) return;
    if (slot.job) {
      clearTimeout(slot.job.timer);
      slot.job.reject(error);
      slot.job = null;
    }
    if (!this.loaded && ++this.failedStarts >= MAX_FAILED_STARTS) {
      this.broken = new Error(`The analysis threads cannot start: ${error.message}`);
      for (const job of this.queue.splice(0)) job.reject(this.broken);
      return;
    }
    slot.worker = this.spawn();
    this.dispatch();
  }
}
