import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/processes.js';
import { createTestContext, type TestContext } from './support/test-app.js';

describe('operator CLI', () => {
  let ctx: TestContext;
  let env: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    env = { DATABASE_URL: ctx.database.url };
  });
  afterAll(async () => ctx.close());

  const cli = (...args: string[]) => runCli(args, env);
  const get = (url: string, apiKey: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });

  it('creates an account with a working key, printing it under the REST names with --json', async () => {
    const result = await cli('accounts', 'create', '--email', 'agency@example.com', '--plan', 'agency', '--json');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^\{"id":"acc_[0-9a-z]+","email":"agency@example.com","plan":"agency","key":"bl_live_[0-9a-f]{32}"\}\n$/);
    const { key } = JSON.parse(result.stdout);
    expect((await get('/api/v1/brands', key)).statusCode).toBe(200);
  });

  it('honours --trial and --limits, and set-plan changes what the key may do', async () => {
    const created = await cli(
      'accounts',
      'create',
      '--email',
      'small@example.com',
      '--plan',
      'pro',
      '--trial',
      '--limits',
      '{"brands": 1}',
      '--json',
    );
    expect(created.code, created.stderr).toBe(0);
    const { id: accountId, key: apiKey } = JSON.parse(created.stdout);
    expect((await get('/api/v1/brands', apiKey)).json().code).toBe('PLAN_REQUIRED');

    const upgraded = await cli('accounts', 'set-plan', accountId, 'agency', '--json');
    expect(upgraded.code, upgraded.stderr).toBe(0);
    expect(JSON.parse(upgraded.stdout)).toEqual({ id: accountId, plan: 'agency' });
    const headers = { 'x-api-key': apiKey };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers, payload: { name: 'One' } })).statusCode).toBe(201);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers, payload: { name: 'Two' } });
    expect(second.json().code).toBe('LIMIT_REACHED');

    const listed = JSON.parse((await cli('accounts', 'list', '--json')).stdout) as Record<string, unknown>[];
    const account = listed.find((entry) => entry.id === accountId)!;
    expect(account).toMatchObject({ email: 'small@example.com', plan: 'agency', limits: { brands: 1, apiKeys: 20 } });
    expect(Date.parse(account.trialEndsAt as string) - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  it('creates, lists and revokes keys, with the REST names', async () => {
    const { id: accountId } = JSON.parse(
      (await cli('accounts', 'create', '--email', 'keys@example.com', '--plan', 'agency', '--json')).stdout,
    );
    const created = await cli('keys', 'create', '--account', accountId, '--name', 'Reporting', '--json');
    expect(created.code, created.stderr).toBe(0);
    const key = JSON.parse(created.stdout);
    expect(key).toMatchObject({
      id: expect.any(String),
      accountId,
      name: 'Reporting',
      key: expect.stringMatching(/^bl_live_[0-9a-f]{32}$/),
    });
    expect(key.key.startsWith(key.start)).toBe(true);
    expect((await get('/api/v1/brands', key.key)).statusCode).toBe(200);

    const listed = await cli('keys', 'list', '--account', accountId, '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const keys = JSON.parse(listed.stdout) as { id: string; name: string; start: string; lastUsedAt: string | null }[];
    expect(keys.map((entry) => entry.name).sort()).toEqual(['Default key', 'Reporting'].sort());
    expect(keys.find((entry) => entry.id === key.id)).toMatchObject({ start: key.start, lastUsedAt: expect.any(String) });
    expect(listed.stdout).not.toContain(key.key);
    const human = await cli('keys', 'list', '--account', accountId);
    expect(human.stdout).toMatch(/^id\s+name\s+start\s+createdAt\s+lastUsedAt\n/);

    const revoked = await cli('keys', 'revoke', key.id, '--json');
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout)).toEqual({ id: key.id, revoked: true });
    expect((await get('/api/v1/brands', key.key)).json().code).toBe('INVALID_API_KEY');
    expect((JSON.parse((await cli('keys', 'list', '--account', accountId, '--json')).stdout) as unknown[]).length).toBe(1);
  });

  it('explains bad input and exits non-zero', async () => {
    const cases: [string[], RegExp][] = [
      [['accounts', 'create', '--email', 'x@example.com', '--plan', 'gold', '--json'], /unknown plan "gold"/],
      [['accounts', 'create', '--email', 'not-an-email', '--plan', 'pro', '--json'], /not a valid email/],
      [['accounts', 'create', '--email', 'y@example.com', '--plan', 'pro', '--limits', '{"seats": 3}', '--json'], /unknown limit "seats"/],
      [['accounts', 'create', '--email', 'y@example.com', '--plan', 'pro', '--limits', '{nope', '--json'], /not valid JSON/],
      [['accounts', 'set-plan', 'acc_missing', 'pro', '--json'], /not found/],
      [['keys', 'revoke', 'key_missing', '--json'], /not found/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(JSON.parse(result.stderr).error).toMatch(message);
    }
    const duplicate = await cli('accounts', 'create', '--email', 'AGENCY@example.com', '--plan', 'pro', '--json');
    expect(duplicate.code).toBe(1);
    expect(JSON.parse(duplicate.stderr).error).toMatch(/already/);
  });

  it('migrates on request', async () => {
    const result = await cli('migrate', '--json');
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ migrated: true });
  });
});
