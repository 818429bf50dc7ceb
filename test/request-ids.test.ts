import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from './support/test-app.js';

/** Sends raw bytes to the listening app and returns the whole response as text. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

function parseRaw(response: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head, body = ''] = response.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head!.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('request ids and requests the HTTP parser refuses', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => ctx.close());

  it('names every response with X-Request-Id, and every error body with the same id', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: owner.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: owner.headers });
    expect(other.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    for (const [url, headers] of [
      ['/api/v1/brands', {}],
      ['/api/v1/brands/nope', owner.headers],
      ['/nowhere', {}],
    ] as const) {
      const failed = await ctx.app.inject({ method: 'GET', url, headers });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(failed.json()).toEqual({ error: expect.any(String), code: expect.any(String), requestId: failed.headers['x-request-id'] });
    }
  });

  it("keeps a caller's plain X-Request-Id and replaces one that could forge a log line", async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/brands/nope',
      headers: { ...owner.headers, 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(kept.json().requestId).toBe('lb-7f3a.42');
    for (const forged of ['a b', 'x'.repeat(129), 'id"}{"level":60', '']) {
      const replaced = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/brands',
        headers: { ...owner.headers, 'x-request-id': forged },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers a malformed request line with 400 BAD_REQUEST in the error envelope', async () => {
    const response = parseRaw(await rawExchange(port, 'GET /api/v1/brands HTTP/1.1 extra\r\nHost: x\r\n\r\n'));
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      error: expect.stringContaining('Malformed'),
      code: 'BAD_REQUEST',
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers headers or a URL over 16 KB with 431 HEADERS_TOO_LARGE in the error envelope', async () => {
    for (const request of [
      `GET /api/v1/brands?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/v1/brands HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const response = parseRaw(await rawExchange(port, request));
      expect(response.status).toBe(431);
      expect(response.body).toEqual({
        error: expect.stringContaining('too large'),
        code: 'HEADERS_TOO_LARGE',
        requestId: expect.any(String),
      });
    }
  });
});
