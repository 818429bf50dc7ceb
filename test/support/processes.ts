import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function emptyDirectory(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'brandlens-cwd-'));
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a child process: this one's, minus database and Redis settings unless given. */
export function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined, ...extra };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

/** tsx's loader by absolute URL, so the CLI can run from any working directory (a `.env` is read from there). */
export const TSX_LOADER = pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * Runs the CLI from source, as `npx brandlens` would from the build, in `cwd`: a directory of its own by default, so
 * no `.env` of the checkout reaches the tests.
 */
export function runCli(args: string[], env: Record<string, string | undefined>, cwd = emptyDirectory()): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, path.join(REPO_ROOT, 'src/cli.ts'), ...args], {
      cwd,
      env: childEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
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

/** Starts `src/server.ts` and resolves once it says it is listening. */
export async function startServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: REPO_ROOT,
    env: childEnv({ LOG_LEVEL: 'warn', ...env, PORT: String(port) }),
  });
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
