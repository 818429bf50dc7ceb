import { readFileSync } from 'node:fs';
import type pg from 'pg';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CampaignTiming {
  status: string;
  total: number;
  completed: number;
  failed: number;
  /** From the campaign's first run starting to its last run finishing, as the database recorded them. */
  seconds: number;
}

/**
 * Polls the campaign until every run is done; its start and finish instants are PostgreSQL's. `onStart` is called when
 * its first run has started, to begin measuring what happens while it runs.
 */
export async function waitForCampaign(pool: pg.Pool, campaignId: string, timeoutMs: number, onStart: () => void): Promise<CampaignTiming> {
  const deadline = Date.now() + timeoutMs;
  let started = false;
  for (;;) {
    const { rows } = await pool.query<{ status: string; total: number; completed: number; failed: number; seconds: string | null }>(
      `select status, total, completed, failed, extract(epoch from finished_at - started_at) as seconds from campaigns where id = $1`,
      [campaignId],
    );
    const row = rows[0];
    if (!row) throw new Error(`campaign ${campaignId} is gone`);
    if (!started && row.status !== 'queued') {
      started = true;
      onStart();
    }
    if (['completed', 'failed', 'cancelled'].includes(row.status) && row.seconds !== null) return { ...row, seconds: Number(row.seconds) };
    if (Date.now() > deadline)
      throw new Error(`campaign ${campaignId} did not finish within ${timeoutMs / 1000} s: ${JSON.stringify(row)}`);
    await sleep(started ? 100 : 20);
  }
}

/** Waits until no regeneration of the brand's opportunities is due (the one a closing campaign asks for is done). */
export async function waitForOpportunities(pool: pg.Pool, brandId: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await pool.query('select 1 from opportunity_refreshes where brand_id = $1', [brandId])).rowCount !== 0) {
    if (Date.now() > deadline) throw new Error(`the opportunities of brand ${brandId} were not regenerated within ${timeoutMs / 1000} s`);
    await sleep(20);
  }
}

export interface StageTimes {
  /** Mean milliseconds per run of the whole job, from pg-boss handing it out to pg-boss marking it completed, */
  jobMs: number;
  /** made of: handed out to the run marked started (claimRun, which also reads the run's context), */
  loadMs: number;
  /** the provider call as the adapter timed it, */
  llmMs: number;
  /** the rest between the run marked started and its result being stored (waiting for a call slot, analysis), */
  aroundCallMs: number;
  /** and storing the result (finishRun's statement) until pg-boss's job is completed. */
  storeMs: number;
  /** Mean jobs in progress over the campaign: the concurrency actually reached. */
  activeJobs: number;
  /** Runs that needed more than one attempt. */
  retried: number;
}

/** Where a run's time goes, from the run rows and pg-boss's own job rows. */
export async function stageTimes(pool: pg.Pool, campaignId: string, seconds: number): Promise<StageTimes> {
  const { rows } = await pool.query<Record<'job' | 'load' | 'llm' | 'around' | 'store' | 'job_total' | 'retried', string>>(
    `select avg(extract(epoch from j.completed_on - j.started_on) * 1000) as job,
            avg(extract(epoch from r.started_at - j.started_on) * 1000) as load,
            avg(r.latency_ms) as llm,
            avg(extract(epoch from r.finished_at - r.started_at) * 1000 - r.latency_ms) as around,
            avg(extract(epoch from j.completed_on - r.finished_at) * 1000) as store,
            sum(extract(epoch from j.completed_on - j.started_on)) as job_total,
            count(*) filter (where r.attempts > 1) as retried
       from runs r
       left join pgboss.job j on j.data ->> 'runId' = r.id and j.state = 'completed'
      where r.campaign_id = $1`,
    [campaignId],
  );
  const row = rows[0]!;
  return {
    jobMs: Number(row.job),
    loadMs: Number(row.load),
    llmMs: Number(row.llm),
    aroundCallMs: Number(row.around),
    storeMs: Number(row.store),
    activeJobs: Number(row.job_total) / seconds,
    retried: Number(row.retried),
  };
}

