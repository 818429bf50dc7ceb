import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './processes.js';

/** The dashboard's workspace, and its own Vite (the root's is the one Vitest needs). */
export const WEB_DIR = path.join(REPO_ROOT, 'web');
const VITE_BIN = path.join(path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');

/** Builds the dashboard from its sources as they are now, into `outDir` (web/dist by default, which the server serves). */
export function buildDashboard(outDir?: string): void {
  execFileSync(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], {
    cwd: WEB_DIR,
    // Vitest sets NODE_ENV=test, which Vite would follow into React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}
