import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';
import type { BrandConfig } from './index.js';

const analyze = (brand: BrandConfig, answer: string, citations: { url: string }[] = [], language = 'en') =>
  createAnalyzer(brand).analyze({ answer, citations, language });

const pipedrive: BrandConfig = { name: 'Pipedrive', aliases: ['Pipedrive CRM'], domain: 'pipedrive.com' };
const rieseMueller: BrandConfig = { name: 'Riese & Müller', aliases: [], domain: 'r-m.de' };

describe('brand mentions', () => {
  it('finds the name in any case, with straight or curly possessives', () => {
    const result = analyze(pipedrive, "PIPEDRIVE is simple. Pipedrive's pipeline is visual and Pipedrive’s app is fast.");
    expect(result.brandMentioned).toBe(true);
    expect(result.mentionCount).toBe(3);
  });

  it('counts a name with a product suffix once', () => {
    expect(analyze(pipedrive, 'Try Pipedrive CRM for a week.').mentionCount).toBe(1);
  });

  it('matches accents written or transliterated, "&" or "und", and the German genitive', () => {
    const result = analyze(
      rieseMueller,
      'Riese & Mueller baut gute Räder. Riese und Müller liefert schnell. Riese & Müllers Load ist top. Riese & Muller auch.',
      [],
      'de',
    );
    expect(result.mentionCount).toBe(4);
  });

  it('matches a German adjective opening the name as it declines ("der Deutschen Bahn")', () => {
    const bahn: BrandConfig = { name: 'Deutsche Bahn', aliases: [], domain: null };
    const result = analyze(bahn, 'Mit der Deutschen Bahn bist du schneller. Die Deutsche Bahn bietet Sparpreise.', [], 'de');
    expect(result.mentionCount).toBe(2);
  });

  it('matches hyphenated compounds', () => {
    expect(analyze(rieseMueller, 'Viele Riese-und-Müller-Händler bieten Leasing an.', [], 'de').brandMentioned).toBe(true);
  });

  it('finds names inside bold, links, tables and headings', () => {
    const answer =
      '## Why Pipedrive\n\n| CRM | Price |\n|---|---|\n| **Pipedrive** | $14 |\n\nSee [Pipedrive](https://www.pipedrive.com/).';
    expect(analyze(pipedrive, answer).mentionCount).toBe(3);
  });

  it('does not count a name that only appears in a URL or in the citations', () => {
    const result = analyze(pipedrive, 'Read https://www.pipedrive.com/en/blog/sales-pipeline-stages first.', [
      { url: 'https://pipedrive.com/pricing' },
    ]);
    expect(result.brandMentioned).toBe(false);
    expect(result.brandPosition).toBeNull();
    expect(result.sources).toHaveLength(2);
    expect(result.brandDomainCited).toBe(true);
  });

  it('does not count common words that only look like the name', () => {
    const notion = { name: 'Notion', aliases: [], domain: 'notion.so' };
    expect(analyze(notion, 'The notion of a second brain is popular.').brandMentioned).toBe(false);
    const monday = { name: 'monday.com', aliases: ['Monday'], domain: 'monday.com' };
    expect(analyze(monday, 'On Monday, plan the week. See you next Monday.').brandMentioned).toBe(false);
    const chime = { name: 'Chime', aliases: [], domain: 'chime.com' };
    expect(analyze(chime, 'Let your top producers chime in before you decide.').brandMentioned).toBe(false);
    const picnic = { name: 'Picnic', aliases: [], domain: 'picnic.app' };
    expect(analyze(picnic, 'A picnic in the park beats any delivery app.').brandMentioned).toBe(false);
  });

  it('does not read an acronym brand into the same word in lower case', () => {
    const ans = { name: 'ANS', aliases: [], domain: 'ans.co.uk' };
    expect(analyze(ans, 'Depuis 20 ans, ce fournisseur domine.', [], 'fr').brandMentioned).toBe(false);
    expect(analyze(ans, 'ANS (formerly UKFast) runs data centres in Manchester.').brandMentioned).toBe(true);
  });

  it('counts the same words when the answer marks them as the brand', () => {
    const notion = { name: 'Notion', aliases: [], domain: 'notion.so' };
    expect(analyze(notion, 'Options:\n\n1. **Notion** – all-in-one workspace\n2. **Obsidian** – local notes').brandMentioned).toBe(true);
    expect(analyze(notion, 'Many teams move their wiki to Notion.').brandMentioned).toBe(true);
    const monday = { name: 'monday.com', aliases: ['monday'], domain: 'monday.com' };
    expect(analyze(monday, 'Trello and monday.com both offer boards; monday sales CRM adds deals.').mentionCount).toBe(2);
    const chime = { name: 'Chime', aliases: [], domain: 'chime.com' };
    expect(analyze(chime, 'Users chime in that Chime’s SpotMe helps.').mentionCount).toBe(1);
  });

  it('counts a lower-case name quoted as the brand', () => {
    const duolingo = { name: 'Duolingo', aliases: [], domain: 'duolingo.com' };
    expect(analyze(duolingo, 'Search for "duolingo" in the app store.', [], 'pt').brandMentioned).toBe(true);
  });

  it('matches names written in scripts without spaces', () => {
    const brand = { name: 'ユニクロ', aliases: ['UNIQLO'], domain: 'uniqlo.com' };
    const result = analyze(brand, 'ユニクロの服は手頃です。UNIQLOは海外でも人気。', [], 'ja');
    expect(result.mentionCount).toBe(2);
  });

  it('reads an ordinary word after an indefinite article as that word, even spelt like the brand', () => {
    const lichtblick = { name: 'LichtBlick', aliases: ['Lichtblick'], domain: 'lichtblick.de' };
    expect(analyze(lichtblick, 'Ein Lichtblick für alle, die noch zögern: dynamische Tarife.', [], 'de').brandMentioned).toBe(false);
    expect(analyze(lichtblick, 'Ein LichtBlick-Tarif kostet mehr. Lichtblick liefert Ökostrom.', [], 'de').mentionCount).toBe(2);
    const claro = { name: 'Claro', aliases: [], domain: 'claro.com.br' };
    expect(analyze(claro, 'Segundo, a Claro vem desligando parte da rede 3G.', [], 'pt').brandMentioned).toBe(true);
  });

  it('counts a lower-case brand that opens a numbered heading', () => {
    const mineo = { name: 'mineo', aliases: ['マイネオ'], domain: 'mineo.jp' };
    const result = analyze(mineo, '### 3. mineo（マイネオ）\n- 料金：990円\n\nmineoは安いです。', [], 'ja');
    expect(result.brandMentioned).toBe(true);
    expect(result.mentionCount).toBeGreaterThanOrEqual(2);
  });

  it('counts a one-word name under a Slavic case ending as the brand', () => {
    const empik = { name: 'Empik', aliases: [], domain: 'empik.com' };
    const result = analyze(empik, 'Zamówienie odbierzesz w Empiku, a z programem Empik Premium masz darmową dostawę.', [], 'pl');
    expect(result.mentionCount).toBe(2);
    expect(result.competitors.map((competitor) => competitor.name)).not.toContain('Empiku');
  });

  it('counts a name declined on its stem: a final vowel or an adjective ending changes', () => {
    const biedronka = { name: 'Biedronka', aliases: [], domain: null };
    const polish = analyze(biedronka, 'Zakupy w Biedronce są tanie. Polecam Biedronkę, bo ceny Biedronki są niskie.', [], 'pl');
    expect(polish.mentionCount).toBe(3);
    expect(polish.competitors).toEqual([]);
    const kaspersky = { name: 'Касперский', aliases: [], domain: null };
    const russian = analyze(kaspersky, 'Лицензии Касперского дороже. С Касперским проще.', [], 'ru');
    expect(russian.mentionCount).toBe(2);
    const wolt = { name: 'Wolt', aliases: [], domain: null };
    expect(analyze(wolt, 'Woltilla toimitus on nopea, ja Woltin sovellus on selkeä.', [], 'fi').mentionCount).toBe(2);
  });
});
