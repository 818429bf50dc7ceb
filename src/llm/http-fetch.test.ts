import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFetch } from './http-fetch.js';

let server: http.Server;
let base: string;
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const path = request.url ?? '/';
      if (path === '/gzip') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(JSON.stringify({ compressed: true })));
      } else if (path === '/empty') {
        response.writeHead(204, { 'x-request-id': 'r1' }).end();
      } else if (path === '/odd') {
        response.writeHead(999).end('?');
      } else if (path === '/moved') {
        response.writeHead(307, { location: '/echo' }).end();
      } else if (path === '/slow') {
        setTimeout(() => response.writeHead(200).end('late'), 500);
      } else {
        response.setHeader('set-cookie', ['a=1', 'b=2']);
        response.writeHead(201, 'Made', { 'content-type': 'text/plain' });
        response.end(`echo:${Buffer.concat(chunks).toString()}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('httpFetch', () => {
  it('sends method, headers and a sized body, and hands back status, status text, every header and the body', async () => {
    const response = await httpFetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
      body: '{"é":1}',
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.text()).toBe('echo:{"é":1}');
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', body: '{"é":1}' });
    expect(request.headers).toMatchObject({ 'x-api-key': 'k', 'content-length': String(Buffer.byteLength('{"é":1}')) });
    expect(request.headers['transfer-encoding']).toBeUndefined();
  });

  it('decodes a compressed body and drops the headers that described the encoded one', async () => {
    const response = await httpFetch(`${base}/gzip`);
    expect(await response.json()).toEqual({ compressed: true });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('gives a status without a body a null body', async () => {
    const response = await httpFetch(`${base}/empty`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(response.headers.get('x-request-id')).toBe('r1');
  });

  it('follows a 307 with the same method and body', async () => {
    const response = await httpFetch(`${base}/moved`, { method: 'POST', body: 'again' });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('echo:again');
  });

  it('fails a status fetch could not hand back as a failed call, not as a crash', async () => {
    await expect(httpFetch(`${base}/odd`)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { name: 'RangeError' },
    });
  });

  it('rejects with the signal reason when aborted, before or during the call', async () => {
    const before = AbortSignal.abort(new Error('cancelled first'));
    await expect(httpFetch(`${base}/echo`, { signal: before })).rejects.toThrow('cancelled first');
    await expect(httpFetch(`${base}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('rejects as fetch does when nobody listens: TypeError "fetch failed" with the socket error as cause', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await httpFetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(failure).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });

  it('leaves a body it does not send itself (a stream, a form) to the global fetch', async () => {
    const form = new URLSearchParams({ q: 'brands' });
    const response = await httpFetch(`${base}/echo`, { method: 'POST', body: form });
    expect(await response.text()).toBe('echo:q=brands');
    expect(seen.at(-1)!.headers['content-type']).toContain('application/x-www-form-urlencoded');
  });
});
