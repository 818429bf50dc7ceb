import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { analyze, names } from './test-support/rule-examples.js';

// Rules from issue 11's accuracy work on answers beyond the dev set (bench/corpus/), each on examples written for it.

describe('word lists written as each language spells them', () => {
  const vault: BrandConfig = { name: 'Vaultly', aliases: [], domain: null };

  it('reads cues, labels and conjunctions of languages beyond the dev set', () => {
    const russian =
      '### 1. **Vaultly** — лучший бесплатный вариант\n- **Плюсы:** открытый код.\n- **Минусы:** нет семейного тарифа.\n\n' +
      '**Итог:** выбирайте Vaultly. Также стоит присмотреться к NordPass или Bitwarden.';
    expect(names(russian, vault, 'ru')).toEqual(['NordPass', 'Bitwarden']);
    const indonesian = 'Untuk keluarga, Vaultly cocok. Anda juga bisa memakai aplikasi seperti NordPass dan Bitwarden.';
    expect(names(indonesian, vault, 'id')).toEqual(['NordPass', 'Bitwarden']);
    const swedish = '**Fördelar:** enkel.\n**Nackdelar:** dyr.\n\nVaultly fungerar bra, men testa Bitwarden om priset spelar roll.';
    expect(names(swedish, vault, 'sv')).toEqual(['Bitwarden']);
  });

  it('reads the Indonesian and Vietnamese copulas and the "also" written after a sentence’s subject', () => {
    const food: BrandConfig = { name: 'GoTo', aliases: [], domain: null };
    expect(names('GoTo populer. ShopeeFood adalah aplikasi yang murah.', food, 'id')).toEqual(['ShopeeFood']);
    expect(names('GoTo populer. ShopeeFood juga menawarkan banyak promo.', food, 'id')).toEqual(['ShopeeFood']);
    const wallet: BrandConfig = { name: 'MoMo', aliases: [], domain: null };
    expect(names('MoMo rất phổ biến. ZaloPay là ví điện tử của VNG.', wallet, 'vi')).toEqual(['ZaloPay']);
    expect(names('MoMo rất phổ biến. ZaloPay cũng có nhiều ưu đãi.', wallet, 'vi')).toEqual(['ZaloPay']);
  });

  it('keeps ideographic cues character by character, as tokenized', () => {
    expect(names('メモアプリなら、Evernote、OneNote、Obsidianなどが人気です。', vault, 'ja')).toEqual(['Evernote', 'OneNote', 'Obsidian']);
  });
});

describe('comparisons laid out for languages without word lists', () => {
  const shop: BrandConfig = { name: 'Kauppa', aliases: [], domain: null };

  it('reads a table whose empty corner and written-again header title columns of options: its first column holds none', () => {
    const answer =
      '**Wolt Market**\n- Nopea.\n\n**Foodmarket Pro**\n- Edullinen.\n\n| | Wolt Market | Foodmarket Pro |\n|---|---|---|\n' +
      '| Toimitusaika | 15–35 min | 20–40 min |\n| Valikoima | Laajempi | Suppeampi |\n| Jäsenohjelma | Wolt+ | Pro |';
    const found = names(answer, shop, 'fi');
    expect(found).not.toContain('Toimitusaika');
    expect(found).not.toContain('Valikoima');
  });

  it('reads bold heads a dash follows as options in a script without capitals, though none is known', () => {
    const noodles: BrandConfig = { name: '康师傅', aliases: [], domain: null };
    const chinese =
      '以下几类相对更友好：\n\n1. **阿宽**——以非油炸面皮出名。\n2. **农心**——辛拉面热量不低。\n3. **今麦郎**——价格更低。\n4. **白象**——汤底鲜。';
    expect(names(chinese, noodles, 'zh')).toEqual(['阿宽', '农心', '今麦郎', '白象']);
    const food: BrandConfig = { name: 'ロイヤルカナン', aliases: [], domain: null };
    const japanese =
      '1. **ピュリナ ワン** — ネスレ日本の定番。\n2. **アイムス** — ロングセラー。\n3. **ナチュラルチョイス** — 無添加です。';
    expect(names(japanese, food, 'ja')).toEqual(['ピュリナ ワン', 'アイムス', 'ナチュラルチョイス']);
    expect(names('選び方：\n\n- **保湿力** — 大事です。\n- **価格** — 安いほど良い。', food, 'ja')).toEqual([]);
  });

  it('reads such heads as options when one of them is a name by evidence and one reads as a word', () => {
    const noodles: BrandConfig = { name: '康师傅', aliases: [], domain: null };
    const chinese =
      '减脂期可以看看这几类：\n\n1. **五谷道场**——主打非油炸面饼。\n2. **日清**——杯面分量小。\n3. **阿宽**——以红油面皮出名。\n4. **农心**——推出了非油炸版本。';
    // "日清", put forward in another answer, is a name; "五谷道场" reads as a phrase: the name adds to the words not known.
    expect(names(chinese, noodles, 'zh', { namesPutForwardOnce: ['日清'] })).toEqual(['日清', '阿宽', '农心']);
  });

  it('takes the names after an item’s arrow, however long its head', () => {
    const answer =
      'In pratica:\n- resti sul regime amministrato e spendi meno → Directa o Webank\n- vuoi pagare il minimo possibile → Interactive Brokers\n' +
      '- vuoi un compromesso sulle azioni americane → BG Saxo';
    expect(names(answer, shop, 'it')).toEqual(['Directa', 'Webank', 'Interactive Brokers', 'BG Saxo']);
  });

  it('reads short headings of one level as options when names among them say so, titles of several words aside', () => {
    const answer =
      'Här är alternativen:\n\n### Kauppa\nSveriges mest kända.\n\n### HelloFresh\nStort tyskt bolag.\n\n### Middagsfrid\nSvenskt alternativ.\n\n' +
      '### Mitt tips\nTesta två kassar.\n\n### Winter Tips\nPausa leveranser.';
    expect(names(answer, shop, 'sv')).toEqual(['HelloFresh', 'Middagsfrid']);
  });
});

