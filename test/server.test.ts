import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDirectory, runCli, startServer, temporaryDataDir, type RunningServer } from './support/processes.js';

const KEY_IN_TEXT = /bl_live_[0-9a-f]{32}/g;

describe('the service on its embedded database', () => {
  const dataDir = temporaryDataDir();
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty data directory, prints one demo key once, and the CLI works beside it and alone', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const demoKeys = server.output().match(KEY_IN_TEXT) ?? [];
    expect(new Set(demoKeys).size).toBe(1);
    expect(server.output()).toContain(`curl -H "X-API-Key: ${demoKeys[0]}" ${server.baseUrl}/api/v1/brands`);

    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    const withDemoKey = await fetch(`${server.baseUrl}/api/v1/brands`, { headers: { 'x-api-key': demoKeys[0]! } });
    expect(withDemoKey.status).toBe(200);
    // Beside the key, the dashboard's address and the demo owner's sign-in, once.
    expect(server.output()).toContain(`Dashboard: ${server.baseUrl}/\n`);
    const demoPassword = /sign in as demo@brandlens\.local with password (\S+)\n/.exec(server.output())?.[1];
    const signIn = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@brandlens.local', password: demoPassword }),
    });
    expect(signIn.status).toBe(200);
    const signedIn = (await signIn.json()) as { data: { user: { role: string } } };
    expect(signedIn.data.user.role).toBe('owner');

    const created = await runCli(['accounts', 'create', '--email', 'ops@example.com', '--plan', 'agency', '--json'], { DATA_DIR: dataDir });
    expect(created.code, created.stderr).toBe(0);
    const { id: accountId, key: apiKey } = JSON.parse(created.stdout);
    expect(Object.keys(JSON.parse(created.stdout))).toEqual(['id', 'email', 'plan', 'key']);
    expect(accountId).toMatch(/^acc_/);
    const withCliKey = await fetch(`${server.baseUrl}/api/v1/keys`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(withCliKey.status).toBe(200);

    expect(server.output()).not.toContain('LLM_SIMULATE=all');
    await server.stop();
    // Started where a .env says LLM_SIMULATE=all, as `npm start` in a checkout with one.
    const withEnvFile = emptyDirectory();
    writeFileSync(path.join(withEnvFile, '.env'), 'LLM_SIMULATE=all\n');
    server = await startServer({ DATA_DIR: dataDir }, withEnvFile);
    expect(server.output()).not.toMatch(KEY_IN_TEXT);
    expect(server.output()).not.toContain('sign in as');
    // Figures from the simulator are said to be so as the service starts.
    expect(server.output()).toContain('LLM_SIMULATE=all: every model answers through the offline simulator');
    await server.stop();
    server = undefined;

    const listed = await runCli(['accounts', 'list', '--json'], { DATA_DIR: dataDir });
    expect(listed.code, listed.stderr).toBe(0);
    const emails = (JSON.parse(listed.stdout) as { email: string }[]).map((account) => account.email).sort();
    expect(emails).toEqual(['demo@brandlens.local', 'ops@example.com']);
  });
});
