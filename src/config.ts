import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { loadEngineSettings, type EngineSettings } from './jobs/settings.js';
import { loadLlmConfig, type LlmConfig } from './llm/config.js';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  rateLimitPerMinute: number;
  /** Requests a minute per signed-in session: the dashboard reads several routes for one page. */
  sessionRateLimitPerMinute: number;
  authFailuresPerMinute: number;
  logLevel: string;
  publicBaseUrl: string;
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits, failed-authentication throttling):
   * nobody by default, every proxy (`true`), so many hops (a number), or these addresses and CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** `GET /metrics`: on the API's own port when `here`, and/or on a port of its own. */
  metrics: { here: boolean; port: number | undefined; host: string };
  /** The built dashboard served at `/`; unset, the build of this checkout (`web/dist`). */
  dashboardDir: string | undefined;
  /** `npm start` runs campaign workers in the same process unless WORKER=off. */
  worker: boolean;
  llm: LlmConfig;
  engine: EngineSettings;
  /** Where invites are emailed from; unset (no SMTP_URL), invites are links to copy only. */
  smtp: SmtpConfig | undefined;
}

export interface SmtpConfig {
  /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with user and password in it. */
  url: string;
  /** The From of every mail, `Name <address>` or a bare address. */
  from: string;
  /** How long an invite's request waits for the mail server before it answers without the mail. */
  timeoutMs: number;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function onOff(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'off') return false;
  if (raw === 'on') return true;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

function trustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const bad = addresses.find((address) => !/^[0-9a-fA-F.:]+(?:\/\d{1,3})?$/.test(address));
  if (bad) throw new Error(`TRUST_PROXY must be true, a hop count, or addresses and CIDRs separated by commas; "${bad}" is none of them`);
  return addresses;
}

const DEFAULT_SMTP_FROM = 'Brandlens <no-reply@localhost>';
/** `Name <local@domain>` or `local@domain`: what a mail server takes as a From, and nothing that could end the header. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function smtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const from = env.SMTP_FROM?.trim() || DEFAULT_SMTP_FROM;
  if (!MAIL_FROM_PATTERN.test(from)) {
    throw new Error(
      `SMTP_FROM must be an address (no-reply@agency.example) or a name and one (Brandlens <no-reply@agency.example>), got "${from}"`,
    );
  }
  const timeoutMs = positiveInteger('SMTP_TIMEOUT_MS', env.SMTP_TIMEOUT_MS, 10_000);
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  // The value is never repeated in these messages: it may hold the mail server's password.
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      'SMTP_URL is not a URL; write it as smtp://user:password@host:587 or smtps://user:password@host:465 (percent-encode @, : and / in the password)',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
  }
  if (!url.hostname) throw new Error('SMTP_URL names no host; write it as smtp://user:password@host:587');
  return { url: raw, from, timeoutMs };
}

/** Reads configuration once, at the entry point, so modules never touch process.env themselves. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const port = positiveInteger('PORT', env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitPerMinute: positiveInteger('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 60),
    sessionRateLimitPerMinute: positiveInteger('SESSION_RATE_LIMIT_PER_MINUTE', env.SESSION_RATE_LIMIT_PER_MINUTE, 600),
    authFailuresPerMinute: positiveInteger('AUTH_FAILURES_PER_MINUTE', env.AUTH_FAILURES_PER_MINUTE, 30),
    logLevel: env.LOG_LEVEL || 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    trustProxy: trustProxy(env.TRUST_PROXY),
    metrics: {
      here: onOff('METRICS', env.METRICS),
      port: env.METRICS_PORT ? positiveInteger('METRICS_PORT', env.METRICS_PORT, 0) : undefined,
      host: env.METRICS_HOST || host,
    },
    dashboardDir: env.DASHBOARD_DIR ? path.resolve(env.DASHBOARD_DIR) : undefined,
    worker: env.WORKER !== 'off',
    llm: loadLlmConfig(env),
    engine: loadEngineSettings(env),
    smtp: smtpConfig(env),
  };
}

/** The file of variables a checkout keeps beside the code, read by the server, the worker and every CLI command alike. */
export const ENV_FILE = '.env';

/**
 * The variables of `.env` in the working directory (when there is one) under the process environment: a variable
 * set in the environment wins over the file, so one shell can override what the file says.
 */
export function environmentWithEnvFile(env: NodeJS.ProcessEnv = process.env, directory = process.cwd()): NodeJS.ProcessEnv {
  const file = path.join(directory, ENV_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return env;
    throw new Error(`${file} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  // parseEnv skips lines that are no assignment, as dotenv does; values are checked by name in loadConfig.
  return { ...parseEnv(text), ...env };
}

/** The configuration of a process started from a shell: `.env` and the environment, read once at the entry point. */
export function loadProcessConfig(): AppConfig {
  return loadConfig(environmentWithEnvFile());
}
