import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorCode } from '../errors.js';

/** An id a caller or proxy sent is kept when it is short and plain, so it cannot forge log lines. */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when usable, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Requests Node's HTTP parser rejects before Fastify sees them (a malformed request line,
 * headers or URL too large) get the same `{ error, code, requestId }` envelope as the rest.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const status = ERROR_STATUS[code];
  const message =
    code === 'HEADERS_TOO_LARGE'
      ? 'The request line or headers are too large (the URL counts): at most 16 KB'
      : 'Malformed HTTP request: the request line or a header could not be read';
  const requestId = randomUUID();
  const body = JSON.stringify({ error: message, code, requestId });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
  );
}
