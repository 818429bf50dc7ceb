import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, CHROMIUM_ARGS, findChromium, watchPageErrors } from './support/browser.js';
import { REPO_ROOT, startServer, temporaryDataDir, type RunningServer } from './support/processes.js';
import { buildDashboard } from './support/web.js';

/**
 * The member and admin roles in a real browser (the owner's and viewer's flows are test/dashboard-browser.test.ts's):
 * one service started from source with every model simulated, serving a dashboard build of this test's own (so the
 * other browser test's build of web/dist, running alongside, never changes the files under this one), and a browser
 * context per teammate, each made through the invite flow.
 */
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.warn('dashboard roles browser test skipped: no Chromium binary (apt-get install -y chromium, or set CHROMIUM_PATH)');
}

// A directory of its own: the other browser test empties test-results/dashboard when it starts.
const SCREENSHOTS = path.join(REPO_ROOT, 'test-results', 'dashboard-roles');
const KEY_PATTERN = /bl_live_[0-9a-f]{32}/;
const ADMIN_EMAIL = 'admin@agency.example';
const MEMBER_EMAIL = 'member@agency.example';

/** The owner, through the API with a session as the dashboard has one: set-up only, the browser checks are the roles'. */
async function ownerSession(baseUrl: string, email: string, password: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('brandlens_session='))!;
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  return async <T>(method: string, route: string, body?: object): Promise<{ status: number; data: T }> => {
    const response = await fetch(`${baseUrl}/api/v1${route}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrfToken, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  };
}

/** A write from inside the page with the page's own session and CSRF token, as a hand-made request would be. */
const writeFromPage = (page: Page, method: string, route: string, body: object) =>
  page.evaluate(`(async () => {
    const session = await (await fetch('/api/v1/auth/session')).json();
    const response = await fetch('/api/v1${route}', {
      method: '${method}',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.data.csrfToken },
      body: ${JSON.stringify(JSON.stringify(body))},
    });
    return { status: response.status, code: (await response.json()).code };
  })()`);

describe.skipIf(!chromiumPath)('member and admin roles in Chromium', () => {
  const dataDir = temporaryDataDir();
  const dashboardDir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-web-roles-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  /** Failed requests the test makes on purpose, as `STATUS METHOD /path`. */
  const allowedFailures: RegExp[] = [/^401 GET \/api\/v1\/auth\/session$/];
  let shots = 0;

  /** A screenshot of the page under test-results/, and no serious or critical axe-core finding on it. */
  async function checkPage(page: Page, name: string): Promise<void> {
    shots += 1;
    await page.screenshot({ path: path.join(SCREENSHOTS, `${String(shots).padStart(2, '0')}-${name}.png`), fullPage: true });
    expect(await accessibilityViolations(page), `accessibility of ${name}`).toEqual([]);
    expect(pageErrors, `errors in the page by ${name}`).toEqual([]);
  }

  /** A fresh browser (no cookie) that opens an invite link and chooses a password: signed in as the invitee. */
  async function acceptInvite(link: string, email: string): Promise<Page> {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    watchPageErrors(page, pageErrors, (failure) => allowedFailures.some((pattern) => pattern.test(failure)));
    await page.goto(`${server!.baseUrl}/accept-invite${new URL(link).hash}`);
    await page.getByRole('heading', { name: 'Join your team on Brandlens' }).waitFor();
    const password = `${email} chose this password`;
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Accept invite' }).click();
    await page.waitForURL(/\/brands\/brd_[^/?]+/);
    await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();
    return page;
  }

  beforeAll(async () => {
    buildDashboard(dashboardDir);
    rmSync(SCREENSHOTS, { recursive: true, force: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServer({ DATA_DIR: dataDir, LLM_SIMULATE: 'all', DASHBOARD_DIR: dashboardDir });
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  it('lets a member write but not reach the team or API keys, and an admin manage both', { timeout: 240_000 }, async () => {
    const baseUrl = server!.baseUrl;
    const login = /sign in as (\S+) with password (\S+)/.exec(server!.output());
    expect(login, server!.output()).not.toBeNull();
    const ownerEmail = login![1]!;
    const asOwner = await ownerSession(baseUrl, ownerEmail, login![2]!);
    const brand = await asOwner<{ id: string }>('POST', '/brands', { name: 'Pipedrive', domain: 'pipedrive.com' });
    expect(brand.status).toBe(201);
    const adminInvite = await asOwner<{ url: string }>('POST', '/invites', { email: ADMIN_EMAIL, role: 'admin' });
    expect(adminInvite.status).toBe(201);

    // The admin: API keys and the team are theirs.
    const admin = await acceptInvite(adminInvite.data.url, ADMIN_EMAIL);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' }).click();
    await admin.getByRole('heading', { name: 'Settings › API keys' }).waitFor();
    const settingsNav = admin.getByRole('navigation', { name: 'Settings' });
    await settingsNav.getByRole('link', { name: 'Team' }).waitFor();
    await admin.getByLabel('Key name').fill('admin reporting');
    await admin.getByRole('button', { name: 'Create key' }).click();
    const keyDialog = admin.getByRole('dialog', { name: 'Your new API key' });
    const key = await keyDialog.getByRole('textbox').inputValue();
    expect(key).toMatch(KEY_PATTERN);
    await checkPage(admin, 'admin-key-created');
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    expect((await fetch(`${baseUrl}/api/v1/brands`, { headers: { 'x-api-key': key } })).status).toBe(200);
    await admin.getByRole('button', { name: 'Revoke key admin reporting' }).click();
    const revokeDialog = admin.getByRole('dialog', { name: 'Revoke this key?' });
    await revokeDialog.getByRole('button', { name: 'Revoke key' }).click();
    // While the dialog is open the page behind it is hidden from roles, so the row's button only counts once it has closed.
    await revokeDialog.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Revoke key admin reporting' }).waitFor({ state: 'detached' });
    expect((await fetch(`${baseUrl}/api/v1/brands`, { headers: { 'x-api-key': key } })).status).toBe(401);

    // Team: an admin hands out every role but owner, leaves the owner alone, and invites the member.
    await settingsNav.getByRole('link', { name: 'Team' }).click();
    await admin.getByRole('heading', { name: 'Settings › Team' }).waitFor();
    const roleChoice = admin.getByLabel('Role', { exact: true });
    await expect(
      roleChoice.locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value'))),
    ).resolves.toEqual(['admin', 'member', 'viewer']);
    await expect(admin.getByLabel(`Role of ${ownerEmail}`).isDisabled()).resolves.toBe(true);
    await expect(admin.getByRole('button', { name: `Remove ${ownerEmail}` }).isDisabled()).resolves.toBe(true);
    await admin.getByLabel("Teammate's email").fill(MEMBER_EMAIL);
    await roleChoice.selectOption('member');
    await admin.getByRole('button', { name: 'Create invite' }).click();
    const inviteDialog = admin.getByRole('dialog', { name: 'Invite link' });
    const memberLink = await inviteDialog.getByRole('textbox').inputValue();
    expect(memberLink).toMatch(/\/accept-invite#\S+$/);
    await inviteDialog.getByRole('button', { name: 'Done' }).click();
    await admin.getByTestId('invites-table').getByText(MEMBER_EMAIL).waitFor();
    await checkPage(admin, 'admin-team');

    // The member: a topic and a campaign of their own.
    const member = await acceptInvite(memberLink, MEMBER_EMAIL);
    const memberNav = member.getByRole('navigation', { name: 'Main' });
    await memberNav.getByRole('link', { name: 'Topics' }).click();
    await member.getByLabel('Question or category').fill('best CRM for small businesses');
    await member.getByRole('button', { name: 'Add topic' }).click();
    await member.getByText(/· \d+ prompts ·/).waitFor();
    expect(await member.getByTestId('read-only-note').count()).toBe(0);
    await checkPage(member, 'member-topics');
    await memberNav.getByRole('link', { name: 'Campaigns' }).click();
    await member.getByRole('heading', { name: 'Launch a campaign' }).waitFor();
    // The simulated model alone: the run count stays small on a 2-core machine.
    const models = member.getByRole('group', { name: 'Models' });
    const checked = models.getByRole('checkbox', { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await models.getByRole('checkbox', { name: /Simulated \(offline\)/ }).check();
    await member.getByRole('button', { name: 'Launch campaign' }).click();
    await member.getByRole('status').filter({ hasText: 'Campaign launched' }).waitFor();
    await member.locator('tr[data-campaign-id][data-status="completed"]').waitFor({ timeout: 120_000 });
    const campaigns = (await (await member.request.get(`${baseUrl}/api/v1/brands/${brand.data.id}/campaigns`)).json()) as {
      data: { models: string[]; status: string }[];
    };
    expect(campaigns.data).toEqual([expect.objectContaining({ models: ['SIMULATED'], status: 'completed' })]);
    await checkPage(member, 'member-campaigns');

    // No API keys or team anywhere in the member's pages, and the pages themselves say why when asked for.
    expect(await memberNav.getByRole('link', { name: 'API keys' }).count()).toBe(0);
    await memberNav.getByRole('link', { name: 'Settings' }).click();
    const memberSettings = member.getByRole('navigation', { name: 'Settings' });
    await memberSettings.getByRole('link', { name: 'Account' }).waitFor();
    await expect(memberSettings.getByRole('link').allTextContents()).resolves.toEqual(['Account', 'Usage']);
    await member.getByRole('button', { name: `Account menu for ${MEMBER_EMAIL}` }).click();
    await member.getByRole('menuitem', { name: 'Usage' }).waitFor();
    expect(await member.getByRole('menuitem', { name: /Team|API keys/ }).count()).toBe(0);
    await member.keyboard.press('Escape');
    await checkPage(member, 'member-settings');
    for (const [route, what] of [
      ['/settings/keys', 'API keys'],
      ['/settings/team', 'The team'],
    ] as const) {
      await member.goto(`${baseUrl}${route}`);
      await expect
        .poll(() => member.getByTestId('role-required').textContent())
        .toBe(`${what} is for owners and admins; you are signed in as a member.`);
      expect(await member.getByRole('button', { name: /Create key|Create invite/ }).count()).toBe(0);
    }
    await checkPage(member, 'member-team-refused');

    // The API refuses the member all the same, with the session's own CSRF token (these 403s are expected).
    allowedFailures.push(/^403 POST \/api\/v1\/(keys|invites)$/);
    await expect(writeFromPage(member, 'POST', '/keys', { name: 'member key' })).resolves.toEqual({ status: 403, code: 'ROLE_REQUIRED' });
    await expect(writeFromPage(member, 'POST', '/invites', { email: 'friend@agency.example', role: 'viewer' })).resolves.toEqual({
      status: 403,
      code: 'ROLE_REQUIRED',
    });

    // Back as the admin: the member is on the team, made a viewer (which the member's next page shows), then removed.
    await admin.reload();
    const memberRole = admin.getByLabel(`Role of ${MEMBER_EMAIL}`);
    await expect.poll(() => memberRole.inputValue()).toBe('member');
    await memberRole.selectOption('viewer');
    await expect
      .poll(
        async () =>
          (await asOwner<{ email: string; role: string }[]>('GET', '/users')).data.find((user) => user.email === MEMBER_EMAIL)?.role,
      )
      .toBe('viewer');
    await member.goto(`${baseUrl}/brands/${brand.data.id}/topics`);
    await member.getByTestId('read-only-note').waitFor();
    expect(await member.getByRole('button', { name: 'Add topic' }).count()).toBe(0);
    await admin.getByRole('button', { name: `Remove ${MEMBER_EMAIL}` }).click();
    await admin.getByRole('dialog', { name: 'Remove this teammate?' }).getByRole('button', { name: 'Remove user' }).click();
    await admin.getByRole('button', { name: `Remove ${MEMBER_EMAIL}` }).waitFor({ state: 'detached' });
    await checkPage(admin, 'admin-member-removed');
    expect((await member.request.get(`${baseUrl}/api/v1/auth/session`)).status()).toBe(401);
    expect(shots).toBe(7);
  });
});
