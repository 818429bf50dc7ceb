import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { analyze, names } from './test-support/rule-examples.js';

// Rules from issue 11's accuracy work on answers written as prose, on label lines and in scripts without capitals
// (bench/corpus/: prose-answers, cjk-more, korean-more, japanese-categories, north-europe, romance-categories,
// english-categories), each on examples written for it.

describe('labels and the names they introduce, with no evidence from elsewhere', () => {
  it('takes a name that is all its line holds after a label as an option', () => {
    const crm: BrandConfig = { name: 'HubSpot', aliases: [], domain: null };
    const answer =
      'Options vary.\n\n- **Best for teams:** Pipedrive\n- **Best for small firms:** HubSpot\n- **Best for enterprises:** Salesforce\n';
    expect(names(answer, crm, 'en')).toEqual(['Pipedrive', 'Salesforce']);
    const airline: BrandConfig = { name: '대한항공', aliases: [], domain: null };
    const korean =
      '선택지가 다양합니다.\n\n**가장 저렴한 직항:** 티웨이항공\n인천–파리 노선을 운항합니다.\n\n**안정적인 선택:** 대한항공\n매일 운항합니다.\n\n' +
      '**파리 한정:** 에어프랑스\n매일 운항합니다.\n';
    expect(names(korean, airline, 'ko')).toEqual(['티웨이항공', '에어프랑스']);
  });

  it('takes a Korean name of two words that is all its line holds after a label, not a sentence', () => {
    const books: BrandConfig = { name: 'YES24', aliases: [], domain: null };
    const answer =
      '취향별로 정리하면 다음과 같습니다.\n\n**보유 도서 수 최다:** 밀리의 서재\n방대한 전자책이 있습니다.\n\n**장르 소설:** 리디셀렉트\n장르물이 강합니다.\n\n' +
      '**종이책과 같이 산다면:** YES24 크레마클럽\n회원 혜택과 연동됩니다.\n\n**오디오북 위주:** 오디오북이 많아요\n출퇴근길에 좋습니다.';
    expect(names(answer, books, 'ko')).toEqual(['밀리의 서재', '리디셀렉트']);
  });

  it('reads names after labels whose items hold lists of their own', () => {
    const crm: BrandConfig = { name: 'Acme', aliases: [], domain: null };
    const answer =
      'Options:\n\n1. **Best overall** – HubSpot\n   - **Why:** free\n2. **Best for sales** – Pipedrive\n   - **Why:** pipelines\n3. **Cheapest** – Zoho CRM\n';
    expect(names(answer, crm, 'en')).toEqual(['HubSpot', 'Pipedrive', 'Zoho CRM']);
  });

  it('keeps a line running on after the label a sentence, not a name', () => {
    const crm: BrandConfig = { name: 'HubSpot', aliases: [], domain: null };
    const answer =
      '- **Pricing:** Monthly plans start low.\n- **Support:** Email and chat.\n- **Setup:** Quick for small teams.\n\nHubSpot is fine.';
    expect(names(answer, crm, 'en')).toEqual([]);
  });

  it('reads summary heads of Korean and Chinese answers as labels', () => {
    const airline: BrandConfig = { name: '대한항공', aliases: [], domain: null };
    const korean =
      '주요 항공사를 정리해 드릴게요.\n\n1. **대한항공**\n   - 편수가 많습니다.\n2. **아시아나항공**\n   - 서비스가 좋습니다.\n' +
      '3. **제주항공**\n   - 특가가 많습니다.\n\n## 📌 정리\n| 우선순위 | 추천 |\n|---|---|\n| 서비스 | 대한항공, 아시아나항공 |\n| 최저가 | 제주항공 |';
    expect(names(korean, airline, 'ko')).toEqual(['아시아나항공', '제주항공']);
  });

  it('reads a header row naming the options after a corner that names what they are compared on', () => {
    const music: BrandConfig = { name: 'QQ音乐', aliases: [], domain: null };
    const answer =
      '先看对比：\n\n| 维度 | 网易云音乐 | QQ音乐 |\n|---|---|---|\n| 推荐算法 | 每日推荐、私人FM口碑好 | 推荐偏热门 |\n' +
      '| 社区 | 评论区、乐评文化突出 | 偏工具型 |\n\n**总结**：QQ音乐胜在曲库，网易云音乐胜在推荐和社区。';
    expect(names(answer, music, 'zh')).not.toContain('社区');
    expect(names(answer, music, 'zh')[0]).toBe('网易云音乐');
  });
});

