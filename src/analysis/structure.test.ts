import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';
import type { BrandConfig } from './index.js';

const analyze = (answer: string, brand: BrandConfig, language: string, prompt?: string) =>
  createAnalyzer(brand).analyze({ answer, prompt, citations: [], language });
const names = (answer: string, brand: BrandConfig, language: string, prompt?: string) =>
  analyze(answer, brand, language, prompt).competitors.map((competitor) => competitor.name);

const pipedrive: BrandConfig = { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' };

describe('answer structure beyond the first column and the first words', () => {
  it('reads the names of a "need | pick" table from its pick column', () => {
    const answer =
      '| 使い方 | おすすめ |\n|---|---|\n| とにかく安く | 日本通信SIM |\n| 無制限で使いたい | 楽天モバイル |\n| 低速でも使い放題 | mineo |';
    expect(names(answer, { name: 'mineo', aliases: [], domain: null }, 'ja')).toEqual(['日本通信SIM', '楽天モバイル']);
  });

  it('reads the names from the column that holds the brand, and takes no bold plan of another column for an option', () => {
    const answer =
      '| Plan | Made by | Monthly |\n|---|---|---|\n| **Pro Suite** | Acme Cloud | $9 |\n| **Team Max** | Zenlytic | $12 |\n| **Starter Pack** | Pipedrive | $15 |\n\nPro Suite and Team Max both include onboarding.';
    const analysis = analyze(answer, pipedrive, 'en');
    expect(analysis.competitors.map((competitor) => competitor.name)).toEqual(['Acme Cloud', 'Zenlytic']);
    expect(analysis.brandPosition).toBe(3);
  });

  it('keeps the first column of names when another column repeats the same values across rows', () => {
    const answer =
      '| Mattress | Type | Price |\n|---|---|---|\n| **Nectar Classic** | Memory foam | $650 |\n| **Siena Sleep** | Memory foam | $400 |\n| **DreamCloud** | Hybrid | $700 |\n| **Brooklyn Bedding** | Hybrid | $800 |\n\nMemory foam suits side sleepers; a hybrid adds bounce.';
    expect(names(answer, { name: 'Casper', aliases: [], domain: null }, 'en')).toEqual([
      'Nectar Classic',
      'Siena Sleep',
      'DreamCloud',
      'Brooklyn Bedding',
    ]);
  });

  it('takes a name alone in brackets after a name for another name of it, and an acronym only when it spells the initials', () => {
    const answer =
      'Dorm beds are Twin XL, so buy that size.\n\n**1. Zinus Green Tea (8")** – $150\n**2. Nectar Classic (Twin XL)** – $400\n**3. Casper Element** – $500\n\nBox KeySafe (BYOK) and a Business Associate Agreement (BAA) matter for clinics.';
    const analysis = analyze(answer, { name: 'Casper', aliases: [], domain: null }, 'en');
    expect(analysis.competitors.map((competitor) => competitor.name)).not.toContain('Twin XL');
    expect(analysis.competitors.map((competitor) => competitor.name)).not.toContain('BAA');
    expect(analysis.brandPosition).toBe(3);
  });

  it('takes the name after a label and its colon inside one bold head', () => {
    const answer = '**想要更大空间：零跑C16**\n价格十几万，六座布局。\n\n**更看重智驾和舒适：问界M7**\n问界M7搭载华为智驾。';
    expect(names(answer, { name: '比亚迪', aliases: [], domain: null }, 'zh')).toEqual(['零跑C16', '问界M7']);
  });

  it('does not take the pros and cons of a Chinese answer for options', () => {
    const answer = '### 优点\n- **颜值高**：溜背轿跑造型。\n- **价格亲民**：11.98万元起。\n\n### 缺点\n- **售后网点**：服务网点较少。';
    expect(names(answer, { name: '比亚迪', aliases: [], domain: null }, 'zh')).toEqual([]);
  });

  it('takes heads repeated under every option and written nowhere else for labels, and keeps names holding a particle character', () => {
    const answer =
      '### 1. 小米SU7\n- **售价**：21.59万元起\n- **不足**：提车周期较长\n\n### 2. 理想L6\n- **售价**：24.98万元起\n- **不足**：略超预算\n\n' +
      '### 3. 零跑C11\n- **售价**：约13万元\n- **不足**：品牌力弱';
    expect(names(answer, { name: '比亚迪', aliases: [], domain: null }, 'zh')).toEqual(['小米SU7', '理想L6', '零跑C11']);
  });

  it('keeps heads of one list apart when they open on the same word ("Semen Gresik", "Semen Padang")', () => {
    const answer = '1. **Semen Tiga Roda** – kuat\n2. **Semen Gresik** – murah\n3. **Semen Padang** – populer di Sumatra';
    const cement: BrandConfig = { name: 'Tiga Roda', aliases: ['Semen Tiga Roda'], domain: null };
    expect(names(answer, cement, 'id')).toEqual(['Semen Gresik', 'Semen Padang']);
  });

  it('takes a heading name that a bold line enumerates first, before a comma, for no repeated label', () => {
    const answer = [
      '**대표 브랜드: 풀무원, 해태 고향만두, 비비고**',
      '',
      '### 풀무원',
      '- 피가 쫄깃함',
      '',
      '### 해태 고향만두',
      '- 담백한 국물 맛',
      '',
      '### 비비고',
      '- 고기 맛이 진함',
    ].join('\n');
    expect(names(answer, { name: '비비고', aliases: [], domain: null }, 'ko')).toEqual(['풀무원', '해태 고향만두']);
  });

  it('reads a bulleted list and the numbered one after it as two lists, and takes no caseless labels for names', () => {
    const answer =
      'أفضل الخيارات:\n\n- **السعر**: عشرة دولارات\n- **الميزات**: كثيرة\n- **الدعم**: جيد\n\n1. **HubSpot** – مجاني\n2. **Zoho CRM** – رخيص';
    expect(names(answer, { name: 'Acme', aliases: [], domain: null }, 'ar')).toEqual(['HubSpot', 'Zoho CRM']);
  });

  it('reads a Japanese numbered heading whose name is followed by its reading', () => {
    const answer =
      '### 1. IIJmio（アイアイジェイミオ）\n- **特徴**：老舗MVNO。\n\n### 2. mineo（マイネオ）\n- **特徴**：トリプルキャリア。';
    const result = analyze(answer, { name: 'mineo', aliases: [], domain: null }, 'ja');
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['IIJmio']);
    expect(result.brandPosition).toBe(2);
  });

  it('counts what the question puts up for comparison when the answer discusses it, but not a place it names', () => {
    const answer = 'In Barcelona, prices are similar. Pipedrive suits small teams; HubSpot is broader.';
    expect(names(answer, pipedrive, 'en', 'Pipedrive vs HubSpot for a team in Barcelona?')).toEqual(['HubSpot']);
    expect(names(answer, pipedrive, 'en')).toEqual([]);
  });

  it('reads a name that opens on digits as a name, not an amount', () => {
    const answer = 'Good UK hosts:\n\n1. **20i** – reseller-friendly.\n2. **Krystal** – green hosting.\n3. **Pipedrive** – not a host.';
    expect(names(answer, pipedrive, 'en')).toEqual(['20i', 'Krystal']);
  });

  it('reads a number with a unit written in capitals as a name ("32CM"), and the unit in lower case as an amount', () => {
    const answer = (second: string): string =>
      `1. **Zalando** – the widest range\n2. **${second}** – designer labels\n3. **ASOS** – cheap basics`;
    const shop: BrandConfig = { name: 'Zalando', aliases: [], domain: null };
    expect(names(answer('32CM'), shop, 'en')).toEqual(['32CM', 'ASOS']);
    expect(names(answer('32cm'), shop, 'en')).toEqual(['ASOS']);
  });

  it('takes a quantity heading a row for an attribute, not a name', () => {
    const answer = '| 容量 | mineo | IIJmio |\n|---|---|---|\n| 5GB | 1,518円 | 950円 |\n| 10GB | 1,958円 | 1,400円 |';
    expect(names(answer, { name: 'mineo', aliases: [], domain: null }, 'ja')).toEqual(['IIJmio']);
  });

  it('takes a volume heading a paragraph for an amount, not a name ("500mL", "1.2L")', () => {
    const brand: BrandConfig = { name: 'ハトムギ化粧水', aliases: [], domain: null };
    const answer = (volume: string): string =>
      `**1. ハトムギ化粧水**\n${volume}で700円前後。\n\n**2. 肌ラボ 極潤**\n${volume}で900円前後。`;
    expect(names(answer('500mL'), brand, 'ja')).toEqual(['肌ラボ 極潤']);
    expect(names(answer('1.2L'), brand, 'ja')).toEqual(['肌ラボ 極潤']);
  });
});

