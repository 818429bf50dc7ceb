import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The service's Prometheus metrics, defined once for the process: the API and the workers record into
// them, and `GET /metrics` (METRICS=on or METRICS_PORT) exposes them.

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'brandlens_' });

export const httpRequestDuration = new Histogram({
  name: 'brandlens_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, with their durations',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const runsFinished = new Counter({
  name: 'brandlens_runs_total',
  help: 'Runs a worker finished, by provider and outcome (completed, failed, retried, cancelled, handed_back)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

export const providerCallDuration = new Histogram({
  name: 'brandlens_provider_call_duration_seconds',
  help: 'Calls to LLM providers by provider and result (ok or the error class)',
  labelNames: ['provider', 'result'] as const,
  buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
  registers: [registry],
});

export const rateLimitRejections = new Counter({
  name: 'brandlens_rate_limit_rejections_total',
  help: 'Requests refused with 429, by limit: requests per key, or failed authentications per address',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** A gauge whose value is read when Prometheus scrapes, from `read`. */
export function scrapedGauge<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: (gauge: Gauge<Label>) => Promise<void> | void,
): Gauge<Label> {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      await read(this);
    },
  });
}
