import { describe, expect, it } from 'vitest';

import { OFFERED_LANGUAGES } from '../brands/markets.js';
import { generatePrompts } from './prompt-generator.js';

interface LanguageCase {
  language: string;
  country: string;
  questionMark: string;
  /** A noun phrase, a search query with a leading intent word, and a full question. */
  seeds: string[];
  /** A seed to which the brand name is added before and after. */
  brandSeed: string;
}

const LANGUAGES: LanguageCase[] = [
  {
    language: 'en',
    country: 'US',
    questionMark: '?',
    seeds: ['running shoes', 'best CRM for small businesses', 'How do I choose a project management tool?'],
    brandSeed: 'e-bike',
  },
  {
    language: 'fr',
    country: 'FR',
    questionMark: ' ?',
    seeds: ['banque en ligne', 'meilleure banque en ligne', 'Quel CRM choisir pour une startup ?', 'assurance habitation'],
    brandSeed: 'vélo électrique',
  },
  {
    language: 'de',
    country: 'DE',
    questionMark: '?',
    seeds: ['E-Bike', 'beste CRM-Software für Startups', 'Welches E-Bike ist am besten für Pendler?'],
    brandSeed: 'E-Bike',
  },
  {
    language: 'es',
    country: 'ES',
    questionMark: '?',
    seeds: ['banco online', 'mejores zapatillas de running', '¿Cuál es el mejor CRM para pymes?'],
    brandSeed: 'bicicleta eléctrica',
  },
  {
    language: 'it',
    country: 'IT',
    questionMark: '?',
    seeds: ['banca online', 'migliori scarpe da running', 'Qual è il miglior CRM per le PMI?'],
    brandSeed: 'bici elettrica',
  },
  {
    language: 'pt',
    country: 'BR',
    questionMark: '?',
    seeds: ['banco digital', 'melhores tênis de corrida', 'Qual é o melhor CRM para pequenas empresas?'],
    brandSeed: 'bicicleta elétrica',
  },
  {
    language: 'nl',
    country: 'NL',
    questionMark: '?',
    seeds: ['e-bike', 'beste online bank', 'Welke CRM is het beste voor kleine bedrijven?'],
    brandSeed: 'e-bike',
  },
  {
    language: 'pl',
    country: 'PL',
    questionMark: '?',
    seeds: ['rower elektryczny', 'najlepszy laptop do pracy', 'Jaki rower elektryczny wybrać?'],
    brandSeed: 'rower elektryczny',
  },
  {
    language: 'sv',
    country: 'SE',
    questionMark: '?',
    seeds: ['elcykel', 'bästa elcykel', 'Vilken elcykel ska jag välja?'],
    brandSeed: 'elcykel',
  },
  {
    language: 'da',
    country: 'DK',
    questionMark: '?',
    seeds: ['elcykel', 'bedste elcykel', 'Hvilken elcykel skal jeg vælge?'],
    brandSeed: 'elcykel',
  },
  {
    language: 'no',
    country: 'NO',
    questionMark: '?',
    seeds: ['elsykkel', 'beste elsykkel', 'Hvilken elsykkel bør jeg velge?'],
    brandSeed: 'elsykkel',
  },
  {
    language: 'fi',
    country: 'FI',
    questionMark: '?',
    seeds: ['sähköpyörä', 'paras sähköpyörä', 'Mikä on paras sähköpyörä?'],
    brandSeed: 'sähköpyörä',
  },
  {
    language: 'ja',
    country: 'JP',
    questionMark: '？',
    seeds: ['電動自転車', 'おすすめの電動自転車', '電動自転車のおすすめは？'],
    brandSeed: '電動自転車',
  },
  {
    language: 'zh',
    country: 'CN',
    questionMark: '？',
    seeds: ['电动自行车', '最好的电动自行车', '电动自行车哪个牌子好？'],
    brandSeed: '电动自行车',
  },
  {
    language: 'ko',
    country: 'KR',
    questionMark: '?',
    seeds: ['전기자전거', '최고의 전기자전거', '어떤 전기자전거가 좋을까요?'],
    brandSeed: '전기자전거',
  },
];

