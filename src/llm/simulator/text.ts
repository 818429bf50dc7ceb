import type { LanguagePack } from './types.js';

/** Lower-case without accents, so keywords written without them match any spelling. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `needle` occurs in `haystack` as whole words, ignoring case and accents. */
export function containsWords(haystack: string, needle: string): boolean {
  const folded = fold(needle).trim();
  if (folded === '') return false;
  const escaped = folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(fold(haystack));
}

/** Whether a keyword opens a word of the text (Latin) or appears anywhere in it (scripts written without spaces). */
export function hasKeyword(foldedText: string, keyword: string): boolean {
  if (!/^[a-z0-9]/.test(keyword)) return foldedText.includes(keyword);
  let from = foldedText.indexOf(keyword);
  while (from >= 0) {
    if (from === 0 || !/[\p{L}\p{N}]/u.test(foldedText[from - 1]!)) return true;
    from = foldedText.indexOf(keyword, from + 1);
  }
  return false;
}

export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A, B and C" in the answer's language; scripts without spaces join with their own comma and no spaces. */
export function joinList(items: readonly string[], pack: LanguagePack): string {
  const spaced = pack.sentenceGap !== '';
  const comma = spaced ? ', ' : '、';
  const and = spaced ? ` ${pack.and} ` : pack.and;
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`;
}

export const bold = (text: string): string => `**${text}**`;

export const markdownLink = (label: string, url: string): string => `[${label.replace(/[[\]]/g, '')}](${url})`;

/** An opener that announces a list ("…most often:") turned into a sentence that stands on its own. */
export function asStatement(text: string): string {
  return text.replace(/\s?:$/, '.').replace(/：$/, '。');
}

/** The host of a stored brand domain ("www.x.com", "x.com/", "https://x.com/a"), or null when none is usable. */
export function hostOf(domain: string | null): string | null {
  if (!domain) return null;
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '');
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

/** The site's home page; bare two-label domains get the "www." most sites answer on. */
export function homeUrl(host: string): string {
  return `https://${host.split('.').length === 2 ? `www.${host}` : host}/`;
}
