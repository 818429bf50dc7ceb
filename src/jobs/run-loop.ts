import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { RunJobData } from './job-queue.js';
import { runsFinished } from '../observability/metrics.js';
import { providerOfQueue } from './boss.js';
import { handBack, renewLeases } from './job-leases.js';

type RunJob = PgBoss.JobWithMetadata<RunJobData>;

export interface RunLoopOptions {
  boss: PgBoss;
  queue: string;
  /** Jobs handled at once. */
  slots: number;
  /**
   * Jobs fetched (and completed) per query while the queue is busy: the loop waits for this many free slots before it
   * fetches, unless a slot has stayed free for `idlePollMs`. 1 fetches as soon as any slot frees.
   */
  batch: number;
  /** How long an empty queue is left before it is asked again. */
  idlePollMs: number;
  /** The queue's job expiry: the loop renews its jobs four times within it while they run. */
  leaseSeconds: number;
  /** The longest one job's handler may take before it is failed (and retried). */
  runTimeLimitSeconds: number;
  handle(job: RunJob): Promise<void>;
  log: FastifyBaseLogger;
}

/** How long a finished job may wait for others to be completed with it in one query. */
const COMPLETION_DELAY_MS = 100;

/**
 * Keeps up to `slots` jobs of one queue in progress, fetching them a batch at a time as slots free up, and completing
 * finished ones in batches too: two queries per batch, not per job. (One pg-boss work loop per slot would also poll an
 * idle queue once per slot.) The jobs in progress are renewed while they run (job-leases.ts), so their expiry can be
 * short: a worker that dies hands its jobs on within the expiry, and a live one keeps them however long a call takes,
 * up to the run time limit. A job that throws is failed, so pg-boss retries it after its backoff or sends it to the
 * dead letter queue.
 */
export class RunLoop {
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Jobs put back in the queue at shutdown: another worker has them now, so this one neither completes nor fails them. */
  private readonly handedBack = new Set<string>();
  private leaseTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private finished: string[] = [];
  private completionTimer: NodeJS.Timeout | undefined;
  private completions: Promise<void> = Promise.resolve();

  constructor(private readonly options: RunLoopOptions) {}

  start(): void {
    this.running ??= this.loop();
    const { boss, queue, leaseSeconds, log } = this.options;
    this.leaseTimer ??= setInterval(
      () => {
        const ids = [...this.inFlight.keys()].filter((id) => !this.handedBack.has(id));
        renewLeases(boss, queue, ids).catch((error: unknown) => log.warn({ err: error, queue }, 'could not renew the jobs in progress'));
      },
      Math.max(250, (leaseSeconds * 1000) / 4),
    );
  }

  /**
   * Stops fetching, gives the jobs in progress `graceMs` to finish, then hands the rest back to the queue, where
   * another worker takes them at once without spending an attempt.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
    const allFinished = await Promise.race([Promise.all(this.inFlight.values()).then(() => true), timedOut]);
    clearTimeout(timer);
    clearInterval(this.leaseTimer);
    await this.completeFinished();
    if (allFinished) return;
    const { boss, queue, log } = this.options;
    const unfinished = [...this.inFlight.keys()];
    for (const id of unfinished) this.handedBack.add(id);
    runsFinished.inc({ provider: providerOfQueue(queue), outcome: 'handed_back' }, unfinished.length);
    await handBack(boss, queue, unfinished).catch((error: unknown) =>
      log.warn(
        { err: error, queue, jobs: unfinished.length },
        'could not hand jobs back at shutdown; they come back when their expiry passes',
      ),
    );
  }

  private async loop(): Promise<void> {
    const { boss, queue, slots, idlePollMs, log } = this.options;
    const batch = Math.min(this.options.batch, slots);
    let waitedIdle = false;
    while (!this.stopping) {
      const free = slots - this.inFlight.size;
      if (free === 0 || (free < batch && !waitedIdle)) {
        waitedIdle = !(await this.nextWake(idlePollMs));
        continue;
      }
      waitedIdle = false;
      let jobs: RunJob[] = [];
      try {
        jobs = await boss.fetch<RunJobData>(queue, { batchSize: free, includeMetadata: true });
      } catch (error) {
        log.warn({ err: error, queue }, 'could not fetch jobs; trying again');
      }
      for (const job of jobs) this.begin(job);
      if (jobs.length < free) waitedIdle = !(await this.nextWake(idlePollMs));
    }
  }

  private begin(job: RunJob): void {
    const { boss, queue, handle, log } = this.options;
    const settle = async () => {
      try {
        await withinSeconds(handle(job), this.options.runTimeLimitSeconds);
        if (!this.handedBack.has(job.id)) this.finishedJob(job.id);
      } catch (error) {
        if (this.handedBack.has(job.id)) return;
        const message = error instanceof Error ? error.message : String(error);
        await boss
          .fail(queue, job.id, { message })
          .catch((failError: unknown) => log.warn({ err: failError, queue }, 'could not fail a job'));
      } finally {
        this.inFlight.delete(job.id);
        this.wake?.();
      }
    };
    this.inFlight.set(job.id, settle());
  }

  /**
   * A finished job's run is already stored: completing it a moment later only batches the query. Should this worker
   * die first, the job comes back after its expiry and finds its run finished.
   */
  private finishedJob(id: string): void {
    this.finished.push(id);
    if (this.finished.length >= this.options.batch) void this.completeFinished();
    else this.completionTimer ??= setTimeout(() => void this.completeFinished(), COMPLETION_DELAY_MS);
  }

  private completeFinished(): Promise<void> {
    clearTimeout(this.completionTimer);
    this.completionTimer = undefined;
    const ids = this.finished.splice(0);
    if (ids.length > 0) {
      const { boss, queue, log } = this.options;
      this.completions = this.completions
        .then(() => boss.complete(queue, ids))
        .catch((error: unknown) =>
          log.warn({ err: error, queue, jobs: ids.length }, 'could not complete jobs; they will expire and find their runs done'),
        );
    }
    return this.completions;
  }

  /** Resolves true when a slot frees up or on stop, false after `ms`. */
  private nextWake(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve(woken);
      };
      const timer = setTimeout(() => done(false), ms);
      this.wake = () => done(true);
    });
  }
}

/** Rejects when `work` runs over the run time limit: a call or wait that never ends must not hold its slot forever. */
function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The run took longer than its time limit of ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
