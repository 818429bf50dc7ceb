import type pg from 'pg';
import { PROVIDERS } from '../jobs/settings.js';
import { runQueue } from '../jobs/boss.js';
import type { RedisBreaker } from '../lib/redis-breaker.js';
import { scrapedGauge } from './metrics.js';

/**
 * Gauges read from the database when Prometheus scrapes: the pool, the run queues (pg-boss's job table) and the
 * backlog of stored runs not yet counted. They are operator figures over every account, not tenant data.
 */
export function observeDatabase(pool: pg.Pool): void {
  scrapedGauge('brandlens_db_pool_connections', 'Database pool connections by state (total, idle, waiting for one)', ['state'], (gauge) => {
    gauge.set({ state: 'total' }, pool.totalCount);
    gauge.set({ state: 'idle' }, pool.idleCount);
    gauge.set({ state: 'waiting' }, pool.waitingCount);
  });
  const queueFigures = async () => {
    const { rows } = await pool.query<{ name: string; waiting: number; oldest_seconds: number | null }>(
      `SELECT name, count(*)::int AS waiting, extract(epoch FROM now() - min(created_on))::float8 AS oldest_seconds
       FROM pgboss.job WHERE name = ANY($1) AND state < 'active' GROUP BY name`,
      [PROVIDERS.map(runQueue)],
    );
    return new Map(rows.map((row) => [row.name, row]));
  };
  scrapedGauge('brandlens_queue_depth', 'Run jobs waiting for a worker, per provider', ['provider'], async (gauge) => {
    const figures = await queueFigures();
    for (const provider of PROVIDERS) gauge.set({ provider }, figures.get(runQueue(provider))?.waiting ?? 0);
  });
  scrapedGauge(
    'brandlens_queue_oldest_job_age_seconds',
    'Age of the oldest run job waiting, per provider (0 when none)',
    ['provider'],
    async (gauge) => {
      const figures = await queueFigures();
      for (const provider of PROVIDERS) gauge.set({ provider }, figures.get(runQueue(provider))?.oldest_seconds ?? 0);
    },
  );
  scrapedGauge(
    'brandlens_backlog_oldest_age_seconds',
    'Age of the oldest stored run not yet counted into the metrics (0 when none)',
    [],
    async (gauge) => {
      const { rows } = await pool.query<{ seconds: number | null }>(
        `SELECT extract(epoch FROM now() - min(created_at))::float8 AS seconds FROM run_backlog`,
      );
      gauge.set(rows[0]?.seconds ?? 0);
    },
  );
}

export function observeRedisBreaker(breaker: RedisBreaker): void {
  scrapedGauge('brandlens_redis_breaker_open', '1 while Redis does not answer and rate limits are counted in this process', [], (gauge) => {
    gauge.set(breaker.state === 'open' ? 1 : 0);
  });
}
