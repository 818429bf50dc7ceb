import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, freePort, REPO_ROOT } from './support/processes.js';
import { createTestDatabase } from './support/test-app.js';
import type { Database } from '../src/db/client.js';

/** The exec-form JSON array of a Dockerfile instruction of the runtime stage (`CMD`, `HEALTHCHECK … CMD`). */
function dockerfileCommand(dockerfile: string, instruction: RegExp): string[] {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const joined = runtime.replace(/\\\n\s*/g, ' ');
  const line = joined.split('\n').find((candidate) => instruction.test(candidate));
  if (!line) throw new Error(`no ${instruction} in the Dockerfile's runtime stage`);
  return JSON.parse(line.slice(line.indexOf('['))) as string[];
}

describe('the container image, as its Dockerfile builds it', () => {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-image-'));
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    // What the image holds: the production dependencies from the lockfile, the build, the migrations.
    for (const file of ['package.json', 'package-lock.json', '.npmrc', 'drizzle'])
      cpSync(path.join(REPO_ROOT, file), path.join(appDir, file), { recursive: true });
    execFileSync(process.execPath, [
      path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(REPO_ROOT, 'tsconfig.build.json'),
      '--outDir',
      path.join(appDir, 'dist'),
    ]);
    execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: appDir,
      stdio: 'ignore',
    });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it(
    'runs its CMD from a clean `npm ci --omit=dev` tree, passes its HEALTHCHECK, and stops on SIGTERM with 0',
    { timeout: 60_000 },
    async () => {
      const [command, ...args] = dockerfileCommand(dockerfile, /^CMD /);
      const port = await freePort();
      const env = childEnv({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        WORKER: 'off',
        LOG_LEVEL: 'warn',
      });
      const server = spawn(command === 'node' ? process.execPath : command!, args, { cwd: appDir, env });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain('Brandlens API on');
      expect(output).not.toMatch(/Cannot find (module|package)/);

      const [checkCommand, ...checkArgs] = dockerfileCommand(dockerfile, /^HEALTHCHECK /);
      const healthy = spawn(checkCommand === 'node' ? process.execPath : checkCommand!, checkArgs, { env });
      expect(await new Promise((resolve) => healthy.once('exit', resolve))).toBe(0);

      server.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    },
  );

  it('runs as a user other than root', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER (?!root\b)\w+/m);
  });
});