describe('names declined in running text', () => {
  it('groups a declined name with its base form and shows the base', () => {
    const shop: BrandConfig = { name: 'Biedronka', aliases: [], domain: null };
    expect(names('Zamiast Biedronki polecam Lidla, bo ceny w sklepach Lidl są niskie.', shop, 'pl')).toEqual(['Lidl']);
  });
});

describe('names a Japanese or Korean question sets against another by a particle', () => {
  const sim: BrandConfig = { name: 'mineo', aliases: [], domain: null };

  it('takes the katakana word before から in a question about switching, and leaves loanwords for things', () => {
    const answer = 'ドコモからmineoへの乗り換えは簡単です。ドコモで買ったスマホならそのまま使えます。';
    expect(names(answer, sim, 'ja', {}, 'ドコモからmineoに乗り換えたい。手順を教えて')).toEqual(['ドコモ']);
    expect(names('スマホからの乗り換えも簡単です。mineoがおすすめです。', sim, 'ja', {}, 'スマホから乗り換えたい')).toEqual([]);
  });

  it('takes no kind of thing "other" stands before, nor a word for makers ("他のメーカーと比べて")', () => {
    const kettle: BrandConfig = { name: '象印', aliases: [], domain: null };
    const answer = '象印は老舗の魔法瓶メーカーです。国内の魔法瓶メーカーでは安全機能が充実しています。';
    expect(names(answer, kettle, 'ja', {}, '象印の電気ケトルって実際どうですか？他のメーカーと比べて知りたいです。')).toEqual([]);
    expect(names('象印のケトルは安全です。', kettle, 'ja', {}, '象印って他のケトルと比べてどうですか？')).toEqual([]);
    expect(names('ブランドとしては象印が安心です。', kettle, 'ja', {}, 'ブランドと価格、どちらを比べるべき？')).toEqual([]);
  });

  it('takes the hangul word before 대신 or a particle of comparison', () => {
    const eats: BrandConfig = { name: '쿠팡이츠', aliases: [], domain: null };
    const answer = '쿠팡이츠는 좋은 앱이에요. 다만 배민을 완전히 대신하기는 어렵고, 늦은 밤 주문은 배민으로 하세요.';
    expect(names(answer, eats, 'ko', {}, '쿠팡이츠 괜찮아요? 배민 대신 써도 될까요?')).toEqual(['배민']);
    // 에서 is "from" only when switching: "배민에서 갈아타", but "안드로이드 오토에서 쓸" is "usable in".
    expect(names(answer, eats, 'ko', {}, '배민에서 쿠팡이츠로 갈아타면 뭐가 좋아요?')).toEqual(['배민']);
    const drive = '쿠팡이츠는 안드로이드 오토에서도 주문 상태를 보여 줍니다. 배민은 아직 지원하지 않습니다.';
    expect(names(drive, eats, 'ko', {}, '안드로이드 오토에서 쓸 수 있는 앱 비교해 주세요.')).toEqual([]);
  });

  it('takes names the question lists in kana before the words that weigh them, but not a list of kanji nouns', () => {
    const ramen: BrandConfig = { name: '一蘭', aliases: [], domain: null };
    const answer = 'どの店も人気ですが、一蘭は個室席が特徴です。てんかく家はスープが濃く、らあめん花月は量が多めです。';
    const listed = '一蘭、てんかく家、らあめん花月の違いを教えて';
    expect(names(answer, ramen, 'ja', {}, listed)).toEqual(['てんかく家', 'らあめん花月']);
    expect(names(answer, ramen, 'ja', {}, '一蘭とらあめん花月で迷っています')).toEqual(['らあめん花月']);
    // Kanji nouns weighed ("価格と待ち時間") are the question's criteria; the answer's topics stay unnamed.
    expect(names('価格は一蘭が高めです。待ち時間は平日なら短いです。', ramen, 'ja', {}, '価格と待ち時間で比較して')).toEqual([]);
  });

  it('takes a name of letters and digits set against another, and names listed with commas before 중에 ("among")', () => {
    const mall: BrandConfig = { name: '옷가게몰', aliases: [], domain: null };
    const answer =
      '옷가게몰은 할인이 많습니다.\n\n32CM은 디자이너 브랜드가 많습니다.\n\n배송은 두 곳 모두 2~4일 걸립니다.\n\n정리하면 배송 속도는 비슷합니다.';
    // "배송" (delivery) is what the question asks about, not a shop, though it opens a paragraph as the shops do and recurs.
    expect(names(answer, mall, 'ko', {}, '옷가게몰이랑 32CM 중에 어디가 나아요? 가격이랑 배송 위주로요.')).toEqual(['32CM']);
    const listed = '생활용품은 옷가게몰도 싸지만, 살림마트나 싸다몰도 괜찮아요.';
    expect(names(listed, mall, 'ko', {}, '옷가게몰, 살림마트, 싸다몰 중에 제일 싼 데는?')).toEqual(['살림마트', '싸다몰']);
  });
});

