import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { RunJobData } from './job-queue.js';

type RunJob = PgBoss.JobWithMetadata<RunJobData>;

export interface RunLoopOptions {
  boss: PgBoss;
  queue: string;
  /** Jobs handled at once. */
  slots: number;
  /** How long an empty queue is left before it is asked again. */
  idlePollMs: number;
  handle(job: RunJob): Promise<void>;
  log: FastifyBaseLogger;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps up to `slots` jobs of one queue in progress: as slots free up it fetches as many jobs as there are free slots,
 * in one query. (One pg-boss work loop per slot would poll an idle queue once per slot.) A job's handler gets as long
 * as the job's expiry; a job that throws is failed, so pg-boss retries it after its backoff or sends it to the dead
 * letter queue.
 */
export class RunLoop {
  private readonly inFlight = new Map<string, Promise<void>>();
  private stopping = false;
  private wake: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: RunLoopOptions) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** Stops fetching, waits up to `timeoutMs` for jobs in progress, then fails the rest so another worker takes them now. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    const drained = Promise.all(this.inFlight.values()).then(() => true);
    if (await Promise.race([drained, sleep(timeoutMs).then(() => false)])) return;
    const { boss, queue } = this.options;
    await Promise.all([...this.inFlight.keys()].map((id) => boss.fail(queue, id, { message: 'The worker shut down during the run' })));
  }

  private async loop(): Promise<void> {
    const { boss, queue, slots, idlePollMs, log } = this.options;
    while (!this.stopping) {
      const free = slots - this.inFlight.size;
      if (free === 0) {
        await this.nextWake(idlePollMs);
        continue;
      }
      let jobs: RunJob[] = [];
      try {
        jobs = await boss.fetch<RunJobData>(queue, { batchSize: free, includeMetadata: true });
      } catch (error) {
        log.warn({ err: error, queue }, 'could not fetch jobs; trying again');
      }
      for (const job of jobs) this.begin(job);
      if (jobs.length < free) await this.nextWake(idlePollMs);
    }
  }

  private begin(job: RunJob): void {
    const { boss, queue, handle, log } = this.options;
    const settle = async () => {
      try {
        await withinSeconds(handle(job), job.expireInSeconds);
        await boss.complete(queue, job.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await boss.fail(queue, job.id, { message }).catch((failError: unknown) => log.warn({ err: failError, queue }, 'could not fail a job'));
      } finally {
        this.inFlight.delete(job.id);
        this.wake?.();
      }
    };
    this.inFlight.set(job.id, settle());
  }

  /** Resolves when a slot frees up, on stop, or after `ms`. */
  private nextWake(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}

/** Rejects when `work` takes longer than the job may stay active: by then pg-boss hands it to another worker. */
function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The run took longer than its job's ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