describe('Chinese enumerations', () => {
  it('takes models enumerated with the ideographic comma, each spelt as only a name is, as options', () => {
    const maker: BrandConfig = { name: '比亚迪', aliases: ['BYD'], domain: null };
    const answer =
      '比亚迪的刀片电池很安全。\n\n- 如果更看重超快充，小鹏G6、极氪7X都支持高压快充。\n- 换电站主要集中在一二线城市、主要高速。';
    expect(names(answer, maker, 'zh')).toEqual(['小鹏G6', '极氪7X']);
  });

  it('ends the last item at a demonstrative', () => {
    const liquor: BrandConfig = { name: '五粮液', aliases: [], domain: null };
    expect(names('至于五粮液、茅台这些大牌，等你喝过几种再买。', liquor, 'zh')).toEqual(['茅台']);
  });
});

describe('enumerations announced by a label, and broken by remarks', () => {
  const budget: BrandConfig = { name: 'YNAB', aliases: [], domain: null };

  it('reads a label that is itself the cue, and a remark in brackets inside the enumeration', () => {
    const answer =
      'YNAB is worth it.\n\n**Cheaper alternatives:** Goodbudget (free envelope-style plan) and EveryDollar from Ramsey Solutions follow a similar philosophy.';
    expect(names(answer, budget, 'en')).toEqual(['Goodbudget', 'EveryDollar']);
  });

  it('goes on with an enumeration after a cue through names each given a few words of description', () => {
    const analytics: BrandConfig = { name: 'Plausible', aliases: [], domain: null };
    const answer =
      'Plausible is simple. Other options include Heap for retroactive event tracking, Pendo if you want in-app guides, and Hotjar for heatmaps.';
    expect(names(answer, analytics, 'en')).toEqual(['Heap', 'Pendo', 'Hotjar']);
  });

  it('never takes a plan’s name alone for an option', () => {
    const antivirus: BrandConfig = { name: 'Kaspersky', aliases: [], domain: null };
    const answer = '1. **Kaspersky** – надёжный.\n2. **Premium** – для семьи.\n3. **Dr.Web** – российский.';
    expect(names(answer, antivirus, 'ru')).not.toContain('Premium');
  });

  it('leaves out a plan named after an option in the same enumeration', () => {
    const code: BrandConfig = { name: 'Cursor', aliases: [], domain: null };
    const answer = 'Copilot Business ($19/user/month) and Enterprise ($39/user/month) add audit logs. Cursor Teams costs $40.';
    expect(names(answer, code, 'en')).not.toContain('Enterprise');
  });
});

describe('bold names in brackets', () => {
  it('reads a bold name in brackets as another name of the option before, not an option', () => {
    const video: BrandConfig = { name: 'Whereby', aliases: [], domain: null };
    const answer =
      'Video is funded through the NHS.\n\n### 1. Accurx\n- Used by most practices.\n\n### 2. Attend Anywhere\n- Used in Scotland (as **NHS Near Me**).\n\n' +
      '### 3. Whereby\n- Browser-based.';
    const analysis = analyze(answer, video, 'en');
    expect(analysis.competitors.map((competitor) => competitor.name)).toEqual(['Accurx', 'Attend Anywhere']);
    expect(analysis.brandPosition).toBe(3);
  });
});

describe('labels set in bold where every noun has a capital', () => {
  const gym: BrandConfig = { name: 'McFit', aliases: [], domain: null };

  it('reads the bold rows of a table whose header names the options as what they are compared on', () => {
    const answer =
      'Hier der direkte Vergleich:\n\n| Kriterium | FitX | McFit |\n|---|---|---|\n| **Monatspreis** | ab 24,99 € | ab 29,90 € |\n' +
      '| **Öffnungszeiten** | 24/7 | 24/7 |\n| **Vertrag** | monatlich | 12 Monate |\n\n**FitX** ist die bessere Wahl für Kurse.';
    expect(names(answer, gym, 'de')).toEqual(['FitX']);
  });

  it('reads a bold word and a colon opening a sentence as a label', () => {
    const answer =
      '### McFit\nDie bekannteste Kette. **Öffnungszeiten:** 24/7. **Preis:** ab 29,90 €.\n\n### FitX\nStark in NRW. **Preis:** ab 24,99 €.\n\n' +
      '### Fazit\nIn der Stadt sind **FitX** und **McFit** kaum zu schlagen.';
    expect(names(answer, gym, 'de')).toEqual(['FitX']);
  });
});

