import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { analyze, names } from './test-support/rule-examples.js';

// Review, comparison and shopping sites are incidental to the asked category (INCIDENTAL_NAMES in lexicon.ts), unless
// the answer heads an option with one (competitors.ts).

describe('incidental names', () => {
  it('does not count comparison sites named in passing, in any market, nor rank the brand behind them', () => {
    const huk: BrandConfig = { name: 'HUK-COBURG', aliases: [], domain: null };
    const german = [
      'Portale wie Check24 oder Verivox zeigen dir die aktuellen Tarife.',
      '',
      '1. **HUK-COBURG** – günstig und mit vielen Werkstätten.',
      '2. **Allianz** – teurer, aber mit starkem Service.',
      '3. **DEVK** – solide Schadenregulierung.',
    ].join('\n');
    const result = analyze(german, huk, 'de');
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['Allianz', 'DEVK']);
    expect(result.brandPosition).toBe(1);
    const menzis: BrandConfig = { name: 'Menzis', aliases: [], domain: null };
    const dutch = 'Menzis is een goede keuze. Vergelijkingssites zoals Independer en Zorgwijzer zetten de premies naast elkaar.';
    expect(names(dutch, menzis, 'nl')).toEqual([]);
  });

  it('counts such a site where the answer heads an option with it', () => {
    const hypotheker: BrandConfig = { name: 'De Hypotheker', aliases: [], domain: null };
    const answer = [
      'Er zijn grofweg drie soorten aanbieders:',
      '',
      '| Aanbieder | Type | Indicatie kosten |',
      '|---|---|---|',
      '| Independer | Online vergelijker met advies | ca. €2.500 |',
      '| Viisi | Onafhankelijk, vaste prijs | ca. €3.000 |',
      '| De Hypotheker | Landelijke keten | ca. €2.900 |',
    ].join('\n');
    expect(names(answer, hypotheker, 'nl')).toEqual(['Independer', 'Viisi']);
  });

  it('takes no unit or currency written after a number for a name ("192 kHz", "7258 CHF")', () => {
    const answer = [
      'Apple Music offers the most for the money: lossless ALAC up to 24-bit/192 kHz and Dolby Atmos spatial audio are included at no extra cost.',
      '',
      'Tidal has the strongest reputation among audiophiles.',
    ].join('\n');
    expect(names(answer, { name: 'Spotify', aliases: [], domain: null }, 'en')).not.toContain('kHz');
    const swiss = [
      'Der Maximalbetrag für 2026:',
      '- Angestellte mit Pensionskasse: **7258 CHF**',
      '- Selbständige ohne Pensionskasse: maximal **36288 CHF**',
    ].join('\n');
    expect(names(swiss, { name: 'Swissquote', aliases: [], domain: null }, 'de')).not.toContain('CHF');
  });

  it('takes no title set in italics for a name, where the same words unmarked are one', () => {
    const streaming: BrandConfig = { name: 'Globoplay', aliases: [], domain: null };
    const titles = (before: string, after = before): string[] =>
      names(`O Globoplay tem séries originais como ${before}Os Outros${after} e ${before}Sob Pressão${after}.`, streaming, 'pt');
    expect(titles('*')).toEqual([]);
    expect(titles('_')).toEqual([]);
    expect(titles('')).toEqual(['Os Outros', 'Sob Pressão']);
  });
});