const BRAND_NAMES = ['VoltRide', 'Volt Ride Électrique'];

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whole-word, case- and accent-insensitive; a Latin brand glued to Japanese, Chinese or Korean still counts. */
function namesBrand(prompt: string, brand: string): boolean {
  const text = fold(prompt);
  const name = fold(brand);
  const isLatinWordCharacter = (char: string | undefined) => char !== undefined && /[\p{Script=Latin}\p{N}]/u.test(char);
  for (let start = text.indexOf(name); start !== -1; start = text.indexOf(name, start + 1)) {
    if (!isLatinWordCharacter(text[start - 1]) && !isLatinWordCharacter(text[start + name.length])) return true;
  }
  return false;
}

function expectWellFormed(prompts: string[], questionMark: string): void {
  expect(prompts.length).toBeGreaterThanOrEqual(10);
  expect(prompts.length).toBeLessThanOrEqual(20);
  expect(new Set(prompts.map((prompt) => prompt.toLowerCase())).size).toBe(prompts.length);
  for (const prompt of prompts) {
    expect(prompt.trim()).not.toBe('');
    expect(prompt).toBe(prompt.trim());
    expect(prompt).not.toMatch(/[{}]|%s|undefined|null|\s{2}/);
    expect(prompt.endsWith(questionMark)).toBe(true);
    expect(prompt.slice(0, -questionMark.length)).not.toMatch(/[?？]\s*$/);
  }
}

