import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Cleanup } from './cleanup.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_LINE = 'Brandlens worker started';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface WorkerProcess {
  pid: number;
  /** Rejects if the process exits before `stop` is called. */
  died: Promise<never>;
  /** SIGTERM (the worker finishes its runs in flight), then SIGKILL if it does not exit in time. */
  stop(): Promise<void>;
}

/**
 * Builds `dist/` as `npm install` and a deployment do (`npm run build`), so the workers run the compiled worker a
 * deployment runs, from the sources as they are now. Under tsx they would also pay for its loader, and for source maps
 * on every error stack Node's web streams format for the SDK (about 5% more worker CPU per run, measured cold).
 */
export function buildWorker(log: (line: string) => void): void {
  log('building dist/ (npm run build)');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.error?.message ?? `exit ${build.status ?? build.signal}`})`);
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Starts `dist/worker.js` (see buildWorker) as a deployment runs it, and resolves once it says it polls for jobs. Its own log is
 * kept at info only to see that line; anything at warn or above is passed on.
 */
export async function startWorkerProcess(env: Record<string, string>, cleanup: Cleanup, label: string): Promise<WorkerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'info' };
  // Every run must reach the provider server, not the offline simulator.
  delete childEnv.LLM_SIMULATE;
  // BENCH_WORKER_PROFILE=<directory>: each worker writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_WORKER_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_WORKER_PROFILE)] : [];
  // From a directory of its own: a `.env` in the checkout must not change what is measured.
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'brandlens-bench-worker-'));
  cleanup.add(`remove ${label}'s working directory`, () => rmSync(cwd, { recursive: true, force: true }));
  const child = spawn(process.execPath, [...profile, path.join(REPO_ROOT, 'dist/worker.js')], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add(`kill ${label}`, () => void (exited(child) || child.kill('SIGKILL')), { onExit: true });

  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(`[${label}] ${chunk.toString()}`);
  });
  await new Promise<void>((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        } else if (/"level":\s*([4-6]\d)/.test(line)) {
          process.stderr.write(`[${label}] ${line}\n`);
        }
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${signal ?? code}) before it was ready: ${stderr.trim()}`));
    });
  });

  let stopping = false;
  const died = new Promise<never>((_, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (!stopping) reject(new Error(`${label} exited (${signal ?? code}) during the campaign: ${stderr.trim().slice(-2000)}`));
    };
    if (exited(child)) onExit(child.exitCode, child.signalCode);
    else child.once('exit', onExit);
  });
  died.catch(() => {});

  return {
    pid: child.pid!,
    died,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (exited(child)) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
