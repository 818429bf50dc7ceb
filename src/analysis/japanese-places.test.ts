import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// A Japanese name given after its prefecture and "の" (japanese-places.ts).

describe('Japanese names after their prefecture', () => {
  const dassai: BrandConfig = { name: '獺祭', aliases: [], domain: null };

  it('reads breweries and distilleries given with their prefecture as options', () => {
    const answer = [
      '華やかな香りなら獺祭が定番です。',
      '',
      'まず挙げたいのが広島の賀茂鶴です。穏やかな香りが特徴です。長野県の御湖鶴も食中酒として優秀で、宮崎の尾鈴山蒸留所や高知の酔鯨など、地方の蔵にも良い酒がそろっています。',
    ].join('\n');
    expect(names(answer, dassai, 'ja')).toEqual(['賀茂鶴', '御湖鶴', '尾鈴山蒸留所', '酔鯨']);
  });

  it('does not read a word of the language after a prefecture as a name', () => {
    const answer = '獺祭が定番です。岐阜県の工場で造られ、北海道の魚介を使った料理や新潟の有名銘柄とも比べられます。';
    expect(names(answer, dassai, 'ja')).toEqual([]);
  });
});
