import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnEntryPoint, type CommandResult } from './support/processes.js';
import { createTestContext, type TestContext } from './support/test-app.js';

/** The CLI with `input` written to its standard input. */
function runCliWithInput(args: string[], env: Record<string, string>, input: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawnEntryPoint('src/cli.ts', args, env);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin!.end(input);
  });
}

// Each command is a process of its own compiling the sources (several seconds on a busy machine).
describe('operator CLI: users', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let env: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    env = { DATABASE_URL: ctx.database.url };
    accountId = (await ctx.createAccount({ plan: 'pro' })).id;
  });
  afterAll(async () => ctx.close());

  const cli = (...args: string[]) => runCli(args, env);
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

  it('creates a user with a generated password, printed once, that signs in', async () => {
    const created = await cli('users', 'create', '--account', accountId, '--email', 'owner@example.com', '--role', 'owner', '--json');
    expect(created.code, created.stderr).toBe(0);
    const user = JSON.parse(created.stdout);
    expect(user).toEqual({
      id: expect.stringMatching(/^usr_/),
      email: 'owner@example.com',
      role: 'owner',
      createdAt: expect.any(String),
      lastLoginAt: null,
      accountId,
      password: expect.stringMatching(/^[A-Za-z2-9]{20}$/),
    });
    const signedIn = await login('owner@example.com', user.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.account).toEqual({ id: accountId, plan: 'pro' });

    const human = await cli('users', 'create', '--account', accountId, '--email', 'viewer@example.com', '--role', 'viewer');
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(
      /^Created user usr_\w+ \(viewer@example.com, viewer\) in account acc_\w+\.\nPassword, shown this once: \w{20}\n$/,
    );
  });

  it('takes the password from standard input with --password-stdin, and prints none', async () => {
    const password = ' my own long password ';
    const args = [
      'users',
      'create',
      '--account',
      accountId,
      '--email',
      'member@example.com',
      '--role',
      'member',
      '--password-stdin',
      '--json',
    ];
    const created = await runCliWithInput(args, env, `${password}\n`);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).not.toHaveProperty('password');
    expect(created.stdout).not.toContain('my own');
    expect((await login('member@example.com', password)).statusCode).toBe(200);

    const short = await runCliWithInput(
      [...args.slice(0, 4), '--email', 'short@example.com', '--role', 'member', '--password-stdin', '--json'],
      env,
      'short\n',
    );
    expect(short.code).toBe(1);
    expect(JSON.parse(short.stderr)).toEqual({ error: 'password must be 12 to 256 characters long', code: 'VALIDATION_ERROR' });
  });

  it('lists the users with the fields of GET /users, and removes one by id or email, ending their sessions', async () => {
    const listed = await cli('users', 'list', '--account', accountId, '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const users = JSON.parse(listed.stdout) as { id: string; email: string; role: string; lastLoginAt: string | null }[];
    expect(users.map((user) => `${user.email} ${user.role}`)).toEqual([
      'owner@example.com owner',
      'viewer@example.com viewer',
      'member@example.com member',
    ]);
    expect(Object.keys(users[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'lastLoginAt', 'role']);
    const human = await cli('users', 'list', '--account', accountId);
    expect(human.stdout).toMatch(/^id\s+email\s+role\s+createdAt\s+lastLoginAt\n/);

    const session = await login('member@example.com', ' my own long password ');
    const cookies = { brandlens_session: session.cookies[0]!.value };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', cookies })).statusCode).toBe(200);
    const member = users.find((user) => user.role === 'member')!;
    const removed = await cli('users', 'remove', member.id, '--json');
    expect(removed.code, removed.stderr).toBe(0);
    expect(JSON.parse(removed.stdout)).toEqual({ id: member.id, removed: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', cookies })).json().code).toBe('INVALID_SESSION');

    const byEmail = await cli('users', 'remove', 'VIEWER@example.com');
    expect(byEmail.code, byEmail.stderr).toBe(0);
    expect(byEmail.stdout).toMatch(/^Removed user usr_\w+ \(viewer@example.com\); their sessions have ended\.\n$/);
    const left = JSON.parse((await cli('users', 'list', '--account', accountId, '--json')).stdout) as { email: string }[];
    expect(left.map((user) => user.email)).toEqual(['owner@example.com']);
  });

  it('explains bad input and exits non-zero', async () => {
    const cases: [string[], RegExp][] = [
      [['users', 'create', '--account', accountId, '--email', 'x@example.com', '--role', 'boss', '--json'], /unknown role "boss"/],
      [
        ['users', 'create', '--account', 'acc_missing', '--email', 'x@example.com', '--role', 'member', '--json'],
        /Account acc_missing not found/,
      ],
      [['users', 'create', '--account', accountId, '--email', 'nope', '--role', 'member', '--json'], /not a valid email/],
      [['users', 'create', '--account', accountId, '--email', 'OWNER@example.com', '--role', 'member', '--json'], /already exists/],
      [['users', 'list', '--account', 'acc_missing', '--json'], /not found/],
      [['users', 'remove', 'usr_missing', '--json'], /User usr_missing not found/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(JSON.parse(result.stderr).error).toMatch(message);
    }
  });
});
