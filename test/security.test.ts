import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../src/db/schema.js';
import { userWithSession } from './support/sessions.js';
import { createTestContext, type TestAccount, type TestContext } from './support/test-app.js';

interface Route {
  method: string;
  url: string;
}

/** Every route the app serves, read from Fastify's own route tree (hidden routes included). */
function appRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

const key = (route: Route) => `${route.method} ${route.url}`;
const WELL_FORMED_UNKNOWN_KEY = `bl_live_${'0'.repeat(32)}`;

describe('tenant isolation and authentication on every brand-scoped route', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let stranger: TestAccount;
  let brandRoutes: Route[];
  const mine: Record<string, string> = {};
  const theirs: Record<string, string> = {};

  /** Creates a brand with one of everything under it, and answers its ids by path parameter name. */
  async function populate(account: TestAccount, name: string, ids: Record<string, string>) {
    const post = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
      return response.json().data.id as string;
    };
    ids.brandId = await post('/brands', { name });
    ids.topicId = await post(`/brands/${ids.brandId}/topics`, { seed: 'invoicing software' });
    ids.avatarId = await post(`/brands/${ids.brandId}/avatars`, { name: 'Ana', sector: 'Retail', role: 'CFO', objectives: 'Lower costs' });
    ids.opportunityId = `opp_${ids.brandId}`;
    await ctx.database.db.insert(opportunities).values({
      id: ids.opportunityId,
      accountId: account.id,
      brandId: ids.brandId,
      title: `${name} opportunity`,
      description: 'Competitors are cited here.',
    });
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    stranger = await ctx.createAccount();
    await populate(owner, 'Mine', mine);
    await populate(stranger, 'Theirs', theirs);
    brandRoutes = appRoutes(ctx.app).filter((route) => route.url.includes(':brandId'));
  });
  afterAll(async () => ctx.close());

  /** The route's URL with its parameters taken from `ids`, an unknown id for any parameter `ids` lacks. */
  const urlFor = (route: Route, ids: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? `${name}_unknown`);
  const send = (route: Route, ids: Record<string, string>, headers: Record<string, string>) =>
    ctx.app.inject({
      method: route.method as InjectOptions['method'],
      url: urlFor(route, ids),
      headers,
      ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
    });

  /** The one shared check: every brand-scoped route answers `status` and `code` in the error envelope. */
  async function expectEveryRoute(ids: Record<string, string>, headers: Record<string, string>, status: number, code: string) {
    const failures: string[] = [];
    for (const route of brandRoutes) {
      const response = await send(route, ids, headers);
      const body = response.json() as Record<string, unknown>;
      const envelope =
        Object.keys(body).sort().join(',') === 'code,error,requestId' &&
        typeof body.error === 'string' &&
        body.requestId === response.headers['x-request-id'];
      if (response.statusCode !== status || body.code !== code || !envelope) {
        failures.push(`${key(route)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  }

  it('finds every brand-scoped route of the app, those of the contract included', () => {
    const found = brandRoutes.map(key);
    for (const route of [
      'GET /api/v1/brands/:brandId',
      'PATCH /api/v1/brands/:brandId',
      'DELETE /api/v1/brands/:brandId',
      'GET /api/v1/brands/:brandId/topics',
      'POST /api/v1/brands/:brandId/topics',
      'DELETE /api/v1/brands/:brandId/topics/:topicId',
      'GET /api/v1/brands/:brandId/prompts',
      'GET /api/v1/brands/:brandId/avatars',
      'POST /api/v1/brands/:brandId/avatars',
      'PATCH /api/v1/brands/:brandId/avatars/:avatarId',
      'DELETE /api/v1/brands/:brandId/avatars/:avatarId',
      'GET /api/v1/brands/:brandId/opportunities',
      'PATCH /api/v1/brands/:brandId/opportunities/:opportunityId',
    ]) {
      expect(found).toContain(route);
    }
  });

  it('agrees with the OpenAPI document on the brand-scoped routes', () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.includes('{brandId}'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} /api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(brandRoutes.map(key).sort()).toEqual(documented.sort());
  });

  it("answers 403 FORBIDDEN for another account's brand, and changes nothing of it", async () => {
    await expectEveryRoute(theirs, owner.headers, 403, 'FORBIDDEN');
    const check = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${theirs.brandId}${url}`, headers: stranger.headers });
      expect(response.statusCode).toBe(200);
      return JSON.stringify(response.json().data);
    };
    expect(await check('')).toContain('"name":"Theirs"');
    expect(await check('/topics')).toContain(theirs.topicId);
    expect(await check('/avatars')).toContain(theirs.avatarId);
    expect(await check('/opportunities')).toContain('"status":"TODO"');
  });

  it('answers a signed-in owner of another account 403 FORBIDDEN too, whatever the CSRF token allows', async () => {
    const browser = await userWithSession(ctx.app, ctx.database.db, owner.id, 'owner');
    await expectEveryRoute(theirs, { cookie: `brandlens_session=${browser.cookie}`, 'x-csrf-token': browser.csrfToken }, 403, 'FORBIDDEN');
  });

  it('answers 404 NOT_FOUND for an unknown brand', async () => {
    await expectEveryRoute({ ...mine, brandId: 'brd_does_not_exist' }, owner.headers, 404, 'NOT_FOUND');
  });

  it('answers 401 MISSING_API_KEY without a key', async () => {
    await expectEveryRoute(mine, {}, 401, 'MISSING_API_KEY');
    await expectEveryRoute(theirs, {}, 401, 'MISSING_API_KEY');
  });

  it('answers 401 INVALID_API_KEY for a wrong key, in either header', async () => {
    await expectEveryRoute(mine, { 'x-api-key': WELL_FORMED_UNKNOWN_KEY }, 401, 'INVALID_API_KEY');
    await expectEveryRoute(mine, { authorization: 'Bearer not-a-key' }, 401, 'INVALID_API_KEY');
    const altered = `${owner.apiKey.slice(0, -1)}${owner.apiKey.endsWith('0') ? '1' : '0'}`;
    await expectEveryRoute(mine, { 'x-api-key': altered }, 401, 'INVALID_API_KEY');
  });

  it('answers 403 PLAN_REQUIRED for a key of an account below Agency', async () => {
    const pro = await ctx.createAccount({ plan: 'pro' });
    await expectEveryRoute(mine, pro.headers, 403, 'PLAN_REQUIRED');
  });

  it('left everything in place after all the refused requests', async () => {
    for (const ids of [mine, theirs]) {
      const account = ids === mine ? owner : stranger;
      const brand = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${ids.brandId}`, headers: account.headers });
      expect(brand.statusCode).toBe(200);
      const avatars = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${ids.brandId}/avatars`, headers: account.headers });
      expect(avatars.json().data.map((avatar: { id: string }) => avatar.id)).toEqual([ids.avatarId]);
    }
  });

  it("never shows another account's resources in any list", async () => {
    const brands = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: owner.headers });
    expect(brands.json().data.map((brand: { id: string }) => brand.id)).toEqual([mine.brandId]);

    const theirIds = Object.values(theirs);
    const listRoutes = brandRoutes.filter((route) => route.method === 'GET' && !/:\w+$/.test(route.url.replace(/:brandId$/, '')));
    expect(listRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of listRoutes) {
      const response = await send(route, mine, owner.headers);
      expect(response.statusCode, key(route)).toBe(200);
      const body = response.body;
      for (const id of theirIds) expect(body, `${key(route)} shows ${id}`).not.toContain(id);
      expect(body).not.toContain('Theirs');
    }
    // The lists are not empty: the owner's own resources are there.
    for (const [path, id] of [
      ['topics', mine.topicId],
      ['avatars', mine.avatarId],
      ['opportunities', mine.opportunityId],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${mine.brandId}/${path}`, headers: owner.headers });
      expect(response.body).toContain(id);
    }
    const prompts = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${mine.brandId}/prompts`, headers: owner.headers });
    expect(prompts.json().total).toBeGreaterThanOrEqual(10);
    for (const prompt of prompts.json().data) expect(prompt.topic.id).toBe(mine.topicId);
  });
});
