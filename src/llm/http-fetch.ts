import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

// Kept-alive connections per provider host, as the global fetch keeps them; one idle for 4 s (or past the server's
// keep-alive hint) is closed, so a request is not sent on a connection the server is closing.
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }),
};
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const MAX_REDIRECTS = 5;
function decoded(response: http.IncomingMessage): Readable {
  switch (response.headers['content-encoding']?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

function responseHeaders(response: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (let index = 0; index < response.rawHeaders.length; index += 2)
    headers.append(response.rawHeaders[index]!, response.rawHeaders[index + 1]!);
  // The body handed on is decoded: its encoding and length no longer describe it.
  if (response.headers['content-encoding']) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return headers;
}

/**
 * `fetch` for provider calls, over node:http with kept-alive connections and the body read whole: the calls are
 * request/response JSON, and Node's own fetch (undici, with web streams) costs the worker about three times the CPU
 * per call (see bench/campaign-throughput and docs/decisions.md). It fails the way fetch does, so the SDK's error
 * handling is unchanged: a network failure rejects with TypeError "fetch failed" (the socket error as its cause), an
 * abort with the signal's reason. A 307 or 308 is followed with the same request; other redirects are handed back (an
 * API call turned into a GET would only fail). Anything but a URL with a string or byte body goes to the global fetch.
 */
export const httpFetch: typeof fetch = (input, init = {}) => send(input, init, 0);

function send(input: Parameters<typeof fetch>[0], init: RequestInit, redirects: number): Promise<Response> {
  const url = typeof input === 'string' ? new URL(input) : input instanceof URL ? input : undefined;
  const body = init.body;
  const plainBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  if (!url || !plainBody || !(url.protocol in agents)) return fetch(input, init);
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    };
    const headers = Object.fromEntries(new Headers(init.headers));
    if (body !== undefined && body !== null) headers['content-length'] = String(Buffer.byteLength(body));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: init.method ?? 'GET', headers, agent: agents[url.protocol as keyof typeof agents], signal },
      (response) => {
        const chunks: Buffer[] = [];
        const stream = decoded(response);
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', fail);
        response.on('aborted', () => fail(new Error('the response was cut off')));
        stream.on('end', () => {
          if (settled) return;
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if ((status === 307 || status === 308) && location && redirects < MAX_REDIRECTS) {
            settled = true;
            return resolve(send(new URL(location, url), init, redirects + 1));
          }
          try {
            // Response refuses a status outside 200-599, which a proxy may still send.
            const responseBody = NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
            const made = new Response(responseBody, {
              status,
              statusText: response.statusMessage ?? '',
              headers: responseHeaders(response),
            });
            settled = true;
            resolve(made);
          } catch (error) {
            fail(error);
          }
        });
      },
    );
    request.on('error', fail);
    request.end(body ?? undefined);
  });
}
