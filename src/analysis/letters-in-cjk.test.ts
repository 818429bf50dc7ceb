import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// Japanese answers keep letters for names: phrases after a name in letters put it forward (JAPANESE_CUES_AFTER_LETTERS in
// cjk-lexicon.ts), and a capitalised word in letters is name evidence (evidence.ts).

describe('Japanese cues after names in letters', () => {
  const finc: BrandConfig = { name: 'FiNC', aliases: [], domain: null };

  it('reads a name in letters before "がいい", "が一番人気" or "も強い" as put forward', () => {
    const answer = [
      'ランニングの記録アプリは、続け方で選ぶのがおすすめです。',
      '',
      'ほかのランナーとつながりたいなら、Stravaが一番人気です。無料でしっかり使いたいなら、Nike Run Clubがいいでしょう。',
      '海外のホテルならAgodaも強いです。',
    ].join('\n');
    expect(names(answer, finc, 'ja')).toEqual(['Strava', 'Nike Run Club', 'Agoda']);
  });

  it('does not read katakana before those phrases, nor a shop before "が便利"', () => {
    const answer = 'FiNCが定番です。忙しい日はテイクアウトがいいでしょう。購入はAmazonが便利です。';
    expect(names(answer, finc, 'ja')).toEqual([]);
  });
});

describe('words in letters in Japanese, Korean and Chinese answers', () => {
  const finc: BrandConfig = { name: 'FiNC', aliases: [], domain: null };

  it('reads headings and bold list heads in letters as names beside a label', () => {
    const headings =
      '### Strava\nランナー同士でつながれます。\n\n### Runkeeper\n音声ガイドが充実しています。\n\n### まとめ\n目的で選びましょう。';
    expect(names(headings, finc, 'ja')).toEqual(['Strava', 'Runkeeper']);
    const list = '- **Strava**：つながれる\n- **Runkeeper**：音声ガイド\n- **料金**：無料から';
    expect(names(list, finc, 'ja')).toEqual(['Strava', 'Runkeeper']);
  });

  it('reads them so in Korean answers too', () => {
    const list = '- **Strava**: 러너끼리 연결돼요\n- **Runkeeper**: 음성 가이드가 좋아요\n- **가격**: 무료부터';
    expect(names(list, finc, 'ko')).toEqual(['Strava', 'Runkeeper']);
  });

  it('reads a word in letters opening a Japanese sentence as a name, as one opening an English sentence is not', () => {
    const doda: BrandConfig = { name: 'doda', aliases: [], domain: null };
    const answer =
      'スタートアップへの転職なら、企業と直接やり取りできるサービスがおすすめです。\nFindy、Green、dodaなどがよく使われています。';
    expect(names(answer, doda, 'ja')).toEqual(['Findy', 'Green']);
    expect(names('転職サイトはいろいろありますが、よく使われているのは次のふたつです。\nFindyやdodaが定番です。', doda, 'ja')).toEqual([
      'Findy',
    ]);
  });

  it('reads one opening a Chinese sentence as a name too', () => {
    const xiaomi: BrandConfig = { name: '小米', aliases: [], domain: null };
    expect(names('充电宝的选择很多，下面按预算简单说一下。\nAnker、Baseus和小米都是常见的品牌。', xiaomi, 'zh')).toEqual([
      'Anker',
      'Baseus',
    ]);
  });

  it('does not read acronyms in capitals so ("GPS", "SNS")', () => {
    const list = '- **GPS**：距離を測る\n- **SNS**：共有する\n- **料金**：無料から';
    expect(names(list, finc, 'ja')).toEqual([]);
  });
});
