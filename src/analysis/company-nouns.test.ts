import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// A noun for a kind of company and a colon announce the names after them (COMPANY_NOUNS_BEFORE_COLON in lexicon.ts).

const brand = (name: string): BrandConfig => ({ name, aliases: [], domain: null });

describe('names after a noun for a kind of company and a colon', () => {
  it('reads "Main brands:", "Marken:" and "대표 브랜드:" as announcing the names after them', () => {
    expect(names('Mini LED is popular now.\n\n- Main brands: Hisense, TCL, Xiaomi\n- Price: from $500', brand('LG'), 'en')).toEqual([
      'Hisense',
      'TCL',
      'Xiaomi',
    ]);
    expect(names('Mini-LED ist beliebt.\n\n- Marken: Hisense, TCL, Xiaomi\n- Preis: ab 500 €', brand('LG'), 'de')).toEqual([
      'Hisense',
      'TCL',
      'Xiaomi',
    ]);
    const korean = '요즘은 미니LED가 인기예요.\n\n- 대표 브랜드: 삼성전자, TCL, 샤오미\n- 가격대: 100만 원대';
    expect(names(korean, brand('LG전자'), 'ko')).toEqual(['삼성전자', 'TCL', '샤오미']);
  });

  it('does not read the same nouns without a colon, nor other labels', () => {
    expect(names('LG is fine. Brands that last, such as durable ones, matter.\n\n- Price: Premium, Standard', brand('LG'), 'en')).toEqual(
      [],
    );
  });
});