describe("the user's competitors", () => {
  const brand = { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' };
  const answer =
    'Most teams pick **Pipedrive**. Some keep SFDC for its ecosystem, others stay on a spreadsheet.\n\n' +
    '1. **Zoho** – cheap.\n2. **Close** – built-in calling.\n\nSee [Capsule](https://capsulecrm.com/pricing) and https://www.salesforce.com/crm/.';

  it('finds a tracked competitor by any alias, in prose, under its own name, and ignores what the user ignores', () => {
    const result = createAnalyzer(brand, {
      trackedCompetitors: [{ name: 'Salesforce Sales Cloud', aliases: ['SFDC'] }],
      ignoredNames: ['Zoho'],
    }).analyze({ answer, citations: [], language: 'en' });
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['Salesforce Sales Cloud', 'Close', 'Capsule']);
    expect(result.brandPosition).toBe(1);
    const unfiltered = createAnalyzer(brand).analyze({ answer, citations: [], language: 'en' });
    expect(unfiltered.competitors.map((competitor) => competitor.name)).toEqual(['Zoho', 'Close', 'Capsule']);
  });

  it('links a competitor to the site whose domain spells its name, from a link on it or a cited URL', () => {
    const result = createAnalyzer(brand, { trackedCompetitors: [{ name: 'Salesforce Sales Cloud', aliases: ['SFDC'] }] }).analyze({
      answer,
      citations: [],
      language: 'en',
    });
    const domains = Object.fromEntries(result.competitors.map((competitor) => [competitor.name, competitor.domain]));
    expect(domains).toEqual({ 'Salesforce Sales Cloud': 'salesforce.com', Zoho: null, Close: null, Capsule: 'capsulecrm.com' });
  });
});

