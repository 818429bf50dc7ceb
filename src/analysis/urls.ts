import { getDomain } from 'tldts';

export interface Source {
  /** The URL as the answer or the provider cited it. */
  url: string;
  /** Fragment, utm_* parameters and trailing slash removed: the identity used to dedupe. */
  normalizedUrl: string;
  /** Registrable domain (www.bbc.co.uk → bbc.co.uk), null when the host has none. */
  domain: string | null;
}

/** A URL written in the answer text. */
export interface TextUrl {
  url: string;
  /** Range to hide from name matching: the whole bare URL, or "(target)" of a Markdown link. */
  hideStart: number;
  hideEnd: number;
  /** For Markdown links, the range of the visible link text; -1 otherwise. */
  textStart: number;
  textEnd: number;
}

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

function normalizeParsed(parsed: URL): string {
  parsed.hash = '';
  if (parsed.search) {
    for (const key of [...parsed.searchParams.keys()]) {
      if (key.toLowerCase().startsWith('utm_')) parsed.searchParams.delete(key);
    }
  }
  const text = parsed.toString();
  return text.endsWith('/') ? text.slice(0, -1) : text;
}

export function normalizeUrl(url: string): string {
  const trimmed = url.trim();
  const parsed = parse(trimmed);
  return parsed ? normalizeParsed(parsed) : trimmed.replace(/#.*$/, '').replace(/\/$/, '');
}

export function registrableDomain(urlOrHost: string): string | null {
  return getDomain(urlOrHost.trim());
}

const withScheme = (url: string): string => (/^www\./i.test(url) ? `https://${url}` : url);

export function toSource(url: string): Source {
  const parsed = parse(withScheme(url.trim()));
  if (!parsed) return { url, normalizedUrl: normalizeUrl(url), domain: registrableDomain(url) };
  // The hostname is already extracted: the public suffix lookup needs nothing more.
  const domain = getDomain(parsed.hostname, { extractHostname: false });
  return { url, normalizedUrl: normalizeParsed(parsed), domain };
}

// A bare URL runs to whitespace, a quote, or punctuation that cannot be part of it (CJK punctuation included).
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`{}|\\^\][«»“”‘’\u3000-\u303f\uff00-\uffef]+/gi;
const MARKDOWN_LINK = /\[([^\]\n]*)\]\(\s*<?((?:https?:\/\/|www\.)[^\s)>]*(?:\([^\s)]*\)[^\s)>]*)*)>?(?:\s+"[^"\n]*")?\s*\)/gi;
const TRAILING_PUNCTUATION = new Set([...`.,;:!?*_~'"’”»>`].map((char) => char.charCodeAt(0)));

/**
 * Removes what closes the sentence rather than the URL: a ")" no "(" of the URL opened ends it, with whatever follows
 * ("(https://ev.or.kr)과"), and punctuation at its end; balanced brackets stay ("…/wiki/Mercury_(planet)").
 */
function trimBareUrl(raw: string): string {
  let depth = 0;
  let end = raw.length;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 0x28) depth++;
    else if (code === 0x29 && depth-- === 0) {
      end = i;
      break;
    }
  }
  while (end > 0 && TRAILING_PUNCTUATION.has(raw.charCodeAt(end - 1))) end--;
  return raw.slice(0, end);
}

/** Markdown links and bare URLs of the answer, in text order. */
export function findTextUrls(answer: string): TextUrl[] {
  const found: TextUrl[] = [];
  if (answer.indexOf('http') < 0 && answer.indexOf('www.') < 0) return found;
  const covered: Array<[number, number]> = [];
  for (const match of answer.matchAll(MARKDOWN_LINK)) {
    const start = match.index;
    const textEnd = start + 1 + match[1]!.length;
    found.push({
      url: match[2]!,
      hideStart: textEnd + 1,
      hideEnd: start + match[0].length,
      textStart: start + 1,
      textEnd,
    });
    covered.push([textEnd + 1, start + match[0].length]);
  }
  // Both lists come in text order: one pointer walks the link targets as the bare URLs advance.
  let target = 0;
  for (const match of answer.matchAll(BARE_URL)) {
    const start = match.index;
    while (target < covered.length && covered[target]![1] <= start) target++;
    if (target < covered.length && start >= covered[target]![0]) continue;
    const url = trimBareUrl(match[0]);
    found.push({ url, hideStart: start, hideEnd: start + url.length, textStart: -1, textEnd: -1 });
  }
  return found.sort((a, b) => a.hideStart - b.hideStart);
}

/** Every distinct URL cited, text first then the provider's citations, deduped by normalized URL. */
export function collectSources(textUrls: readonly TextUrl[], citations: readonly { url: string }[]): Source[] {
  const seen = new Set<string>();
  const sources: Source[] = [];
  const add = (url: string): void => {
    if (!url) return;
    const source = toSource(url);
    if (seen.has(source.normalizedUrl)) return;
    seen.add(source.normalizedUrl);
    sources.push(source);
  };
  for (const textUrl of textUrls) add(textUrl.url);
  for (const citation of citations) add(citation.url?.trim() ?? '');
  return sources;
}
