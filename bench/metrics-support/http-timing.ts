export interface Endpoint {
  /** Path after /api/v1/brands/{id}, with its query; `{topicId}` stands for the brand's first topic. */
  path: string;
  /**
   * A read with targets: issue 5's four with their default queries, and issue 13's answers pages and reads sliced by
   * topic or market; the others (the longest window) are timed for information.
   */
  asked: boolean;
}

export const ENDPOINTS: Endpoint[] = [
  { path: '/visibility', asked: true },
  { path: '/competitors', asked: true },
  { path: '/sources', asked: true },
  { path: '/opportunities', asked: true },
  // The longest window the API accepts: the read that touches the most daily aggregate rows.
  { path: '/visibility?days=365', asked: false },
  { path: '/competitors?days=365', asked: false },
  // The answers behind the figures (issue 13): the first page, and a page filtered on several columns at once.
  { path: '/answers', asked: true },
  { path: '/answers?mentioned=false&model=GPT_4O&days=30', asked: true },
  { path: '/answers?topicId={topicId}&market=US-en&days=30', asked: true },
  // Sliced by topic (a quarter of the answers) or market (three quarters, or a quarter), alone or with model and days.
  { path: '/visibility?topicId={topicId}', asked: true },
  { path: '/visibility?market=FR-fr&model=GPT_4O&days=90', asked: true },
  { path: '/competitors?topicId={topicId}&days=30', asked: true },
  { path: '/competitors?market=US-en', asked: true },
  { path: '/sources?market=US-en', asked: true },
  { path: '/opportunities?topicId={topicId}', asked: true },
];

export interface Latency {
  medianMs: number;
  p99Ms: number;
  /** Size of the last response body, to show what was served. */
  bytes: number;
}

/** By endpoint path. */
export type Latencies = Record<string, Latency>;

/** A brand whose endpoints are timed, with a key of its account. */
export interface TimedBrand {
  brandId: string;
  apiKey: string;
  topicId: string;
}

const WARM_UP_ROUNDS = 20;

/** Nearest-rank percentile of sorted values: the median of 200 is the 100th. */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Times `requests` GETs of each endpoint of each brand over HTTP (fetch keeps the connection alive), one at a time,
 * from sending the request to reading the whole body; the default query of each endpoint. Brands and endpoints take
 * turns request by request, so a burst of load from the rest of this shared machine falls on all of them alike.
 */
export async function timeEndpoints(baseUrl: string, brands: TimedBrand[], requests: number): Promise<Latencies[]> {
  const samples = brands.map(() => Object.fromEntries(ENDPOINTS.map(({ path }) => [path, [] as number[]])));
  const bytes = brands.map(() => ({}) as Record<string, number>);

  for (let round = 0; round < WARM_UP_ROUNDS + requests; round += 1) {
    for (const [index, brand] of brands.entries()) {
      for (const { path } of ENDPOINTS) {
        const start = process.hrtime.bigint();
        const response = await fetch(`${baseUrl}/api/v1/brands/${brand.brandId}${path.replace('{topicId}', brand.topicId)}`, {
          headers: { 'x-api-key': brand.apiKey, accept: 'application/json' },
        });
        const body = await response.arrayBuffer();
        const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
        if (response.status !== 200) {
          throw new Error(`GET ${path} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
        }
        if (round >= WARM_UP_ROUNDS) samples[index]![path]!.push(elapsedMs);
        bytes[index]![path] = body.byteLength;
      }
    }
  }

  return brands.map((_, index) =>
    Object.fromEntries(
      ENDPOINTS.map(({ path }) => {
        const sorted = samples[index]![path]!.sort((a, b) => a - b);
        return [path, { medianMs: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), bytes: bytes[index]![path]! }];
      }),
    ),
  );
}
