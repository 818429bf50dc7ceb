import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// Japanese phrases after a name written in letters that put it forward (JAPANESE_CUES_AFTER_LETTERS in cjk-lexicon.ts).

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
