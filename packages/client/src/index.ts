import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** The body of every error the API answers: a message, a code of the error catalogue, and the request's id. */
export interface BrandlensErrorBody {
  error: string;
  code: string;
  requestId?: string;
}

export interface BrandlensClientOptions {
  /** Where the service runs, e.g. `http://127.0.0.1:3000` (the `/api/v1` prefix is added). */
  baseUrl: string;
  /**
   * An Agency-plan API key, sent as X-API-Key. Without one, requests carry what the fetch carries: in a page of the
   * dashboard, its session cookie (same origin).
   */
  apiKey?: string;
  /** Another fetch (a proxy, a test double); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export type BrandlensClient = Client<paths>;

/**
 * A client whose every call is typed by the API's OpenAPI document: paths, parameters, bodies, and the `data` or
 * `error` ({ error, code, requestId }) each response holds.
 */
export function createBrandlensClient(options: BrandlensClientOptions): BrandlensClient {
  const client = createClient<paths>({ baseUrl: `${options.baseUrl.replace(/\/+$/, '')}/api/v1`, fetch: options.fetch });
  const { apiKey } = options;
  if (apiKey === undefined) return client;
  const authenticate: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-API-Key', apiKey);
      return request;
    },
  };
  client.use(authenticate);
  return client;
}

/** An error answer of the API, thrown by `unwrap`. */
export class BrandlensError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'BrandlensError';
  }
}

/** The `data` of a call's answer, or a BrandlensError carrying the error's code, status and request id. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error === undefined && result.data !== undefined) return result.data;
  const body = (result.error ?? {}) as Partial<BrandlensErrorBody>;
  throw new BrandlensError(result.response.status, body.code ?? 'UNKNOWN', body.error ?? result.response.statusText, body.requestId);
}
