import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// A Japanese maker written before "の" and a model in letters and digits (japanese-makers.ts).

describe('Japanese makers of models', () => {
  const fujifilm: BrandConfig = { name: '富士フイルム', aliases: ['FUJIFILM'], domain: null };

  it('reads "ソニーのα6400" and "キヤノンのEOS R50" in prose as the makers put forward', () => {
    const answer = [
      '旅行で街並みを撮るなら、まず挙げたいのは富士フイルムのX-S20です。色がきれいです。',
      '',
      'オートフォーカスの安心感を優先するなら、ソニーのα6400も根強い人気です。キヤノンのEOS R50は軽くて操作がわかりやすいです。',
    ].join('\n');
    expect(names(answer, fujifilm, 'ja')).toEqual(['ソニー', 'キヤノン']);
  });

  it('does not read a kind of product, a word of the language or an aperture before "の" as a maker', () => {
    const answer = [
      '富士フイルムのX-S20が定番です。',
      '',
      'キットレンズのXC15-45mmで十分です。往年のFM2を思わせるデザインで、明るいレンズのF2.8も魅力です。',
    ].join('\n');
    expect(names(answer, fujifilm, 'ja')).toEqual([]);
  });
});
