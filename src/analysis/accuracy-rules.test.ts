import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';
import type { AnalyzerOptions, BrandConfig } from './index.js';

// Rules from issue 11's accuracy work, each on examples written for it, in several languages.

const analyze = (answer: string, brand: BrandConfig, language: string, options: AnalyzerOptions = {}, prompt?: string) =>
  createAnalyzer(brand, options).analyze({ answer, citations: [], language, prompt });
const names = (answer: string, brand: BrandConfig, language: string, options?: AnalyzerOptions, prompt?: string) =>
  analyze(answer, brand, language, options, prompt).competitors.map((competitor) => competitor.name);

const acme: BrandConfig = { name: 'Acmestrom', aliases: [], domain: 'acmestrom.de' };

describe('German heads that describe rather than name', () => {
  it('takes a head opening on an inflected adjective for a label', () => {
    const answer =
      'Zwei Wege:\n\n**1. Klassischer Heizstromtarif**\nEin eigener Zähler.\n\n**2. Dynamischer Tarif**\nDer Preis folgt der Börse.\n\n' +
      '**3. Günstigster Wechsel**\nOft lohnt es sich.\n\n**4. Regionale Versorger**\nStadtwerke vor Ort.';
    expect(names(answer, acme, 'de')).toEqual([]);
  });

  it('keeps names that open on a name, adjective-like or not', () => {
    const answer =
      '- **Gazelle Medeo**: leicht und agil.\n- **Green Planet Energy**: Genossenschaft.\n- **Deutsche Glasfaser**: schnell.\n- **Acmestrom**: grün.';
    expect(names(answer, acme, 'de')).toEqual(['Gazelle Medeo', 'Green Planet Energy', 'Deutsche Glasfaser']);
  });

  it('takes a noun after an indefinite article, with or without its adjective, for no name', () => {
    const answer =
      'Jede Preiserhöhung löst ein **Sonderkündigungsrecht** aus. Es gibt einen separaten **Wärmepumpentarif** mit eigenem Zähler.\n\n' +
      '- **Acmestrom** – grün.\n- **Tibber** – dynamisch.';
    expect(names(answer, acme, 'de')).toEqual(['Tibber']);
  });

  it('takes an instruction with the polite pronoun for no name', () => {
    const answer =
      '**1. Prüfen Sie das Schreiben.** Der Anbieter muss informieren.\n\n**2. Vergleichen Sie Angebote.** Ein Rechner hilft.\n\n' +
      '**3. Kündigen Sie fristgerecht.** Der neue Anbieter übernimmt das.';
    expect(names(answer, acme, 'de')).toEqual([]);
  });
});

describe('ranking by first mention', () => {
  const cloud: BrandConfig = { name: 'Acme Cloud', aliases: [], domain: null };

  it('does not rank an option where only the first word of its name is written as a word (a city opening a sentence)', () => {
    const en = analyze(
      'Phoenix gets hot, so plan backups.\n\n1. **Acme Cloud** – simple.\n2. **Phoenix Storage** – cheap.\n3. **Kestrel Drive** – fast.\n\nAll three keep servers near Phoenix.',
      cloud,
      'en',
    );
    expect(en.brandPosition).toBe(1);
    expect(en.competitors.map(({ name, position }) => [name, position])).toEqual([
      ['Phoenix Storage', 2],
      ['Kestrel Drive', 3],
    ]);
    const fr = analyze(
      'Lyon compte beaucoup de fournisseurs.\n\n1. **Acme Cloud**\n2. **Lyon Énergie**\n3. **Volta Plus**\n\nLe deuxième est installé à Lyon.',
      cloud,
      'fr',
    );
    expect(fr.brandPosition).toBe(1);
  });

  it('still ranks an option by a shorter name written as a name', () => {
    const result = analyze(
      '**Zoho** is the cheapest.\n\n1. **Acme Cloud** – simple.\n2. **Zoho CRM** – cheap.\n3. **Pipedrive** – sales.',
      cloud,
      'en',
    );
    expect(result.brandPosition).toBe(2);
    expect(result.competitors[0]).toMatchObject({ name: 'Zoho', position: 1 });
  });
});

describe('paragraphs that open on a bold label and a colon', () => {
  it('reads the name after each label, as in a list', () => {
    const de = names(
      '**Bester Preis:** VoltaStrom – meist günstig.\n\n**Bester regionaler Anbieter:** RheinWatt (Raum Köln) – vor Ort.\n\n' +
        '**Bester Ökostrom:** Acmestrom – 100 % grün.',
      acme,
      'de',
    );
    expect(de).toEqual(['VoltaStrom', 'RheinWatt']);
    const fr = names(
      '**Meilleur prix :** EnerFlex – souvent le moins cher.\n\n**Meilleur service :** WattPlus – une équipe à l’écoute.\n\n' +
        '**Le plus vert :** Acmestrom – 100 % renouvelable.',
      acme,
      'fr',
    );
    expect(fr).toEqual(['EnerFlex', 'WattPlus']);
  });

  it('takes no sentence after a label for a name', () => {
    const answer =
      '**Verdict:** Acmestrom is the simplest choice for most homes.\n\n**Tip:** Check the standing charge before you switch.\n\n' +
      '**Note:** Prices change every quarter.';
    expect(names(answer, acme, 'en')).toEqual([]);
  });
});