function procStat(pid: number | 'self'): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of the line (11th and 12th after the command name).
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Processes of the PostgreSQL server serving this database (its backends and the server's own), on this machine. */
async function postgresPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() or datname is null`,
  );
  return rows
    .map((row) => row.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** All CPUs together: ticks spent, idle ticks, and how many CPUs they add up. */
function machineTicks(): { total: number; idle: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = lines[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, idle: fields[3]! + fields[4]!, cores: lines.filter((line) => /^cpu\d+ /.test(line)).length };
}

export interface CpuUse {
  cores: number;
  /** Cores' worth of CPU used over the interval: the whole machine, the worker processes, this process, PostgreSQL's processes. */
  machine: number;
  workers: number;
  bench: number;
  postgres: number;
}

/** CPU use between now and the returned function's call, from /proc (Linux); undefined elsewhere. PostgreSQL's is
 * counted when it runs on this machine. */
export async function startCpuSample(workerPids: number[], pool: pg.Pool): Promise<() => Promise<CpuUse | undefined>> {
  let start: { machine: ReturnType<typeof machineTicks>; workers: number; bench: number; postgres: Map<number, number> };
  try {
    const postgres = new Map((await postgresPids(pool)).map((pid) => [pid, procStat(pid)]));
    start = { machine: machineTicks(), workers: sumTicks(workerPids), bench: procStat('self'), postgres };
  } catch {
    return async () => undefined;
  }
  return async () => {
    const machine = machineTicks();
    // A backend that started during the sample counts from zero; one that ended is lost (pools keep theirs open).
    const postgres = (await postgresPids(pool)).reduce((sum, pid) => sum + procStat(pid) - (start.postgres.get(pid) ?? 0), 0);
    const cores = machine.cores;
    const elapsedPerCore = (machine.total - start.machine.total) / cores;
    if (elapsedPerCore <= 0) return undefined;
    const share = (ticks: number) => ticks / elapsedPerCore;
    return {
      cores,
      machine: share(machine.total - machine.idle - (start.machine.total - start.machine.idle)),
      workers: share(sumTicks(workerPids) - start.workers),
      bench: share(procStat('self') - start.bench),
      postgres: share(postgres),
    };
  };
}

function sumTicks(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + procStat(pid), 0);
}

export interface SessionStates {
  /** Mean sessions of the benchmark database, over the campaign: waiting for a lock held by another transaction, */
  lockWait: number;
  /** inside a transaction waiting for its client (the worker) to send the next statement, */
  idleInTransaction: number;
  /** and executing a statement. */
  active: number;
  /** What the sessions waiting for locks wait for (the lock's kind and table), most waited first, with their mean number. */
  waitingFor: { lock: string; sessions: number }[];
}

/**
 * Samples what the database's sessions are doing, every 50 ms until the returned function is called. Sessions waiting
 * for locks mean runs queue for the same rows; sessions idle in a transaction mean locks held across round trips to
 * the worker.
 */
export function sampleSessions(pool: pg.Pool): () => Promise<SessionStates> {
  const totals = { lockWait: 0, idleInTransaction: 0, active: 0 };
  const waiting = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      // A session queued behind another for a row holds the row's tuple lock and waits for that transaction's id: the
      // tuple lock it holds names the table.
      const { rows } = await pool.query<{ state: string | null; wait_event_type: string | null; lock: string }>(
        `select a.state, a.wait_event_type,
                concat_ws(' on ', a.wait_event, coalesce(waited.relation, held.relation)::regclass::text) as lock
           from pg_stat_activity a
           left join lateral (select relation from pg_locks where pid = a.pid and not granted limit 1) waited on true
           left join lateral (select relation from pg_locks where pid = a.pid and granted and locktype = 'tuple' limit 1) held on true
          where a.datname = current_database() and a.pid <> pg_backend_pid()`,
      );
      for (const row of rows) {
        if (row.wait_event_type === 'Lock') {
          totals.lockWait += 1;
          waiting.set(row.lock, (waiting.get(row.lock) ?? 0) + 1);
        } else if (row.state === 'idle in transaction') totals.idleInTransaction += 1;
        else if (row.state === 'active') totals.active += 1;
      }
      samples += 1;
      // Often enough for a mean over the campaign, seldom enough not to load the database it measures.
      await sleep(250);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    const mean = (value: number) => (samples === 0 ? 0 : value / samples);
    return {
      lockWait: mean(totals.lockWait),
      idleInTransaction: mean(totals.idleInTransaction),
      active: mean(totals.active),
      waitingFor: [...waiting].map(([lock, count]) => ({ lock, sessions: mean(count) })).sort((a, b) => b.sessions - a.sessions),
    };
  };
}