describe('Japanese names that end in hiragana', () => {
  it('counts the brand among a list’s heads as a name, though spelt with hiragana as phrases are', () => {
    const travel: BrandConfig = { name: 'じゃらんnet', aliases: [], domain: null };
    const answer = '1. **楽天トラベル**\n2. **じゃらんnet**\n3. **Yahoo!トラベル**\n4. **一休.com**';
    expect(names(answer, travel, 'ja')).toEqual(['楽天トラベル', 'Yahoo!トラベル', '一休.com']);
  });

  it('reads unnumbered Japanese headings beside the brand’s as names, hiragana and all, but no summary heading', () => {
    // The summary's names make the headings' group one of options; the brand among them vouches for the hiragana ones.
    const power: BrandConfig = { name: 'Looopでんき', aliases: [], domain: null };
    const answer =
      '再エネの電気を選べる会社です。\n\n### オクトパスエナジー\n料金は大手と同程度です。\n\n### みんな電力\n発電所を選べます。\n\n' +
      '### Looopでんき\n基本料金0円です。\n\n### 自然電力のでんき\n発電所の建設に貢献できます。\n\n' +
      '### まとめ\n- **料金も重視** → オクトパスエナジー、Looopでんき\n- **産地にこだわりたい** → みんな電力';
    expect(names(answer, power, 'ja')).toEqual(['オクトパスエナジー', 'みんな電力', '自然電力のでんき']);
  });

  it('keeps a trade written in hiragana as part of the name, and cuts only particles', () => {
    const power: BrandConfig = { name: 'Looopでんき', aliases: [], domain: null };
    const answer =
      '1. **大阪ガス**は、電気とガスのセット割があります。\n2. **ENEOSでんき**は、給油代が割引になります。\n3. **楽天でんき**は、ポイントが貯まります。\n' +
      '4. **Looopでんき**は、基本料金0円です。';
    expect(names(answer, power, 'ja')).toEqual(['大阪ガス', 'ENEOSでんき', '楽天でんき']);
  });
});

describe('paragraphs opening on a name and a topic particle', () => {
  it('reads Korean paragraphs opening on one word and a topic particle as options, a case ending before it as grammar', () => {
    const coffee: BrandConfig = { name: '메가커피', aliases: [], domain: null };
    const answer =
      '카공하기 좋은 곳을 정리했어요.\n\n투썸플레이스도 카공족에게 인기가 많아요.\n\n할리스는 1인 좌석을 늘려 왔어요.\n\n' +
      '부모님께는 가까운 매장이 좋아요.\n\n메가커피는 좌석이 적은 편이에요.';
    expect(names(answer, coffee, 'ko')).toEqual(['투썸플레이스', '할리스']);
  });

  it('reads Japanese and Korean paragraphs weighing one option each', () => {
    const grocery: BrandConfig = { name: 'Oisix', aliases: [], domain: null };
    const japanese =
      '有機野菜の宅配なら、いくつか候補があります。\n\n生活クラブは生協の一つです。\n\nOisixはミールキットが強みです。\n\n' +
      'パルシステムは価格が手頃です。\n\n迷ったら生活クラブかパルシステムを試してください。';
    expect(names(japanese, grocery, 'ja')).toEqual(['生活クラブ', 'パルシステム']);
    const books: BrandConfig = { name: '예스24', aliases: [], domain: null };
    const korean =
      '국내 온라인 서점은 세 곳이 대표적입니다.\n\n교보문고는 오프라인 매장과의 연계가 강점입니다.\n\n예스24는 배송이 빠릅니다.\n\n' +
      '알라딘은 중고 매입이 좋습니다.\n\n가격은 거의 같습니다. 교보문고나 알라딘 모두 좋습니다.';
    expect(names(korean, books, 'ko')).toEqual(['교보문고', '알라딘']);
  });
});

describe('Korean particles written onto bold hangul names', () => {
  it('cuts a topic or object particle from a bold hangul name', () => {
    const speak: BrandConfig = { name: '스픽', aliases: [], domain: null };
    const answer =
      '1. **스픽은** AI 튜터와 대화합니다.\n2. **말해보카는** 단어 앱입니다.\n3. **케이크는** 무료입니다.\n4. **듀오링고는** 무료 버전이 있습니다.';
    expect(names(answer, speak, 'ko')).toEqual(['말해보카', '케이크', '듀오링고']);
  });
});

