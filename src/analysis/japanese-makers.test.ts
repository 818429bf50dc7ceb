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

  it('reads a model whose digits stand apart, or a model in katakana and its code', () => {
    const bikes: BrandConfig = { name: 'ブリヂストン', aliases: [], domain: null };
    const answer =
      'ブリヂストンが定番です。定番中の定番はジャイアントのエスケープ R3です。予算を足せるなら、トレックのFX 2 Discも候補です。';
    expect(names(answer, bikes, 'ja')).toEqual(['ジャイアント', 'トレック']);
    expect(names('ブリヂストンが定番です。メイン1枚と特定サイト用のサブ1枚の2枚持ちがおすすめです。', bikes, 'ja')).toEqual([]);
  });

  const zojirushi: BrandConfig = { name: '象印', aliases: [], domain: null };

  it('reads a maker before "の" and a product in corner brackets', () => {
    const answer =
      '安全面なら象印の「CK-DB08」です。手頃さならティファールの「ジャスティン プラス」が魅力で、デザインならデロンギの「アイコナ」もあります。';
    const found = names(answer, zojirushi, 'ja', {}, '電気ケトルのおすすめを教えてください。');
    expect(found).toEqual(expect.arrayContaining(['ティファール', 'デロンギ']));
  });

  it('takes the maker, not its product in corner brackets that the sentence weighs', () => {
    const answer = '象印が定番です。ティファールの「ジャスティン プラス」も根強い人気です。デロンギの「アイコナ」は見た目が良いです。';
    expect(names(answer, zojirushi, 'ja', {}, '電気ケトルのおすすめを教えてください。')).toEqual(['ティファール', 'デロンギ']);
  });

  it('reads a maker the dictionary knows as a term when it ends on a kind of firm ("大塚食品", "若鶴酒造")', () => {
    const curry: BrandConfig = { name: 'ハウス食品', aliases: [], domain: null };
    const answer = 'ハウス食品のバーモントカレーが定番です。大塚食品の「ボンカレーゴールド」は湯せんで温められます。';
    expect(names(answer, curry, 'ja', {}, 'キャンプ向けのカレーは？')).toEqual(['大塚食品']);
  });

  it('takes no kind of product, plan or place, nor a word of the question, before a product in corner brackets', () => {
    const answer =
      '象印が定番です。電気ケトルの「沸騰」表示や、レシピアプリの「献立」機能、標準プランの「基本料金」、石川県の「金沢」もよく見ます。';
    const found = names(answer, zojirushi, 'ja', {}, '電気ケトルのおすすめを教えてください。');
    for (const word of ['電気ケトル', 'レシピアプリ', '標準プラン', '石川県']) expect(found).not.toContain(word);
  });

  it('takes no model in letters and digits that only a cue puts forward, as it is its maker’s product', () => {
    const answer = '富士フイルムが定番です。ほかにもX100VIやOM-1 Mark IIなどが人気です。SonyやCanonなども選ばれます。';
    expect(names(answer, fujifilm, 'ja')).toEqual(['Sony', 'Canon']);
  });

  it('reads list heads that write a maker onto its product in corner brackets as the makers, kana and all', () => {
    const panasonic: BrandConfig = { name: 'パナソニック', aliases: [], domain: null };
    const answer = [
      '1. **象印「炎舞炊き」** – 複数のIHヒーターで激しい対流を起こします。',
      '2. **いなば「CIAO」** — 静岡県のメーカーです。',
      '3. **バルミューダ「The Gohan」** – 蒸気で炊く独自方式です。',
    ].join('\n');
    expect(names(answer, panasonic, 'ja')).toEqual(['象印', 'いなば', 'バルミューダ']);
  });
});
