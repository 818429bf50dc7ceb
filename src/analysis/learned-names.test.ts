import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';
import { learnedNames } from './learned-names.js';

describe('learnedNames', () => {
  it('knows, for each answer, the names put forward in at least two of the other answers', () => {
    const known = learnedNames([['Zoho', 'Pricing'], ['Zoho', 'Close'], ['Zoho'], ['Close']]);
    expect(known[0]).toEqual(['Zoho', 'Close']);
    // Close is in answers 1 and 3: each of them sees it in one other answer only.
    expect(known[1]).toEqual(['Zoho']);
    expect(known[2]).toEqual(['Zoho', 'Close']);
    expect(known[3]).toEqual(['Zoho']);
    // A name one other answer put forward is not enough: "Pricing" taken for a name once stays unknown.
    expect(known.flat()).not.toContain('Pricing');
  });

  it('counts a name once per answer however often it is written there', () => {
    expect(learnedNames([['Zoho', 'Zoho'], ['Other']])).toEqual([[], []]);
  });
});

describe('a known name', () => {
  it('stays a name however often it heads a list: under the options and again in the summary', () => {
    const answer = [
      '1. **クックパッド（Cookpad）**',
      '   掲載レシピ数は国内最大級です。',
      '2. **クラシル**',
      '   調理動画で手順が一目でわかります。',
      '3. **Nadia**',
      '   作り置きのレシピが多いです。',
      '',
      '**選び方のポイント**',
      '- 平日に動画で手順を確認するならクラシル',
      '- 家にある食材から逆引きしたいならクックパッド',
    ].join('\n');
    const analyzer = createAnalyzer({ name: 'クラシル', aliases: [], domain: null }, { knownCompetitors: ['クックパッド'] });
    const found = analyzer.analyze({ answer, citations: [], language: 'ja' }).competitors.map((competitor) => competitor.name);
    expect(found).toEqual(['クックパッド', 'Nadia']);
  });
});
