import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A working directory with no `.env`, open to the embedded PostgreSQL's own user as a checkout is. */
export function emptyDirectory(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-cwd-'));
  chmodSync(dir, 0o755);
  return dir;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a child process: this one's, with database and Redis settings blank unless given (blank, not
 * unset, so that a `.env` where the child runs cannot point it at another database either); `undefined` unsets.
 */
export function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...extra };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

/** tsx's loader by absolute URL, so an entry point can run from any working directory (a `.env` is read from there). */
export const TSX_LOADER = pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * Starts an entry point of the sources (`src/cli.ts`, `src/server.ts`, `src/worker.ts`) as the build would run, in
 * `cwd`: a directory of its own by default, so no `.env` of the checkout reaches the tests.
 */
export function spawnEntryPoint(
  entry: string,
  args: string[],
  env: Record<string, string | undefined>,
  options: { cwd?: string; stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, path.join(REPO_ROOT, entry), ...args], {
    cwd: options.cwd ?? emptyDirectory(),
    env: childEnv(env),
    stdio: options.stdio ?? 'pipe',
  });
}

/** Runs the CLI from source, as `npx brandlens` would from the build, in `cwd` (see spawnEntryPoint). */
export function runCli(args: string[], env: Record<string, string | undefined>, cwd?: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawnEntryPoint('src/cli.ts', args, env, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  baseUrl: string;
  output(): string;
  /** Sends SIGTERM and resolves once the process has exited, with its exit code and how long it took. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `src/server.ts` in `cwd` (see spawnEntryPoint) and resolves once it says it is listening. */
export async function startServer(env: Record<string, string | undefined>, cwd?: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnEntryPoint('src/server.ts', [], { LOG_LEVEL: 'warn', ...env, PORT: String(port) }, { cwd });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('Brandlens API on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve({ code: child.exitCode, ms: 0 });
        const signalledAt = Date.now();
        child.once('exit', (code) => resolve({ code, ms: Date.now() - signalledAt }));
        child.kill('SIGTERM');
      }),
  };
}

/** A data directory PostgreSQL's own unprivileged user can use when tests run as root. */
export function temporaryDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-data-'));
  chmodSync(dir, 0o755);
  return dir;
}
