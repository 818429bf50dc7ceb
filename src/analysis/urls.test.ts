import { describe, expect, it } from 'vitest';
import { createAnalyzer, normalizeUrl, registrableDomain } from './index.js';

const sourcesOf = (answer: string, citations: { url: string; title?: string }[] = []) =>
  createAnalyzer({ name: 'Acme', aliases: [], domain: 'acme.com' }).analyze({ answer, citations, language: 'en' }).sources;

describe('normalizeUrl', () => {
  it('drops the fragment, utm_* parameters and the trailing slash', () => {
    expect(normalizeUrl('https://www.example.com/pricing/?utm_source=chatgpt.com&utm_medium=referral#plans')).toBe(
      'https://www.example.com/pricing',
    );
  });

  it('keeps parameters that are not campaign tracking', () => {
    expect(normalizeUrl('https://shop.example.com/item?id=42&utm_campaign=x')).toBe('https://shop.example.com/item?id=42');
  });

  it('leaves text that is not a URL readable', () => {
    expect(normalizeUrl('not a url/')).toBe('not a url');
  });
});

describe('registrableDomain', () => {
  it('uses the public suffix list', () => {
    expect(registrableDomain('https://www.bbc.co.uk/news')).toBe('bbc.co.uk');
    expect(registrableDomain('www.bbc.co.uk')).toBe('bbc.co.uk');
    expect(registrableDomain('https://learngerman.dw.com/pt-br/x')).toBe('dw.com');
  });

  it('is null without a registrable domain', () => {
    expect(registrableDomain('http://localhost:3000/')).toBeNull();
  });
});

describe('sources', () => {
  it('collects Markdown links, bare URLs and citations in order of first appearance', () => {
    const sources = sourcesOf(
      'See [the guide](https://a.example.com/guide) and https://b.example.org/list.\nAlso (https://c.example.net/x).',
      [{ url: 'https://d.example.com/', title: 'D' }],
    );
    expect(sources.map((source) => source.url)).toEqual([
      'https://a.example.com/guide',
      'https://b.example.org/list',
      'https://c.example.net/x',
      'https://d.example.com/',
    ]);
    expect(sources[0]).toEqual({ url: 'https://a.example.com/guide', normalizedUrl: 'https://a.example.com/guide', domain: 'example.com' });
  });

  it('dedupes URLs that differ only by utm parameters, fragment or trailing slash', () => {
    const sources = sourcesOf('[Pricing](https://www.acme.com/pricing/?utm_source=chatgpt.com) and https://www.acme.com/pricing#top', [
      { url: 'https://www.acme.com/pricing' },
    ]);
    expect(sources.map((source) => source.url)).toEqual(['https://www.acme.com/pricing/?utm_source=chatgpt.com']);
  });

  it('keeps balanced parentheses inside a URL and drops sentence punctuation after it', () => {
    const sources = sourcesOf('Read https://en.wikipedia.org/wiki/Acme_(company), then decide.');
    expect(sources.map((source) => source.url)).toEqual(['https://en.wikipedia.org/wiki/Acme_(company)']);
  });

  it('ends a URL at a bracket it did not open, whatever is written on after it', () => {
    const sources = sourcesOf(
      '보조금은 무공해차 누리집(https://ev.or.kr)과 지자체 공고에서 확인하세요. (See https://a.example.org/x_(y).)',
    );
    expect(sources.map((source) => source.url)).toEqual(['https://ev.or.kr', 'https://a.example.org/x_(y)']);
  });

  it('reports whether the brand domain is cited', () => {
    const analyzer = createAnalyzer({ name: 'Acme', aliases: [], domain: 'www.acme.com' });
    expect(
      analyzer.analyze({ answer: 'No links.', citations: [{ url: 'https://shop.acme.com/x' }], language: 'en' }).brandDomainCited,
    ).toBe(true);
    expect(analyzer.analyze({ answer: 'https://acme.co.uk/', citations: [], language: 'en' }).brandDomainCited).toBe(false);
  });
});