describe('structure in scripts without capitals', () => {
  it('reads list items as options when the brand is one of them', () => {
    const answer = [
      '食品をまとめ買いするなら、スーパーごとの強みを比べましょう。',
      '',
      '1. **業務スーパー**：毎日の価格が安い',
      '2. **イオン**：プライベートブランドが豊富',
      '3. **成城石井**：輸入食品の品揃えが多い',
      '4. **まとめ買いのコツ**：週末の特売日を狙う',
    ].join('\n');
    expect(names(answer, { name: 'イオン', aliases: [], domain: null }, 'ja')).toEqual(['業務スーパー', '成城石井']);
  });

  it('reads product names of spaced words in a column its header calls the products', () => {
    const table = (header: string): string =>
      [
        '자취방에 둘 전기밥솥을 골라 봤어요.',
        '',
        `| ${header} | 가격대 | 특징 |`,
        '|---|---|---|',
        '| 쿠첸 미니 밥솥 3인용 | 5만 원대 | 작은 크기 |',
        '| 쿠쿠 트윈프레셔 6인용 | 20만 원대 | 압력 취사 |',
        '| 샤오미 스마트 밥솥 3L | 7만 원대 | 앱 연동 |',
      ].join('\n');
    const brand: BrandConfig = { name: '쿠쿠', aliases: [], domain: null };
    expect(names(table('제품'), brand, 'ko')).toEqual(['쿠첸 미니 밥솥 3인용', '샤오미 스마트 밥솥 3L']);
    // "구분" (category) titles a column of labels: its phrases stay phrases.
    expect(names(table('구분'), brand, 'ko')).toEqual([]);
  });

  it('reads the first column of a Japanese table whose header calls it the companies or the shops', () => {
    const table = (header: string): string =>
      [
        '近距離の引越しなら、次の業者が安いです。',
        '',
        `| ${header} | 目安料金 | 特徴 |`,
        '|---|---|---|',
        '| **赤帽** | 1.5万円〜 | 軽トラック1台の貸切 |',
        '| **ハート引越センター** | 2万円〜 | 単身向けプランが充実 |',
        '| **格安単身プラン** | 1万円〜 | 荷物が少ない人向け |',
      ].join('\n');
    const brand: BrandConfig = { name: 'サカイ引越センター', aliases: [], domain: null };
    expect(names(table('業者'), brand, 'ja')).toEqual(['赤帽', 'ハート引越センター', '格安単身プラン']);
    expect(names(table('料金'), brand, 'ja')).toEqual([]);
  });

  it('reads spaced words in numbered headings as product names when one heading is the brand', () => {
    const answer = (brandHeading: string): string =>
      [
        '원룸에서 쓸 전기밥솥이라면 이렇게 비교해 보세요.',
        '',
        '### 1. 쿠첸 미니 밥솥',
        '- **장점**: 작고 가벼움',
        '',
        `### 2. ${brandHeading}`,
        '- **장점**: 압력 취사로 밥맛이 좋음',
        '',
        '### 3. 샤오미 스마트 밥솥',
        '- **장점**: 앱으로 예약 가능',
      ].join('\n');
    const brand: BrandConfig = { name: '쿠쿠', aliases: [], domain: null };
    expect(names(answer('쿠쿠 트윈프레셔'), brand, 'ko')).toEqual(['쿠첸 미니 밥솥', '샤오미 스마트 밥솥']);
    expect(names(answer('압력 밥솥 고르기'), brand, 'ko')).toEqual([]);
  });

  it('counts the words of a short heading without another name of it in brackets', () => {
    const answer = [
      '차를 팔 때는 경쟁 입찰이 가격을 좌우합니다.',
      '',
      '### 헤이딜러',
      '- 전국 딜러가 48시간 동안 경쟁 입찰합니다.',
      '',
      '### 케이카 (K Car) 내차팔기',
      '- 직영 기업이라 **케이카가 직접 매입**합니다.',
      '',
      '### 오토벨',
      '- 실차 경매 방식입니다.',
      '',
      '### 결론',
      '- 가장 높은 가격을 원한다면 경쟁 입찰을 돌려 보세요.',
    ].join('\n');
    const brand: BrandConfig = { name: '헤이딜러', aliases: [], domain: null };
    expect(names(answer, brand, 'ko')).toEqual(['케이카', '오토벨']);
  });

  it('reads the header of a table that holds the brand as names, though written in kana and kanji', () => {
    const answer = (brandCell: string): string =>
      [
        '大手ラーメンチェーンを比べました。',
        '',
        `| 項目 | ${brandCell} | てんかく家 | らあめん花月 |`,
        '|---|---|---|---|',
        '| 価格 | 980円 | 850円 | 800円 |',
        '| 特徴 | 個室席 | 濃いスープ | 大盛り無料 |',
      ].join('\n');
    const brand: BrandConfig = { name: '一蘭', aliases: [], domain: null };
    expect(names(answer('一蘭'), brand, 'ja')).toEqual(['てんかく家', 'らあめん花月']);
    expect(names(answer('とんこつ系'), brand, 'ja')).toEqual([]);
  });

  it('reads one word after each of three bold labels, alone on its line, as the names the labels ask for', () => {
    const answer = (third: string): string =>
      [
        '링고가 비싸다면 대안이 있습니다.',
        '',
        '**가격 최우선:** 캠블잉',
        '원어민 튜터가 많습니다.',
        '',
        '**한국인 맞춤:** 튜터봄',
        '짧은 수업이 있습니다.',
        '',
        `**비즈니스 영어:** ${third}`,
        '업무용 표현을 배웁니다.',
      ].join('\n');
    const brand: BrandConfig = { name: '링고', aliases: [], domain: null };
    expect(names(answer('야나도'), brand, 'ko')).toEqual(['캠블잉', '튜터봄', '야나도']);
    // A phrase after one label: the tails are descriptions.
    expect(names(answer('강의와 수업을 함께'), brand, 'ko')).toEqual([]);
  });

  it('takes the column where known names open most cells as the names, though one opens a cell of another', () => {
    const answer = [
      '배달앱 멤버십을 표로 비교했습니다.',
      '',
      '| 멤버십 | 앱 | 월 요금 | 혜택 |',
      '|---|---|---|---|',
      '| **땡겨요플러스** | 땡겨요 | 1,900원 | 땡겨요 전용 쿠폰 |',
      '| **와우** | 쿠팡이츠 | 7,890원 | 무료배달 |',
      '| **배민클럽** | 배달의민족 | 3,990원 | 알뜰배달 무료 |',
    ].join('\n');
    const brand = { name: '쿠팡이츠', aliases: [], domain: null };
    const analysis = createAnalyzer(brand, { knownCompetitors: ['땡겨요', '배달의민족'] }).analyze({
      answer,
      citations: [],
      language: 'ko',
    });
    expect(analysis.competitors.map((competitor) => competitor.name)).toEqual(['땡겨요', '배달의민족']);
  });
});