describe('a name written before another name in brackets, in scripts without capitals', () => {
  it('reports the option under the name written first', () => {
    const eats: BrandConfig = { name: '쿠팡이츠', aliases: [], domain: null };
    const ko = names('쿠팡이츠는 빠릅니다. 반대로 배민(배달의민족)도 비슷한 혜택이 있고, 요기요도 있습니다.', eats, 'ko', {
      knownCompetitors: ['배달의민족', '요기요'],
    });
    expect(ko).toEqual(['배민', '요기요']);
    const mineo: BrandConfig = { name: 'mineo', aliases: [], domain: null };
    const ja = names('mineoは安いです。ソフトバンク（SoftBank）から乗り換える人も多く、楽天モバイルも人気です。', mineo, 'ja', {
      knownCompetitors: ['SoftBank', '楽天モバイル'],
    });
    expect(ja[0]).toBe('ソフトバンク');
  });

  it('leaves the brackets alone after a word that is part of a sentence', () => {
    const eats: BrandConfig = { name: '쿠팡이츠', aliases: [], domain: null };
    const result = names('쿠팡이츠가 빠릅니다. 가장 많이 쓰는 앱 (배달의민족 등)도 있습니다.', eats, 'ko', {
      knownCompetitors: ['배달의민족'],
    });
    expect(result).toEqual(['배달의민족']);
  });
});

describe('particles written onto a name in letters', () => {
  const pipedrive: BrandConfig = { name: 'Pipedrive', aliases: [], domain: null };

  it('leaves Korean particles out of the name, in bold running text and in list heads', () => {
    expect(names('**HubSpot은** 무료 CRM이 강점입니다. **Salesforce의** 기능이 많고 **Zoho CRM도** 저렴합니다.', pipedrive, 'ko')).toEqual([
      'HubSpot',
      'Salesforce',
      'Zoho CRM',
    ]);
    const result = analyze('1. **HubSpot은** 무료입니다\n2. **Pipedrive는** 영업에 좋습니다\n3. **Zoho CRM**', pipedrive, 'ko');
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['HubSpot', 'Zoho CRM']);
    expect(result.brandPosition).toBe(2);
  });

  it('leaves Japanese particles in hiragana out of the name', () => {
    expect(names('**Salesforceは**機能が多い。**HubSpotなら**無料で始められます。', pipedrive, 'ja')).toEqual(['Salesforce', 'HubSpot']);
  });

  it('keeps hangul syllables that are part of a hangul name', () => {
    const eats: BrandConfig = { name: '쿠팡이츠', aliases: [], domain: null };
    expect(names('1. **한끼로** – 도시락\n2. **쿠팡이츠** – 배달\n3. **맛나가** – 배달', eats, 'ko')).toEqual(['한끼로', '맛나가']);
  });
});

describe('a product the question weighs or would leave', () => {
  const box: BrandConfig = { name: 'Acmebox', aliases: [], domain: null };

  it('is an option wherever the answer writes it, even opening a sentence (en, de, es)', () => {
    const en = 'Tresorix can still serve you well, but it is pricey.\n\n**Acmebox** is cheaper, and **Syncora** is cheaper still.';
    expect(names(en, box, 'en', {}, 'Is Tresorix still worth paying for, or are there better options?')).toEqual(['Tresorix', 'Syncora']);
    const de =
      'Bei E.NOR zu bleiben und in einen Sondervertrag zu wechseln, spart schon Geld.\n\n- **Acmebox**: Ökostrom.\n- **Lumera**: günstig.';
    expect(names(de, box, 'de', {}, 'Ich bin bei E.NOR in der Grundversorgung. Lohnt sich ein Wechsel?')).toEqual(['E.NOR', 'Lumera']);
    const es = 'Viajora es fiable: lleva años operando.\n\nSi prefieres otra web, **Acmebox** tiene buenas ofertas.';
    expect(names(es, box, 'es', {}, '¿Es fiable Viajora para reservar hoteles?')).toEqual(['Viajora']);
  });

  it('leaves out the setting of the question, places, short abbreviations and nouns of a language that capitalises them', () => {
    const en = 'Stores on Shopimo connect easily. **Acmebox** syncs orders; in the UK it is popular.';
    expect(names(en, box, 'en', {}, 'Is Acmebox worth it for a shop on Shopimo in the UK?')).toEqual([]);
    const de = 'Ein Wechsel lohnt sich meist. **Acmebox** ist günstig.';
    expect(names(de, box, 'de', {}, 'Lohnt sich ein Wechsel beim Strom?')).toEqual([]);
  });
});

