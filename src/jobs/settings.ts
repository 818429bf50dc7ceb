import type { ProviderId } from '../llm/models.js';

export interface EngineSettings {
  /** Calls in flight per provider, on each worker process. */
  concurrency: Record<ProviderId, number>;
  timeoutMs: number;
  /** Further attempts of a run after a transient failure. */
  maxRetries: number;
  retryDelaySeconds: number;
  /** The longest one run may take in a worker, rate-limit waits included, before it is failed and retried. */
  runTimeLimitSeconds: number;
  /**
   * A run job's expiry, renewed every quarter of it while the run is in progress: a worker that dies hands its
   * runs on once it passes (and the next maintenance finds them).
   */
  runLeaseSeconds: number;
  maintenanceIntervalSeconds: number;
  weeklyCron: string;
  /** How often schedules are checked; tests shorten it. */
  scheduleCheckSeconds: number;
  /** Worker threads that analyse answers, and the time one answer may take there before it fails. */
  analysisThreads: number;
  analysisTimeoutMs: number;
}

export const PROVIDERS: ProviderId[] = [
  'openai',
  'anthropic',
  'google',
  'perplexity',
  'mistral',
  'deepseek',
  'xai',
  'openai-compatible',
  'simulated',
];

function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be an integer of at least ${minimum}, got "${raw}"`);
  return value;
}

function providerEnvName(provider: ProviderId): string {
  return `LLM_CONCURRENCY_${provider.toUpperCase().replaceAll('-', '_')}`;
}

export function loadEngineSettings(env: NodeJS.ProcessEnv): EngineSettings {
  const defaultConcurrency = integerSetting(env, 'LLM_CONCURRENCY', 8);
  const concurrency = Object.fromEntries(
    PROVIDERS.map((provider) => [provider, integerSetting(env, providerEnvName(provider), defaultConcurrency)]),
  ) as Record<ProviderId, number>;
  const timeoutMs = integerSetting(env, 'LLM_TIMEOUT_MS', 60_000);
  return {
    concurrency,
    timeoutMs,
    maxRetries: integerSetting(env, 'LLM_MAX_RETRIES', 4, 0),
    retryDelaySeconds: integerSetting(env, 'LLM_RETRY_DELAY_SECONDS', 5),
    // Long enough for a call, its in-process waits on a provider's 429, and storing the answer.
    runTimeLimitSeconds: integerSetting(env, 'RUN_TIME_LIMIT_SECONDS', Math.ceil((timeoutMs * 3) / 1000) + 60),
    // Lease plus maintenance interval plus the first retry delay (5–10 s): a dead worker's runs resume within a minute.
    runLeaseSeconds: integerSetting(env, 'RUN_LEASE_SECONDS', 20, 2),
    maintenanceIntervalSeconds: integerSetting(env, 'QUEUE_MAINTENANCE_SECONDS', 15),
    weeklyCron: env.WEEKLY_CAMPAIGN_CRON || '0 6 * * 1',
    scheduleCheckSeconds: integerSetting(env, 'SCHEDULE_CHECK_SECONDS', 30),
    analysisThreads: integerSetting(env, 'ANALYSIS_THREADS', 1),
    // An answer takes well under 100 ms even at the 200,000-character cap (bench:analysis).
    analysisTimeoutMs: integerSetting(env, 'ANALYSIS_TIMEOUT_MS', 5_000),
  };
}
