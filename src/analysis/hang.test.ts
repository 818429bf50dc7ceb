import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';

const analyze = (answer: string) =>
  createAnalyzer({ name: 'Acme', aliases: [], domain: 'acme.com' }).analyze({ answer, citations: [], language: 'en' });

// Each of these once spun forever: the line scan stopped consuming URL starts after the first on a line.
describe('answers with several bare URLs on one line', () => {
  it.each([
    ['https://a.example.org/ https://b.example.org/', ['https://a.example.org/', 'https://b.example.org/']],
    ['Read https://a.example.org/x and https://b.example.org/y for more.', ['https://a.example.org/x', 'https://b.example.org/y']],
    ['www.a.example.org www.b.example.org', ['www.a.example.org', 'www.b.example.org']],
    ['((((((((((www.c.example.net)))))) and more text', ['www.c.example.net']],
  ])('analyses %j', (answer, urls) => {
    expect(analyze(answer).sources.map((source) => source.url)).toEqual(urls);
  });
});
