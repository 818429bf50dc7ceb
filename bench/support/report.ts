import type { CampaignTiming, CpuUse, SessionStates, StageTimes } from './measure.js';

export const TARGET_OF_IDEAL = 0.8;
export const TARGET_SCALING = 1.8;

export interface PhaseResult {
  workers: number;
  timing: CampaignTiming;
  /** Runs per second, and the ideal: concurrency / latency per worker. */
  rate: number;
  ideal: number;
  /** Runs per second of the warm-up campaign, run first on the same fresh workers; undefined without one. */
  warmupRate: number | undefined;
  stages: StageTimes;
  cpu: CpuUse | undefined;
  sessions: SessionStates;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const cores = (value: number) => value.toFixed(2);
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** CPU in cores' worth over the campaign, and per run: unlike the rate, the latter hardly depends on the machine's load. */
function describeCpu(cpu: CpuUse | undefined, rate: number): string {
  if (!cpu) return 'CPU use not available (no /proc)';
  const busy = cpu.machine / cpu.cores;
  const other = Math.max(0, cpu.machine - cpu.workers - cpu.postgres - cpu.bench);
  const perRun = (used: number) => `${((used * 1000) / rate).toFixed(1)} ms`;
  return (
    `CPU ${cores(cpu.machine)} of ${cpu.cores} cores busy (${percent(busy)}${busy >= 0.9 ? ', CPU-bound' : ''}): ` +
    `workers ${cores(cpu.workers)}, PostgreSQL ${cores(cpu.postgres)}, this process (fake provider) ${cores(cpu.bench)}, ` +
    `other processes ${cores(other)}; CPU per run: workers ${perRun(cpu.workers)}, PostgreSQL ${perRun(cpu.postgres)}`
  );
}

/**
 * The most this machine could run at this CPU per run (workers, PostgreSQL and the fake provider, all on its cores):
 * above the ideal, the figure is the code's; at or below it, the cores are the limit.
 */
function describeCeiling(cpu: CpuUse | undefined, rate: number, ideal: number): string[] {
  if (!cpu) return [];
  const perRun = (cpu.workers + cpu.postgres + cpu.bench) / rate;
  const ceiling = cpu.cores / perRun;
  return [
    `CPU ceiling: at ${(perRun * 1000).toFixed(1)} ms of CPU per run, ${cpu.cores} cores allow at most ${ceiling.toFixed(0)} runs/s ` +
      `(${percent(ceiling / ideal)} of this ideal); reached ${percent(rate / ceiling)} of it`,
  ];
}

function describeSessions(sessions: SessionStates): string[] {
  const lines = [
    `database sessions on average: ${sessions.lockWait.toFixed(1)} waiting for a lock, ` +
      `${sessions.idleInTransaction.toFixed(1)} idle in a transaction (waiting for the worker), ${sessions.active.toFixed(1)} executing`,
  ];
  for (const { lock, sessions: waiting } of sessions.waitingFor.slice(0, 3)) {
    if (waiting >= 0.1) lines.push(`  ${waiting.toFixed(1)} waiting for: ${lock}`);
  }
  return lines;
}

/** Prints the figures, and which targets were missed; `settings` names what the ideal was computed from. */
export function printReport(results: PhaseResult[], header: string, settings: string): void {
  console.log(header);
  const missed: string[] = [];
  for (const result of results) {
    const ofIdeal = result.rate / result.ideal;
    const label = result.workers === 1 ? '1 worker' : `${result.workers} workers`;
    const below = ofIdeal < TARGET_OF_IDEAL;
    if (below) missed.push(`${label} at ${percent(ofIdeal)} of ideal (target ${percent(TARGET_OF_IDEAL)})`);
    console.log(
      `${label}: ${result.rate.toFixed(1)} runs/s = ${percent(ofIdeal)} of ideal ${Math.round(result.ideal)}/s` +
        `${result.workers === 1 ? ` (${settings})` : ''}${below ? ` - BELOW the ${percent(TARGET_OF_IDEAL)} target` : ''}`,
    );
    const { stages, timing } = result;
    const details = [
      `per job ${ms(stages.jobMs)}: load ${ms(stages.loadMs)}, provider call ${ms(stages.llmMs)}, around the call ${ms(stages.aroundCallMs)}, ` +
        `store ${ms(stages.storeMs)}; ${stages.activeJobs.toFixed(1)} jobs in progress on average; ` +
        `${timing.completed} completed, ${timing.failed} failed, ${stages.retried} retried, in ${timing.seconds.toFixed(1)} s`,
      ...(result.warmupRate === undefined
        ? []
        : [`measured after a warm-up campaign on the same workers, which ran at ${result.warmupRate.toFixed(1)} runs/s from their start`]),
      describeCpu(result.cpu, result.rate),
      ...describeCeiling(result.cpu, result.rate, result.ideal),
      ...describeSessions(result.sessions),
    ];
    for (const line of details) console.log(`  ${line}`);
  }
  const [one, two] = results;
  if (one && two) {
    const scaling = two.rate / one.rate;
    const below = scaling < TARGET_SCALING;
    if (below) missed.push(`2 workers / 1 worker = ${scaling.toFixed(2)}x (target ${TARGET_SCALING}x)`);
    console.log(`2 workers / 1 worker = ${scaling.toFixed(2)}x${below ? ` - BELOW the ${TARGET_SCALING}x target` : ''}`);
  }
  console.log(
    'Per job: load = fetched until the run is marked started (its context read); around the call = marking it started, ' +
      "waiting for one of the provider's call slots (a worker holds more jobs than calls in flight), the analysis; " +
      'store = the statement storing the answer, until pg-boss completes the job.',
  );
  console.log(missed.length === 0 ? 'Targets met.' : `TARGETS MISSED: ${missed.join('; ')}.`);
}