describe('cues of looking at options in more languages', () => {
  it('reads the names after "mirar" as options', () => {
    const insurer: BrandConfig = { name: 'Mapfre', aliases: [], domain: null };
    expect(names('Mapfre es sólida. También puedes mirar Qualitas Auto, Pelayo o Genesis.', insurer, 'es')).toEqual([
      'Qualitas Auto',
      'Pelayo',
      'Genesis',
    ]);
  });

  it('reads a name before "が向いて", "も選択肢" or "も候補" in Japanese as an option', () => {
    const chat: BrandConfig = { name: 'Chatwork', aliases: [], domain: null };
    const answer = 'まず候補はChatworkです。現場スタッフが多い場合はLINE WORKSが向いています。Google Chatも選択肢になります。';
    expect(names(answer, chat, 'ja')).toEqual(['LINE WORKS', 'Google Chat']);
    expect(names('Chatworkが無難です。スマホ中心ならGmailの通知を使う手もあります。', chat, 'ja')).toEqual([]);
  });
});

describe('plural abstract nouns', () => {
  it('reads heads that are plural abstract nouns as labels', () => {
    const pharmacy: BrandConfig = { name: 'Wells', aliases: [], domain: null };
    const answer =
      'A Wells é de confiança.\n\n- **Pagamentos**: MB WAY e cartão.\n- **Reclamações**: há poucas.\n- **Devoluções**: em 14 dias.\n\n' +
      'Compare antes com a Sweetcare, que costuma ter promoções.';
    expect(names(answer, pharmacy, 'pt')).not.toContain('Pagamentos');
  });
});

describe('closing sections beside headings of options', () => {
  it('reads source and tip headings as labels, which do not outweigh the options they follow', () => {
    const parcel: BrandConfig = { name: 'CJ대한통운', aliases: [], domain: null };
    const answer =
      '정리하면 다음과 같습니다.\n\n### 우체국택배\n- 추가 요금이 낮습니다.\n\n### 한진택배\n- 온라인 예약 할인이 있습니다.\n\n### CJ대한통운\n- 배송이 안정적입니다.\n\n' +
      '### 팁\n- 박스를 작게 포장하세요.\n\n### 출처\n- 한진택배 요금 안내: https://www.hanjin.com/charge';
    expect(names(answer, parcel, 'ko')).toEqual(['우체국택배', '한진택배']);
  });
});

describe('Japanese sentences naming what the topic is', () => {
  it('reads "…はXです" and a name in letters opening a paragraph as options', () => {
    const jobs: BrandConfig = { name: 'doda', aliases: [], domain: null };
    const answer =
      'スタートアップへの転職なら、直接やり取りできるサービスが良いです。\n\nまず候補になるのはGreenです。IT業界の求人に特化しています。\n\n' +
      'Wantedlyも定番です。カジュアル面談から始められます。\n\n年収も重視したいなら、いろいろ比べてください。';
    expect(names(answer, jobs, 'ja')).toEqual(['Green', 'Wantedly']);
  });
});

describe('Chinese enumerations in running text', () => {
  const ride: BrandConfig = { name: '滴滴出行', aliases: ['滴滴'], domain: null };

  it('reads the items between ideographic commas as names when "等" and a word for companies follow', () => {
    const answer = '滴滴是自营平台；高德打车是聚合平台，把订单分发给曹操出行、T3出行、如祺出行等多家网约车公司。';
    expect(names(answer, ride, 'zh')).toEqual(expect.arrayContaining(['曹操出行', 'T3出行', '如祺出行']));
  });

  it('leaves an enumeration of features alone', () => {
    expect(names('滴滴支持行程录音、紧急联系人、先行赔付等功能。', ride, 'zh')).toEqual([]);
  });
});

describe('Chinese names under headings of options', () => {
  it('takes a heading written as one word of ideographs, or as a word and its trade, for a name among names', () => {
    const music: BrandConfig = { name: 'QQ音乐', aliases: [], domain: null };
    const answer =
      '以下是几款主流App：\n\n### QQ音乐\n- **曲库优势**：华语最多\n\n### 网易云音乐\n- **特色**：评论区\n\n### 酷狗音乐\n- **特色**：K歌\n\n' +
      '### 汽水音乐\n- **不足**：老歌少\n\n如果只能选一个，QQ音乐最广；网易云音乐作为补充。';
    expect(names(answer, music, 'zh')).toEqual(expect.arrayContaining(['网易云音乐', '酷狗音乐', '汽水音乐']));
  });
});

