import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.js';

const INDEX = '<!doctype html><title>Brandlens</title><div id="root"></div>';

describe('the dashboard served at /', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let withoutBuild: FastifyInstance;
  const built = mkdtempSync(path.join(os.tmpdir(), 'brandlens-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(built, 'assets'));
    writeFileSync(path.join(built, 'index.html'), INDEX);
    writeFileSync(path.join(built, 'assets', 'index-AbC123.js'), 'console.log("dashboard")');
    writeFileSync(path.join(built, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("dashboard")'));
    writeFileSync(path.join(built, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    context = await createTestContext();
    app = await context.buildApp({ dashboardDir: built });
    withoutBuild = await context.buildApp({ dashboardDir: path.join(built, 'missing') });
  });
  afterAll(async () => {
    await context?.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('serves index.html at / and at every page of the app (history fallback), never cached', async () => {
    for (const url of ['/', '/login', '/brands/brd_1/answers?days=7&model=GPT_4O', '/settings/keys', '/brands/brd_1/answers/run_1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('serves its files, hashed assets cached for good; a missing file is a 404, not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    // The build's compressed copy, to a browser that takes gzip.
    const compressed = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe('console.log("dashboard")');
    const missing = await app.inject({ method: 'GET', url: '/assets/index-Old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never shadows the API, the docs, /mcp, /healthz or /metrics', async () => {
    const unknownApi = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/brands' })).json()).toMatchObject({ code: 'MISSING_API_KEY' });
    expect((await app.inject({ method: 'GET', url: '/api' })).statusCode).toBe(404);
    // A path parameter past the router's length reaches the fallback, which hands it back: 404, not a 405 naming GET.
    const longId = await app.inject({ method: 'GET', url: `/api/v1/brands/${'a'.repeat(101)}` });
    expect(longId.statusCode, longId.body).toBe(404);
    expect(longId.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    const docs = await app.inject({ method: 'GET', url: '/docs' });
    expect(docs.body).not.toBe(INDEX);
    expect((await app.inject({ method: 'GET', url: '/docs/nothing-here' })).body).not.toBe(INDEX);
    // Metrics are off in this app: the path is the service's 404, not the dashboard.
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const method of ['GET', 'DELETE'] as const) {
      const mcp = await app.inject({ method, url: '/mcp' });
      expect(mcp.body, `${method} /mcp`).not.toBe(INDEX);
      expect(mcp.statusCode, `${method} /mcp`).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers other methods on its pages as the service does: no page, no write', async () => {
    const posted = await app.inject({ method: 'POST', url: '/brands/brd_1', payload: {} });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toMatchObject({ code: 'NOT_FOUND' });
    const root = await app.inject({ method: 'POST', url: '/', payload: {} });
    expect(root.statusCode).toBe(405);
  });

  it('without a build, / says how to build it and the API works as before', async () => {
    const root = await withoutBuild.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(404);
    expect(root.headers['content-type']).toMatch(/^text\/plain/);
    expect(root.body).toContain('npm run build');
    const page = await withoutBuild.inject({ method: 'GET', url: '/brands/brd_1' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
    const account = await context.createAccount();
    const brands = await withoutBuild.inject({ method: 'GET', url: '/api/v1/brands', headers: account.headers });
    expect(brands.statusCode).toBe(200);
  });
});
