import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';
import { learnedNames } from './learned-names.js';
import { names } from './test-support/rule-examples.js';

describe('learnedNames', () => {
  it('knows, for each answer, the names put forward in at least two of the other answers', () => {
    const known = learnedNames([['Zoho', 'Pricing'], ['Zoho', 'Close'], ['Zoho'], ['Close']]).map((learned) => learned.known);
    expect(known[0]).toEqual(['Zoho', 'Close']);
    // Close is in answers 1 and 3: each of them sees it in one other answer only.
    expect(known[1]).toEqual(['Zoho']);
    expect(known[2]).toEqual(['Zoho', 'Close']);
    expect(known[3]).toEqual(['Zoho']);
    // A name one other answer put forward is not enough: "Pricing" taken for a name once stays unknown.
    expect(known.flat()).not.toContain('Pricing');
  });

  it('counts a name once per answer however often it is written there', () => {
    expect(learnedNames([['Zoho', 'Zoho'], ['Other']]).map((learned) => learned.known)).toEqual([[], []]);
  });

  it('learns a name of hangul, kana or ideographs from one other answer, tentatively, unless a dictionary holds it', () => {
    const learned = learnedNames([['빽다방', '가격', 'Pricing', '今麦郎', '口感', 'カラオケ館'], []]);
    expect(learned[1]).toEqual({
      known: [],
      tentative: ['빽다방', '今麦郎', 'カラオケ館'],
      putForwardOnce: ['빽다방', 'Pricing', '今麦郎', 'カラオケ館'],
    });
    // An answer does not learn from itself.
    expect(learned[0]).toEqual({ known: [], tentative: [], putForwardOnce: [] });
  });

  it('learns the maker a product name of such a script opens on, unless the maker is put forward itself', () => {
    const learned = learnedNames([['위닉스 타워 XQ', 'LG 퓨리케어', '샤오미 4 Lite', '샤오미'], ['코웨이'], []]);
    // "위닉스" as the maker; "샤오미" as a name put forward itself, not again as a maker; "LG" is written in letters.
    expect(learned[1]!.tentative).toEqual(['위닉스 타워 XQ', 'LG 퓨리케어', '샤오미 4 Lite', '샤오미', '위닉스']);
    expect(learned[0]!.tentative).toEqual(['코웨이']);
  });
});

describe('a name learned from one answer', () => {
  const found = (brand: string, tentative: string[], answer: string, language: string) =>
    names(answer, { name: brand, aliases: [], domain: null }, language, { tentativeCompetitors: tentative });

  it('is read in prose where it stands as a word of its own, before a particle, a mark or a space', () => {
    const answer =
      '가장 쉬운 대안은 저가 커피로 바꾸는 거예요. 메가MGC커피는 아메리카노가 2,000원이고, 빽다방과 더벤티도 비슷한 가격대예요.';
    expect(found('메가MGC커피', ['빽다방', '더벤티'], answer, 'ko')).toEqual(['빽다방', '더벤티']);
    const chinese = '目前康师傅领先，统一第二。此外，日清、农心等外资品牌在一二线城市的便利店更常见。';
    expect(found('康师傅', ['日清', '农心'], chinese, 'zh')).toEqual(['日清', '农心']);
    expect(found('康师傅', ['今麦郎'], '预算有限的话，今麦郎的一桶半也值得考虑，分量大。', 'zh')).toEqual(['今麦郎']);
  });

  it('is read before the product it makes: Korean "의" and a word apart, Japanese "の" and letters or katakana', () => {
    const korean = '비비고 왕교자가 가장 무난해요. 더 가볍게 먹고 싶다면 풀무원의 얇은피 만두가 괜찮습니다.';
    expect(found('비비고', ['풀무원'], korean, 'ko')).toEqual(['풀무원']);
    // Written as one word with what follows, the name is part of a longer one.
    expect(found('비비고', ['풀무원'], '비비고가 무난해요. 풀무원의식탁 제품은 비쌉니다.', 'ko')).toEqual([]);
    const japanese = '富士フイルムが定番です。クラシックな見た目ならニコンのZfも根強い人気です。';
    expect(found('富士フイルム', ['ニコン'], japanese, 'ja')).toEqual(['ニコン']);
  });

  it('is read before a Korean particle of place, likeness or comparison', () => {
    const answer = '무신사가 가장 큽니다. 29CM이나 W컨셉에서 단독 쿠폰을 주기도 하고, 에이블리보다 싼 경우도 있어요.';
    expect(found('무신사', ['W컨셉', '에이블리'], answer, 'ko')).toEqual(['29CM', 'W컨셉', '에이블리']);
  });

  it('is reported as written alone, not as an earlier sentence opening on it', () => {
    const answer = '**1. 배달의민족**\n- 배민 마트를 이용하면 간편식도 빠르게 받을 수 있어요.\n\n정리하면 배민을 먼저 보세요.';
    expect(found('쿠팡이츠', ['배민'], answer, 'ko')).toEqual(['배민']);
  });

  it('is not read written into a longer word, in brackets or in a table', () => {
    const prose = 'ahamoはドコモ回線なので地方でもつながりやすいです（ドコモの回線）。';
    expect(found('ahamo', ['ドコモ'], prose, 'ja')).toEqual([]);
    expect(found('ahamo', ['ドコモ'], `${prose}ドコモも候補です。`, 'ja')).toEqual(['ドコモ']);
    const table = ['| サービス | 回線 |', '|---|---|', '| **ahamo** | ドコモ |', '| **povo2.0** | au |'].join('\n');
    expect(found('ahamo', ['ドコモ'], table, 'ja')).toEqual(['povo2.0']);
  });
});

describe('a name put forward in one other answer', () => {
  const found = (brand: string, once: string[], answer: string, language: string, prompt?: string) =>
    names(answer, { name: brand, aliases: [], domain: null }, language, { namesPutForwardOnce: once }, prompt);

  it('is learned as evidence of a name, not as an option', () => {
    expect(learnedNames([['Honey Bank', 'Pricing'], []])[1]!.putForwardOnce).toEqual(['Honey Bank', 'Pricing']);
    // Written in an answer without anything that puts it forward, it is not an option.
    expect(found('Chime', ['Honey Bank'], 'Chime is the easiest pick. I first read about Honey Bank in the news.', 'en')).toEqual([]);
  });

  it('makes the words a name where the answer weighs them as a sentence does a name', () => {
    const answer = 'Chime is the easiest pick for early direct deposit. Honey Bank shows your paycheck two days early as well.';
    expect(found('Chime', [], answer, 'en')).toEqual([]);
    expect(found('Chime', ['Honey Bank'], answer, 'en')).toEqual(['Honey Bank']);
  });

  it('makes words of ideographs a name, which no capital can', () => {
    const answer = '康师傅最常见。\n\n### 阿宽\n红油面皮很受欢迎。\n\n### 统一\n老坛酸菜很经典。';
    expect(found('康师傅', [], answer, 'zh')).toEqual([]);
    expect(found('康师傅', ['阿宽'], answer, 'zh')).toEqual(['阿宽']);
  });

  it('does not make a noun of German a name, which the other answer may have taken for one', () => {
    const answer = [
      'FlixBus ist am günstigsten.',
      '',
      '| Kriterium | Fernbus | Zug |',
      '|---|---|---|',
      '| **Preis** | günstig | teurer |',
    ].join('\n');
    expect(found('FlixBus', ['Fernbus', 'Zug'], answer, 'de', 'Fernbus oder Zug?')).toEqual([]);
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
