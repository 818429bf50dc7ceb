import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('CSV exports', () => {
  it('writes one header row and quotes fields as RFC 4180 says', () => {
    const rows = [
      { name: 'Riese & Müller', note: 'says "fast", cheap', url: null },
      { name: 'Line\nbreak', note: 'plain', url: 'https://example.com/?a=1,2' },
    ];
    expect(toCsv(rows, ['name', 'note', 'url'])).toBe(
      'name,note,url\r\nRiese & Müller,"says ""fast"", cheap",\r\n"Line\nbreak",plain,"https://example.com/?a=1,2"\r\n',
    );
  });
});
