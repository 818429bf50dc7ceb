/** Query parameters of an API call; those left undefined are not sent. */
export type ApiQuery = Record<string, string | number | boolean | undefined>;

/** One call of the REST API, by its path below /api/v1. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: ApiQuery;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
}

/**
 * One call of the REST API as the caller of the MCP server is allowed it (its key, its limits): the answer's status
 * and JSON body. The stdio server makes it over HTTP, POST /mcp in process.
 */
export type ApiCall = (request: ApiRequest) => Promise<{ status: number; body: unknown }>;

/** What both transports send for an API call: the URL below the service's root, and a JSON body with its content type. */
export function httpRequestOf({ method, path, query, body }: ApiRequest): {
  method: ApiRequest['method'];
  url: string;
  headers: Record<string, string>;
  body?: string;
} {
  const url = `/api/v1${path}${queryString(query)}`;
  if (body === undefined) return { method, url, headers: {} };
  return { method, url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** `/a/b/c` from its segments, each encoded, so an id can never reach another route. */
export function pathOf(...segments: string[]): string {
  return segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
}

function queryString(query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