describe('paragraphs under bold labels', () => {
  it('takes the name opening each paragraph a bold label introduces, not an ordinary opening word', () => {
    const notes: BrandConfig = { name: 'Notion', aliases: [], domain: null };
    const answer =
      'It helps to decide what you used it for.\n\n**If you care about privacy**\nJoplin is open source and syncs through your own account.\n\n' +
      '**If you are all-Apple**\nApple Notes has quietly become very good.\n\n**If you want something modern**\nUpNote is a small, affordable app.\n\n' +
      '**A practical note**\nMost people export each notebook first; most of them keep the files.\n\n' +
      'Whichever you pick, the export moves to Joplin as easily as to Apple Notes.';
    expect(names(answer, notes, 'en')).toEqual(['Joplin', 'Apple Notes', 'UpNote']);
  });
});

describe('order of first mention', () => {
  it('counts a name where first written, though a longer form of it is written too', () => {
    const notes: BrandConfig = { name: 'Notion', aliases: [], domain: null };
    const answer =
      'The short version is: **Obsidian is built for it; Notion can be bent into it.**\n\n' +
      '- **Obsidian** – local Markdown files; Obsidian Sync costs $4/month.\n- **Notion** – databases.\n- **Logseq** – outliner.';
    const result = analyze(answer, notes, 'en');
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['Obsidian', 'Logseq']);
    expect(result.brandPosition).toBe(2);
  });

  it('takes bold words describing an option in its item for its features', () => {
    const monday: BrandConfig = { name: 'monday.com', aliases: [], domain: null };
    const answer =
      '1. **Asana** – Portfolios roll up every client, and the **Approvals** task type lets a reviewer approve in one click.\n' +
      '2. **monday.com** – Built-in **Automations** handle status rules.\n3. **ClickUp** – Docs and whiteboards.\n4. **Wrike** – Proofing.';
    expect(names(answer, monday, 'en')).toEqual(['Asana', 'ClickUp', 'Wrike']);
  });
});