describe('names after a label and names owned by another', () => {
  const drive: BrandConfig = { name: 'Acme Drive', aliases: [], domain: null };

  it('takes a name spelt as only a name opening the sentence after a paragraph label, in any language', () => {
    const en =
      '**If you use iPhones:** iCloud+ at the 2TB tier costs $9.99.\n\n**If you use Android:** Google One’s plan is the same price.\n\n' +
      '**If you pay once:** pCloud sells a lifetime plan.\n\n**If you want simple:** Acme Drive works everywhere.';
    expect(names(en, drive, 'en')).toEqual(['iCloud', 'Google One', 'pCloud']);
    const fr =
      '**Pour les iPhone :** iCloud+ coûte 9,99 € par mois.\n\n**Pour payer une fois :** pCloud vend une offre à vie.\n\n' +
      '**Pour la simplicité :** Acme Drive marche partout.';
    expect(names(fr, drive, 'fr')).toEqual(['iCloud', 'pCloud']);
  });

  it('does not take an ordinary word opening that sentence for a name', () => {
    const answer =
      '**Pricing:** Expect to pay $10 a month.\n\n**Setup:** Most plans take minutes.\n\n**Verdict:** Acme Drive is the safe pick.';
    expect(names(answer, drive, 'en')).toEqual([]);
  });

  it('counts what a name owns as part of it, not as an option of its own', () => {
    const answer =
      '- **Acme Drive** – simple.\n- **Nimbus** – cheap.\n\nAcme Drive’s Family Vault and Nimbus’s Photo Locker both encrypt files.';
    expect(names(answer, drive, 'en')).toEqual(['Nimbus']);
  });

  it('takes a word opening a sentence for a name when "and" pairs it with an option, unless the answer writes it in lower case', () => {
    const de = '- **Acme Drive** – einfach.\n- **EnBW** – solide.\n\nYello und EnBW sind Vollversorger derselben Gruppe.';
    expect(names(de, drive, 'de')).toEqual(['EnBW', 'Yello']);
    const en = '- **Acme Drive** – simple.\n- **Nimbus** – cheap.\n\nSecurity and Nimbus pricing matter most; security comes first.';
    expect(names(en, drive, 'en')).toEqual(['Nimbus']);
  });

  it('takes a name of capitalised words opening a clause as the subject of "is" in prose, not one written as an object', () => {
    const en =
      'If you want range, the Hyundai Ioniq 5 is the closest match. The Kia EV6 is another option, though it lacks Apple CarPlay.\n\n' +
      'The Acme Drive is cheaper. The interior is roomy and Tesla Superchargers work with all of them.';
    expect(names(en, drive, 'en')).toEqual(['Hyundai Ioniq 5', 'Kia EV6']);
    const fr = 'Pour un budget serré, la Renault Mégane E-Tech est un bon choix ; la Acme Drive reste plus simple.';
    expect(names(fr, drive, 'fr')).toEqual(['Renault Mégane E-Tech']);
  });

  it('takes a lower-case word after an article for a common noun, even in bold after a cue', () => {
    const answer = '- **Acme Drive** – simple.\n- **Nimbus** – cheap.\n\nFor a charity, choose the **ecosystem** rather than the tool.';
    expect(names(answer, drive, 'en')).toEqual(['Nimbus']);
  });

  it('ends a bold head at a spaced dash even when a quote follows it ("**1. 배달의민족 – \'1인분\' 카테고리**")', () => {
    const eats: BrandConfig = { name: '쿠팡이츠', aliases: [], domain: null };
    const ko =
      "**1. 배달의민족 – '1인분' 카테고리**\n- 가게가 많습니다.\n\n**2. 요기요 – 1인분 필터**\n- 할인.\n\n**3. 쿠팡이츠 – 와우**\n- 무료.";
    expect(names(ko, eats, 'ko')).toEqual(['배달의민족', '요기요']);
    const en = '1. **Windsurf – "Cascade" agent**: fast.\n2. **Acme Drive – "Flows"**: simple.\n3. **Cursor**: popular.';
    expect(names(en, drive, 'en')).toEqual(['Windsurf', 'Cursor']);
  });
});

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

  it('takes the hangul word before 대신 or a particle of comparison', () => {
    const eats: BrandConfig = { name: '쿠팡이츠', aliases: [], domain: null };
    const answer = '쿠팡이츠는 좋은 앱이에요. 다만 배민을 완전히 대신하기는 어렵고, 늦은 밤 주문은 배민으로 하세요.';
    expect(names(answer, eats, 'ko', {}, '쿠팡이츠 괜찮아요? 배민 대신 써도 될까요?')).toEqual(['배민']);
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