describe('answers written as prose, one option a paragraph', () => {
  const rental: BrandConfig = { name: 'Sixt', aliases: [], domain: null };

  it('reads the names opening paragraphs as their subjects as options, beside the brand', () => {
    const answer =
      'Am günstigsten sind meist regionale Anbieter.\n\nStarcar ist oft der günstigste Anbieter. Er ist billiger als Buchbinder.\n\n' +
      'Buchbinder hat ebenfalls günstige Angebote.\n\nSixt ist in der Regel teurer als Starcar.\n\n' +
      'Vergleiche die Preise am besten über ein Portal.';
    expect(names(answer, rental, 'de')).toEqual(['Starcar', 'Buchbinder']);
    const portuguese =
      'Quase todas são vendidas sem mensalidade.\n\nA InfinitePay anuncia taxas abaixo de 1%.\n\nO PagBank tem a vantagem da conta digital.\n\n' +
      'A Sixt trabalha com planos por faixa.\n\nAlgumas dicas antes de decidir.';
    expect(names(portuguese, rental, 'pt')).toEqual(['InfinitePay', 'PagBank']);
  });

  it('keeps a list’s head an option when a paragraph opens on it again', () => {
    const crm: BrandConfig = { name: 'Pipedrive', aliases: [], domain: null };
    const answer = '1. **HubSpot** – free plan.\n2. **Pipedrive** – pipelines.\n3. **Zoho CRM** – cheap.\n\nHubSpot suits marketing teams.';
    expect(names(answer, crm, 'en')).toEqual(['HubSpot', 'Zoho CRM']);
  });

  it('reads a subject set apart by an apposition', () => {
    const insurer: BrandConfig = { name: 'Allianz Direct', aliases: [], domain: null };
    const answer =
      'Ecco le compagnie più apprezzate.\n\nAllianz Direct è la più completa tra le compagnie dirette.\n\n' +
      'Genertel, del gruppo Generali, ha un’offerta simile ed è spesso più economica di Allianz Direct.\n\n' +
      'Prima di firmare, confronta il preventivo di Genertel con quello di Allianz Direct.';
    expect(names(answer, insurer, 'it')).toContain('Genertel');
  });

  it('reads a paragraph opening on where one buys or what one uses, and names after "a look at" or "compare with"', () => {
    const shop: BrandConfig = { name: 'Boulanger', aliases: [], domain: null };
    const answer =
      'Les trois enseignes vendent les mêmes téléviseurs.\n\nChez Boulanger, on trouve un large choix.\n\n' +
      'Avec Darty, vous avez le Contrat de Confiance. Darty répare aussi.\n\nIl peut être utile de comparer avec Cdiscount.';
    expect(names(answer, shop, 'fr')).toEqual(['Darty', 'Cdiscount']);
    const insurer: BrandConfig = { name: 'Allianz Direct', aliases: [], domain: null };
    expect(names('Allianz Direct è completa, ma conviene confrontare con Genertel e Linear.', insurer, 'it')).toEqual([
      'Genertel',
      'Linear',
    ]);
  });

  it('leaves a lone paragraph subject to the rules of prose, and a subject shorter than an option’s name unranked', () => {
    expect(names('Wolf ist teuer.\n\nEin Vergleich lohnt sich.', rental, 'de')).toEqual([]);
    const energy: BrandConfig = { name: 'LichtBlick', aliases: [], domain: null };
    const answer =
      'Hamburg hat eine große Auswahl.\n\n**1. LichtBlick**\nÖkostrom.\n\n**2. Hamburg Energie**\nKommunal.\n\n**3. Naturstrom**\nBundesweit.';
    const analysis = analyze(answer, energy, 'de');
    expect(analysis.brandPosition).toBe(1);
    expect(analysis.competitors.map((competitor) => competitor.name)).toEqual(['Hamburg Energie', 'Naturstrom']);
  });

  it('ranks an option by an acronym opening a paragraph, though a longer name of it follows', () => {
    const payroll: BrandConfig = { name: 'Gusto', aliases: [], domain: null };
    const answer =
      'ADP is better for growing firms, while Gusto is easier to use.\n\n| | ADP RUN | Gusto |\n|---|---|---|\n| Price | Quote | $49 |';
    const analysis = analyze(answer, payroll, 'en');
    expect(analysis.competitors.map((competitor) => competitor.name)).toEqual(['ADP']);
    expect(analysis.brandPosition).toBe(2);
  });
});