describe('generatePrompts', () => {
  describe.each(LANGUAGES)('in $language', ({ language, country, questionMark, seeds, brandSeed }) => {
    it.each(seeds)('returns 10 to 20 distinct, clean questions for "%s"', (seed) => {
      const prompts = generatePrompts({ seed, language, country, brandNames: BRAND_NAMES });
      expectWellFormed(prompts, questionMark);
    });

    it.each(seeds)('is deterministic for "%s"', (seed) => {
      const input = { seed, language, country, brandNames: BRAND_NAMES };
      expect(generatePrompts(input)).toEqual(generatePrompts({ ...input, brandNames: [...BRAND_NAMES] }));
    });

    it('reads well without a known country', () => {
      const prompts = generatePrompts({ seed: seeds[0] ?? '', language, country: 'ZZ', brandNames: [] });
      expectWellFormed(prompts, questionMark);
    });

    it.each([
      ['before', (brand: string) => `${brand} ${brandSeed}`],
      ['after', (brand: string) => `${brandSeed} ${brand}`],
    ])('never names the brand when the seed has it %s the subject', (_position, withBrand) => {
      for (const brand of ['VOLTRIDE', 'volt ride electrique']) {
        const prompts = generatePrompts({ seed: withBrand(brand), language, country, brandNames: BRAND_NAMES });
        expectWellFormed(prompts, questionMark);
        for (const prompt of prompts) {
          for (const name of BRAND_NAMES) expect(namesBrand(prompt, name), prompt).toBe(false);
        }
      }
    });

    it('keeps the subject of a seed that names the brand', () => {
      const prompts = generatePrompts({ seed: `${brandSeed} VoltRide`, language, country, brandNames: BRAND_NAMES });
      expect(prompts.filter((prompt) => fold(prompt).includes(fold(brandSeed))).length).toBeGreaterThanOrEqual(10);
    });
  });

  it('has templates of its own for every offered language', () => {
    expect(LANGUAGES.map(({ language }) => language).sort()).toEqual([...OFFERED_LANGUAGES].sort());
    const english = generatePrompts({ seed: 'CRM', language: 'en', country: '', brandNames: [] });
    for (const language of OFFERED_LANGUAGES.filter((code) => code !== 'en')) {
      const prompts = generatePrompts({ seed: 'CRM', language, country: '', brandNames: [] });
      expect(
        prompts.filter((prompt) => english.includes(prompt)),
        language,
      ).toEqual([]);
    }
  });

  it('uses a question seed as one of the prompts', () => {
    const prompts = generatePrompts({
      seed: 'How do I choose a project management tool?',
      language: 'en',
      country: 'US',
      brandNames: ['Asana'],
    });
    expect(prompts).toContain('How do I choose a project management tool?');
    expect(prompts).toContain('What are the best project management tools in the US?');
  });

  it('leaves out a question seed that names the brand', () => {
    const prompts = generatePrompts({
      seed: 'Is VoltRide worth it for commuting?',
      language: 'en',
      country: 'US',
      brandNames: ['VoltRide'],
    });
    expectWellFormed(prompts, '?');
    expect(prompts.some((prompt) => /voltride/i.test(prompt))).toBe(false);
  });

  it('does not treat a brand as named when it is only part of a longer word', () => {
    const prompts = generatePrompts({ seed: 'running shoes', language: 'en', country: 'US', brandNames: ['Run'] });
    expect(prompts).toContain('Which running shoes would you recommend?');
  });

  it('strips leading and trailing search words from the seed', () => {
    const generate = (seed: string, language: string) => generatePrompts({ seed, language, country: 'FR', brandNames: [] });
    expect(generate('meilleure banque en ligne', 'fr')).toEqual(generate('banque en ligne', 'fr'));
    expect(generate('E-Bike kaufen', 'de')).toEqual(generate('E-Bike', 'de'));
    expect(generate('best CRM for small businesses', 'en')).toEqual(generate('CRM for small businesses', 'en'));
  });

  it("keeps the seed's casing inside the prompts", () => {
    const prompts = generatePrompts({ seed: 'E-Bike', language: 'de', country: 'DE', brandNames: [] });
    expect(prompts.every((prompt) => prompt.includes('E-Bike'))).toBe(true);
  });

  it('mentions the market only when the country is known', () => {
    const withCountry = generatePrompts({ seed: 'banque en ligne', language: 'fr', country: 'FR', brandNames: [] });
    const withoutCountry = generatePrompts({ seed: 'banque en ligne', language: 'fr', country: '', brandNames: [] });
    expect(withCountry.some((prompt) => prompt.includes('en France'))).toBe(true);
    expect(withoutCountry.some((prompt) => prompt.includes('France'))).toBe(false);
  });

  it('elides French "de" before a vowel', () => {
    const prompts = generatePrompts({ seed: 'assurance habitation', language: 'fr', country: 'FR', brandNames: [] });
    expect(prompts.some((prompt) => prompt.includes("en matière d'assurance habitation"))).toBe(true);
    expect(prompts.some((prompt) => prompt.includes('de assurance'))).toBe(false);
  });

  it('starts Spanish questions with "¿"', () => {
    const prompts = generatePrompts({ seed: 'banco online', language: 'es', country: 'ES', brandNames: [] });
    expect(prompts.every((prompt) => prompt.includes('¿'))).toBe(true);
  });

  it('falls back to English for a language without templates', () => {
    const input = { seed: 'best CRM for small businesses', country: 'US', brandNames: [] };
    expect(generatePrompts({ ...input, language: 'xx' })).toEqual(generatePrompts({ ...input, language: 'en' }));
  });

  it.each([
    [
      'en',
      'US',
      'best CRM for small businesses',
      { comparison: /compar/i, alternatives: /alternative/i, price: /cost|value for money|affordable/i, howToChoose: /choose|look for/i },
    ],
    [
      'fr',
      'FR',
      'banque en ligne',
      { comparison: /compar|différences/i, alternatives: /alternative/i, price: /budget|prix|pas chères/i, howToChoose: /choix|choisir/i },
    ],
    [
      'de',
      'DE',
      'E-Bike',
      { comparison: /vergleich/i, alternatives: /Alternativen/i, price: /Kosten|Preis/i, howToChoose: /Auswahl|Wahl/i },
    ],
  ])('covers the main buyer intents in %s', (language, country, seed, intents) => {
    const prompts = generatePrompts({ seed, language, country, brandNames: [] });
    for (const [intent, keyword] of Object.entries(intents)) {
      expect(
        prompts.some((prompt) => keyword.test(prompt)),
        intent,
      ).toBe(true);
    }
  });
});
