import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterLocation } from '../src/db/embedded-location.js';
import { runCli, startServer, type RunningServer } from './support/processes.js';

const isRoot = process.getuid?.() === 0;

describe.skipIf(!isRoot)('started by root in a directory user postgres cannot reach (a home of mode 0700)', () => {
  // mkdtemp makes the directory 0700, as root's home is.
  const home = mkdtempSync(path.join(os.tmpdir(), 'brandlens-home-'));
  const dataDir = path.join(home, 'data');
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(home, { recursive: true, force: true });
    rmSync(path.dirname(clusterLocation(dataDir, true).clusterDir), { recursive: true, force: true });
  });

  it('keeps the cluster where postgres can reach it, says where, and the CLI finds it too', { timeout: 120_000 }, async () => {
    const location = clusterLocation(dataDir, true);
    expect(location.outsideDataDir).toBe(true);
    server = await startServer({ DATA_DIR: dataDir });
    expect(server.output()).toContain(`embedded PostgreSQL in ${location.clusterDir}, since user postgres cannot reach ${dataDir}`);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    const listed = await runCli(['accounts', 'list', '--json'], { DATA_DIR: dataDir });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveLength(1);
    expect((await server.stop()).code).toBe(0);
    server = undefined;
  });
});

describe('where the embedded cluster lives', () => {
  it('stays in the data directory for other users, and for root where postgres can reach it', () => {
    expect(clusterLocation('/somewhere/data', false)).toEqual({ clusterDir: '/somewhere/data/postgres', outsideDataDir: false });
    expect(clusterLocation(path.join(os.tmpdir(), 'x', 'data'), true).outsideDataDir).toBe(false);
  });
});