describe('Korean names written on from a shorter one', () => {
  it('takes the whole word a name the question puts up starts, its particle left off', () => {
    const answer = [
      '테무와 알리익스프레스는 온라인 직구 플랫폼이고, 다이소는 오프라인 매장입니다.',
      '',
      '| 항목 | 테무 | 알리익스프레스 | 다이소 |',
      '|---|---|---|---|',
      '| 가격 | 매우 저렴 | 저렴 | 균일가 |',
      '| 배송 | 7~14일 | 3~10일 | 즉시 |',
    ].join('\n');
    const brand: BrandConfig = { name: '다이소', aliases: [], domain: null };
    expect(names(answer, brand, 'ko', '다이소, 테무, 알리 중에 어디가 좋아요?')).toEqual(['테무', '알리익스프레스']);
  });
});

describe('Chinese heads', () => {
  it('reads names joined by the ideographic comma in one cell as two names', () => {
    const answer = [
      '### 1. 小米SU7',
      '- **优点**：外观和操控出色',
      '### 2. 零跑C11 / C10',
      '- **优点**：配置极高',
      '### 3. 理想L6',
      '- **优点**：增程无里程焦虑',
      '',
      '| 需求 | 推荐 |',
      '|---|---|',
      '| 省钱 | 比亚迪插混车型 |',
      '| 驾驶乐趣 | 小米SU7 |',
      '| 大空间家用SUV | 零跑C11、理想L6 |',
    ].join('\n');
    const brand: BrandConfig = { name: '比亚迪', aliases: [], domain: null };
    expect(names(answer, brand, 'zh')).toEqual(['小米SU7', '零跑C11 / C10', '理想L6']);
  });
});
