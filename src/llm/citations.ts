import type { Citation } from './types.js';

interface SourceLike {
  sourceType: string;
  url?: string;
  title?: string;
}

const GOOGLE_GROUNDING_REDIRECT = 'vertexaisearch.cloud.google.com';
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i;

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * Gemini cites through opaque redirect links and names the site only in the title; the site is
 * what a visibility report needs, and following every redirect would cost a request per source.
 */
function resolveGroundingRedirect(citation: Citation): Citation {
  let host: string;
  try {
    host = new URL(citation.url).hostname;
  } catch {
    return citation;
  }
  if (host !== GOOGLE_GROUNDING_REDIRECT || !citation.title || !HOSTNAME.test(citation.title)) return citation;
  return { url: `https://${citation.title.toLowerCase()}/`, title: citation.title };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Citations the SDK does not turn into sources: Perplexity's `search_results` (which carry titles)
 * and a top-level `citations` URL list, which Perplexity and xAI send.
 */
function citationsInResponseBody(body: unknown): Citation[] {
  const record = asRecord(body);
  if (!record) return [];
  const found: Citation[] = [];
  if (Array.isArray(record.search_results)) {
    for (const result of record.search_results) {
      const entry = asRecord(result);
      if (typeof entry?.url === 'string') found.push({ url: entry.url, ...(typeof entry.title === 'string' && { title: entry.title }) });
    }
  }
  if (Array.isArray(record.citations)) {
    for (const url of record.citations) if (typeof url === 'string') found.push({ url });
  }
  return found;
}

/** The answer's cited web pages, once each by URL, with the first title any source gave. */
export function collectCitations(sources: readonly SourceLike[], responseBody: unknown): Citation[] {
  const candidates: Citation[] = [
    ...sources.flatMap((source) =>
      source.sourceType === 'url' && source.url ? [{ url: source.url, ...(source.title && { title: source.title }) }] : [],
    ),
    ...citationsInResponseBody(responseBody),
  ];
  const byUrl = new Map<string, Citation>();
  for (const candidate of candidates) {
    const citation = resolveGroundingRedirect(candidate);
    if (!isHttpUrl(citation.url)) continue;
    const known = byUrl.get(citation.url);
    if (!known) byUrl.set(citation.url, citation);
    else if (!known.title && citation.title) byUrl.set(citation.url, { ...known, title: citation.title });
  }
  return [...byUrl.values()];
}