describe('language names', () => {
  it('takes a language named in the question or the answer for no name', () => {
    const pets: BrandConfig = { name: 'Trupanion', aliases: [], domain: null };
    const answer = 'For a French bulldog, Trupanion is often worth it, though it costs more than Lemonade.';
    const prompt = 'Is Trupanion worth it compared to Lemonade? I have a 3-year-old French bulldog.';
    expect(names(answer, pets, 'en', {}, prompt)).toEqual(['Lemonade']);
  });
});

describe('titles of advice', () => {
  it('takes a head ending on a word for tips for a label, in any language', () => {
    const coffee: BrandConfig = { name: "De'Longhi", aliases: [], domain: null };
    const answer =
      "**1. De'Longhi Magnifica S** – solide.\n**2. Siemens EQ.6** – leise.\n**3. Melitta Barista** – vielseitig.\n**4. Allgemeine Tipps** – entkalken.";
    expect(names(answer, coffee, 'de')).toEqual(['Siemens EQ.6', 'Melitta Barista']);
  });
});

describe('makers named in running text', () => {
  it('does not group a product with a name written only in running text, by its first word', () => {
    const notes: BrandConfig = { name: 'Notion', aliases: [], domain: null };
    const answer =
      'Here are the best apps for an iPad with Apple Pencil:\n\n**Best for handwriting:** GoodNotes 6\n**Best free option:** Microsoft OneNote\n' +
      '**Best built-in option:** Apple Notes\n**Best all-in-one:** Notion';
    expect(names(answer, notes, 'en')).toEqual(['GoodNotes 6', 'Microsoft OneNote', 'Apple Notes']);
  });
});

describe('more cues of options', () => {
  it('reads "prefer" and "also check" as cues', () => {
    const vpn: BrandConfig = { name: 'NordVPN', aliases: [], domain: null };
    const answer = 'NordVPN is fast. Privacy purists often prefer Mullvad. On Teams plans, also check Proton VPN for sharing.';
    expect(names(answer, vpn, 'en')).toEqual(['Mullvad', 'Proton VPN']);
  });
});

describe('places named after a cue', () => {
  it('takes the names after "cities like" or "barrios como" for places', () => {
    const gym: BrandConfig = { name: 'Basic-Fit', aliases: [], domain: null };
    const answer = 'Altafit está en barrios como Vallecas o Carabanchel, y gimnasios como VivaGym o McFIT también.';
    expect(names(answer, gym, 'es')).toEqual(['VivaGym', 'McFIT']);
  });

  it('takes the names after a Vietnamese or Indonesian word for a region and a cue for places, joined by "dan" too', () => {
    const wallet: BrandConfig = { name: 'MoMo', aliases: [], domain: null };
    expect(names('MoMo tiện hơn, kể cả ở vùng xa như Hà Giang hay Cà Mau.', wallet, 'vi')).toEqual([]);
    const food: BrandConfig = { name: 'GoFood', aliases: [], domain: null };
    expect(names('GoFood tersedia di daerah seperti Bogor atau Depok.', food, 'id')).toEqual([]);
    // "dan" joins the enumeration, as "and" does.
    expect(names('GoFood tersedia di kota seperti Medan dan Makassar.', food, 'id')).toEqual([]);
  });

  it('takes the names after "capitals" or "destinations" and a cue for places', () => {
    const airline: BrandConfig = { name: 'LATAM', aliases: [], domain: null };
    const answer = 'A LATAM voa para capitais como Belém ou Natal, e para destinos como Cancún e Miami.';
    expect(names(answer, airline, 'pt')).toEqual([]);
  });

  it('takes the names after "airports" and an adjective before the cue for places', () => {
    const airline: BrandConfig = { name: 'LATAM', aliases: [], domain: null };
    const answer = 'A Ryanair é a mais barata, mas muitos voos saem de aeroportos secundários, como Beauvais. Compare com a LATAM.';
    expect(names(answer, airline, 'pt')).not.toContain('Beauvais');
  });

  it('takes a compound ending on tips, and headings for sources and comparisons, for labels', () => {
    const care: BrandConfig = { name: 'Zilveren Kruis', aliases: [], domain: null };
    const answer =
      '### Zilveren Kruis\nRuim.\n\n### Menzis\nGoed.\n\n### ONVZ\nRoyaal.\n\n### Bespaartips\nVergelijk.\n\n### Bronnen\nIndepender.\n\nWie veel fysio nodig heeft, zit bij Menzis of ONVZ goed.';
    expect(names(answer, care, 'nl')).toEqual(['Menzis', 'ONVZ']);
  });
});

