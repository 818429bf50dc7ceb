import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import { opportunities } from '../src/db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from './support/test-app.js';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const MiB = 1024 * 1024;
const UNREACHABLE_DATABASE = 'postgresql://postgres@127.0.0.1:1/none';

/** The error envelope and nothing else: never Fastify's `{ statusCode, error, message }`. */
function expectEnvelope(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({ error: expect.any(String), code, requestId: response.headers['x-request-id'] });
  expect(body).not.toHaveProperty('statusCode');
  expect(body).not.toHaveProperty('message');
  expect(body.error.length).toBeGreaterThan(0);
  return body as { error: string; code: string };
}

describe('HTTP errors, formats and service documents', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let brandId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    brandId = (await call('POST', '/brands', { name: 'Errors' })).json().data.id;
  });
  afterAll(async () => ctx.close());

  const call = (method: InjectOptions['method'], url: string, payload?: object, headers: Record<string, string> = owner.headers) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const raw = (method: InjectOptions['method'], url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...owner.headers, 'content-type': contentType }, payload });

  it('answers 404 NOT_FOUND for unknown routes, inside and outside the API, with or without a key, and 405 for a wrong method', async () => {
    for (const url of ['/nope', '/api/v1/nope', '/api/v2/brands', '/api/v1/brands/x/unknown-thing']) {
      expectEnvelope(await ctx.app.inject({ method: 'GET', url, headers: owner.headers }), 404, 'NOT_FOUND');
      expectEnvelope(await ctx.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
    expectEnvelope(
      await ctx.app.inject({ method: 'PUT', url: '/api/v1/brands', headers: owner.headers, payload: {} }),
      405,
      'METHOD_NOT_ALLOWED',
    );
  });

  it('answers 400 BAD_REQUEST for a malformed URL', async () => {
    for (const url of ['/api/v1/brands/%E0%A4%A', '/api/v1/brands/%zz']) {
      const body = expectEnvelope(await ctx.app.inject({ method: 'GET', url, headers: owner.headers }), 400, 'BAD_REQUEST');
      expect(body.error).toContain('url');
    }
  });

  it('refuses NUL characters in bodies and path parameters with 422, never 500', async () => {
    const cases: [InjectOptions['method'], string, object | undefined, string][] = [
      ['POST', '/brands', { name: 'Nul\u0000Brand' }, 'name'],
      ['POST', '/brands', { name: 'Aliased', aliases: ['ok', 'a\u0000b'] }, 'aliases.1'],
      ['POST', `/brands/${brandId}/topics`, { seed: 'seed\u0000text' }, 'seed'],
      ['PATCH', `/brands/${brandId}/avatars/avt_x`, { name: '\u0000' }, 'name'],
      ['DELETE', `/brands/${brandId}/topics/top%00x`, undefined, 'topicId'],
      ['GET', '/brands/brd%00x', undefined, 'brandId'],
    ];
    for (const [method, url, payload, field] of cases) {
      const body = expectEnvelope(await call(method, url, payload), 422, 'VALIDATION_ERROR');
      expect(body.error, `${method} ${url}`).toContain(field);
    }
  });

  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    for (const payload of ['{"name": ', '{name: "x"}', "{'name': 'x'}", '{"name":"x",}', 'not json']) {
      const body = expectEnvelope(await raw('POST', '/brands', payload), 400, 'BAD_REQUEST');
      expect(body.error, payload).toMatch(/json/i);
    }
    expectEnvelope(await raw('PATCH', `/brands/${brandId}`, '{"name"'), 400, 'BAD_REQUEST');
    expect((await call('GET', '/brands')).json().data).toHaveLength(1);
  });

  it('accepts a body of exactly 1 MiB and refuses one byte more with 413 PAYLOAD_TOO_LARGE', async () => {
    // Padded with the white space JSON allows between tokens: an unknown field would be refused.
    const bodyOfSize = (name: string, size: number) => {
      const prefix = `{"name":"${name}"`;
      const text = `${prefix}${' '.repeat(size - prefix.length - 1)}}`;
      expect(Buffer.byteLength(text)).toBe(size);
      return text;
    };
    const exact = await raw('POST', '/brands', bodyOfSize('Exactly one MiB', MiB));
    expect(exact.statusCode, exact.body).toBe(201);

    expectEnvelope(await raw('POST', '/brands', bodyOfSize('One byte over', MiB + 1)), 413, 'PAYLOAD_TOO_LARGE');
    expectEnvelope(await raw('POST', '/brands', bodyOfSize('Two MiB', 2 * MiB)), 413, 'PAYLOAD_TOO_LARGE');
    const names = (await call('GET', '/brands')).json().data.map((brand: { name: string }) => brand.name);
    expect(names).not.toContain('One byte over');
  });

  it('answers 422 VALIDATION_ERROR naming the field for schema violations', async () => {
    const cases: [InjectOptions['method'], string, object, string][] = [
      ['POST', '/brands', {}, 'name'],
      ['POST', '/brands', { name: 5 }, 'name'],
      ['PATCH', `/brands/${brandId}`, { autoWeeklyAnalysis: 'sometimes' }, 'autoWeeklyAnalysis'],
      ['POST', `/brands/${brandId}/topics`, { seed: 'x' }, 'seed'],
      ['POST', `/brands/${brandId}/avatars`, { name: 'A', sector: 'B', role: 'C' }, 'objectives'],
      ['POST', '/keys', { name: 12 }, 'name'],
    ];
    for (const [method, url, payload, field] of cases) {
      const body = expectEnvelope(await call(method, url, payload), 422, 'VALIDATION_ERROR');
      expect(body.error, `${method} ${url}`).toContain(field);
    }
    const query = expectEnvelope(await call('GET', `/brands/${brandId}/prompts?limit=x`), 422, 'VALIDATION_ERROR');
    expect(query.error).toContain('limit');
    expectEnvelope(await raw('POST', '/brands', '"just a string"'), 422, 'VALIDATION_ERROR');
    expectEnvelope(await raw('POST', '/brands', ''), 422, 'VALIDATION_ERROR');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, and no internals, while the database is unreachable', async () => {
    const unreachable = connectDatabase(UNREACHABLE_DATABASE);
    const broken = await ctx.buildApp({ db: unreachable.db, pool: unreachable.pool });
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/v1/brands', headers: owner.headers });
      const body = expectEnvelope(response, 503, 'SERVICE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
      expect(body.error).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|stack|at /i);
    } finally {
      await unreachable.close();
    }
  });

  it('recovers by itself when the database goes away and comes back: 503 meanwhile, 200 after', async () => {
    const target = new URL(ctx.database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    const viaProxy = connectDatabase(target.toString());
    const app = await ctx.buildApp({ db: viaProxy.db, pool: viaProxy.pool });
    const brands = () => app.inject({ method: 'GET', url: '/api/v1/brands', headers: owner.headers });
    try {
      expect((await brands()).statusCode).toBe(200);
      await proxy.goDown();
      expect((await brands()).statusCode).toBe(503);
      await proxy.comeBack();
      await expect.poll(async () => (await brands()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    } finally {
      await viaProxy.close();
      await proxy.close();
    }
  });

  it('writes every timestamp as ISO 8601 UTC with milliseconds', async () => {
    await call('POST', `/brands/${brandId}/topics`, { seed: 'time tracking software' });
    await call('POST', `/brands/${brandId}/avatars`, { name: 'Tim', sector: 'Media', role: 'Editor', objectives: 'Publish faster' });
    await ctx.database.db.insert(opportunities).values({ id: 'opp_time', accountId: owner.id, brandId, title: 'T', description: 'D' });
    await call('POST', '/keys', { name: 'timestamps' });

    const timestamps: string[] = [];
    const collect = (value: unknown, field = ''): void => {
      if (Array.isArray(value)) value.forEach((item) => collect(item));
      else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([name, item]) => collect(item, name));
      else if (/At$/.test(field) && value !== null) timestamps.push(value as string);
    };
    for (const url of [
      '/brands',
      `/brands/${brandId}`,
      `/brands/${brandId}/topics`,
      `/brands/${brandId}/prompts`,
      `/brands/${brandId}/avatars`,
      `/brands/${brandId}/opportunities`,
      '/keys',
    ]) {
      collect((await call('GET', url)).json());
    }
    expect(timestamps.length).toBeGreaterThanOrEqual(10);
    for (const timestamp of timestamps) {
      expect(timestamp).toMatch(ISO_UTC_MS);
      expect(new Date(timestamp).toISOString()).toBe(timestamp);
    }
  });

  describe('OpenAPI document and reference', () => {
    it('serves an OpenAPI 3.1 document, without a key, listing the resource paths relative to /api/v1 with operation ids', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\.1\./);
      expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
      expect(document.servers[0].url).toMatch(/\/api\/v1$/);
      const paths = Object.keys(document.paths);
      for (const path of [
        '/brands',
        '/brands/{brandId}',
        '/brands/{brandId}/topics',
        '/brands/{brandId}/topics/{topicId}',
        '/brands/{brandId}/prompts',
        '/brands/{brandId}/avatars',
        '/brands/{brandId}/avatars/{avatarId}',
        '/brands/{brandId}/opportunities',
        '/brands/{brandId}/opportunities/{opportunityId}',
        '/keys',
        '/keys/{keyId}',
        '/models',
      ]) {
        expect(paths).toContain(path);
      }
      expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
      expect(Object.keys(document.paths['/brands/{brandId}']).sort()).toEqual(['delete', 'get', 'patch']);

      const operationIds: string[] = [];
      for (const operations of Object.values(document.paths) as Record<string, { operationId?: string }>[]) {
        for (const [method, operation] of Object.entries(operations)) {
          if (method === 'servers' || method === 'parameters') continue;
          expect(operation.operationId, method).toMatch(/^[A-Za-z]\w*$/);
          operationIds.push(operation.operationId!);
        }
      }
      expect(new Set(operationIds).size).toBe(operationIds.length);
      expect(operationIds).toEqual(expect.arrayContaining(['listBrands', 'createBrand', 'listPrompts', 'updateOpportunity']));
    });

    it('documents only paths that exist at the server URL they resolve against', async () => {
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      const missing: string[] = [];
      for (const [path, item] of Object.entries(document.paths) as [string, Record<string, unknown> & { servers?: { url: string }[] }][]) {
        const base = new URL((item.servers ?? document.servers)[0]!.url).pathname.replace(/\/$/, '');
        for (const method of Object.keys(item).filter((name) => !['servers', 'parameters'].includes(name))) {
          const url = `${base}${path.replace(/\{(\w+)\}/g, ':$1')}`;
          if (!ctx.app.hasRoute({ method: method.toUpperCase() as 'GET', url })) missing.push(`${method.toUpperCase()} ${url}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('serves an HTML reference at /docs from local assets', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<html/i);
      expect(response.body).not.toMatch(/(src|href)=["']https?:\/\//i);
    });
  });

  describe('GET /healthz', () => {
    it('answers 200 without a key when the database is reachable', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    });

    it('answers 503 when the database is unreachable', async () => {
      const unreachable = connectDatabase(UNREACHABLE_DATABASE);
      const broken = await ctx.buildApp({ db: unreachable.db, pool: unreachable.pool });
      try {
        const response = await broken.inject({ method: 'GET', url: '/healthz' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).not.toMatchObject({ status: 'ok' });
      } finally {
        await unreachable.close();
      }
    });
  });
});