describe('labels followed by a colon', () => {
  it('takes a head ending on a colon among labels for a label, though it names something elsewhere', () => {
    const stone: BrandConfig = { name: 'Stone', aliases: [], domain: null };
    const answer =
      'A Stone aceita Pix na hora, e o Mercado Pago também aceita Pix.\n\n**Como escolher**\n- **Preço:** compare débito e crédito.\n' +
      '- **Dicas:** receber na hora custa mais.\n- **Pix:** prefira maquininhas que aceitam QR code.';
    expect(names(answer, stone, 'pt')).not.toContain('Pix');
  });
});

describe('names after a label in Japanese and Chinese', () => {
  it('takes the rest of the line written together after a label for the name', () => {
    const broker: BrandConfig = { name: '楽天証券', aliases: [], domain: null };
    const answer =
      '**総合力で選ぶなら：** SBI証券\n口座数は国内トップクラス。\n\n**ポイント重視なら：** 楽天証券\n楽天カードで積立。\n\n' +
      '**米国株も買いたいなら：** マネックス証券\n銘柄が多い。\n\n**電話サポートを重視するなら：** 松井証券\n丁寧です。\n\n' +
      '迷ったらSBI証券、米国株ならマネックス証券です。';
    expect(names(answer, broker, 'ja')).toEqual(['SBI証券', 'マネックス証券', '松井証券']);
  });
});

describe('names a Chinese or Japanese question pairs', () => {
  it('takes the two names about 和 before the question word', () => {
    const tea: BrandConfig = { name: '蜜雪冰城', aliases: [], domain: null };
    const answer = '喜茶和奈雪的茶经常被放在一起比较。\n\n### 奈雪的茶\n鲜果茶用料扎实。\n\n如果预算有限，蜜雪冰城更便宜。';
    expect(names(answer, tea, 'zh', {}, '喜茶和奈雪的茶哪个更好喝？')).toEqual(['喜茶', '奈雪的茶']);
  });

  it('takes a word of Latin letters and kanji before と as one name, written so in the answer too', () => {
    const broker: BrandConfig = { name: '楽天証券', aliases: [], domain: null };
    const answer = 'ゴールドカード以上を使うならSBI証券がやや有利です。楽天証券は楽天ポイントが使えます。';
    expect(names(answer, broker, 'ja', {}, 'SBI証券と楽天証券、クレカ積立で比べるとどっちが得？')).toEqual(['SBI証券']);
  });
});

describe('Korean answers', () => {
  const pay: BrandConfig = { name: '네이버페이', aliases: [], domain: null };

  it('takes the known name inside a bold phrase for the name', () => {
    const answer =
      '두 서비스 모두 충분하지만, **송금 편의성은 카카오페이**, **결제 리워드는 토스페이**가 조금 더 강합니다.\n\n네이버페이도 있습니다.';
    expect(names(answer, pay, 'ko', {}, '카카오페이랑 토스페이 중에 뭐가 나아요?')).toEqual(['카카오페이', '토스페이']);
    const topics = '온라인 쇼핑과 송금 모두 네이버페이로 충분합니다. 송금은 간편합니다.';
    expect(names(topics, pay, 'ko', {}, '뭐가 나아요? 온라인 쇼핑이랑 송금 위주로 써요.')).toEqual([]);
  });

  it('reads a table whose corner says 구분 as one whose first column holds no names', () => {
    const answer = '| 구분 | 네이버페이 | 카카오페이 |\n|---|---|---|\n| 적립 | 최대 5% | 프로모션 |\n| 송금 | 보통 | 편리 |';
    expect(names(answer, pay, 'ko')).not.toContain('적립');
  });

  it('takes a spaced hangul head given in capitals in brackets for a name, not a phrase', () => {
    const page: BrandConfig = { name: '카카오페이지', aliases: [], domain: null };
    const answer =
      '1. **네이버 웹툰(NAVER WEBTOON)** – 작품이 가장 많습니다.\n2. **카카오페이지** – 웹소설도 봅니다.\n3. **리디(RIDI)** – 완결 웹툰이 강합니다.';
    expect(names(answer, page, 'ko')).toEqual(['네이버 웹툰', '리디']);
  });
});
