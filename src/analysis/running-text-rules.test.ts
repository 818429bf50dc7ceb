import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { analyze, names } from './test-support/rule-examples.js';

// Rules for names written in running text rather than at a list's or a paragraph's head (issue 11), each on examples
// written for it.

describe('cues in running text', () => {
  it('reads a place noun before a cue only within the cue’s sentence', () => {
    const insurer: BrandConfig = { name: 'Intact', aliases: [], domain: null };
    const answer = 'Intact is competitive in rural regions. Other options include CAA-Quebec and Sonnet, which sells online.';
    expect(names(answer, insurer, 'en')).toEqual(['CAA-Quebec', 'Sonnet']);
    expect(names('Intact is fine. It sells in regions such as Quebec and Ontario.', insurer, 'en')).toEqual([]);
  });
});

describe('capitalised words that name no company', () => {
  it('takes no sales event, plan after "plan like", place after "metro", German preposition or notes heading for a name', () => {
    const warranty: BrandConfig = { name: 'HomeShield', aliases: [], domain: null };
    expect(names('HomeShield has a large network across the Phoenix metro, including Mesa and Chandler.', warranty, 'en')).toEqual([]);
    expect(names('HomeShield discounts plans in campaigns such as Black Friday or Cyber Monday.', warranty, 'en')).toEqual([]);
    expect(names('With HomeShield, a plan like ShieldGold covers appliances too.', warranty, 'en')).toEqual([]);
    // Models in the plural before the cue are a maker's range; a single model named is a kind of product on offer.
    const knives: BrandConfig = { name: 'Wüsthof', aliases: [], domain: null };
    expect(names('Wüsthof überzeugt. Bekannte Serien wie Classic oder Ikon haben einen Kropf.', knives, 'de')).toEqual([]);
    const thermostats: BrandConfig = { name: 'Ecobee', aliases: [], domain: null };
    expect(names('Ecobee is the pick. Older houses suit models such as Pinnacle and Corvell.', thermostats, 'en')).toEqual([]);
    expect(names('Ecobee is the pick. For baseboards you need a line-voltage model such as Mysa.', thermostats, 'en')).toEqual(['Mysa']);
    const bikes: BrandConfig = { name: 'RadLeasing', aliases: [], domain: null };
    const german =
      'RadLeasing kostet 75 Euro. Nach Steuern und Sozialabgaben bleiben 50 Euro.\n\n**Allgemeine Hinweise:**\n- Gilt für alle.';
    expect(names(german, bikes, 'de')).toEqual([]);
  });
});

describe('"also" after a cue', () => {
  it('reads the names after a cue and a word for "also", or a cue with "also" inside it', () => {
    const store: BrandConfig = { name: 'Boulanger', aliases: [], domain: null };
    expect(names('Boulanger livre vite. Il peut être utile de comparer aussi avec Darty et Cdiscount.', store, 'fr')).toEqual([
      'Darty',
      'Cdiscount',
    ]);
    const courier: BrandConfig = { name: 'BRT', aliases: [], domain: null };
    expect(names('BRT è affidabile. Se nessuno ti convince, valuta anche UPS o InPost per i locker.', courier, 'it')).toEqual([
      'UPS',
      'InPost',
    ]);
    const travel: BrandConfig = { name: 'Itaka', aliases: [], domain: null };
    expect(names('Itaka ma dużo ofert. Jeśli zależy Ci na Grecji, sprawdź też Grecos i Rainbow.', travel, 'pl')).toEqual([
      'Grecos',
      'Rainbow',
    ]);
  });
});

describe('described enumerations after a cue', () => {
  it('keeps two names, each described, after a cue as one enumeration', () => {
    const kits: BrandConfig = { name: 'HelloFresh', aliases: [], domain: null };
    const answer =
      'HelloFresh is flexible. Other options include Splendid Spoon for smoothies and soups, and Daily Harvest for frozen meals.';
    expect(names(answer, kits, 'en')).toEqual(['Splendid Spoon', 'Daily Harvest']);
  });
});

describe('headings of options', () => {
  it('takes a heading of capitalised words between two named headings as an option, not one at the end', () => {
    const kits: BrandConfig = { name: 'HelloFresh', aliases: [], domain: null };
    const answer =
      'Pick a plant-based kit.\n\n### Purple Carrot\nFully vegan.\n\n### Green Chef\nA smaller menu than Purple Carrot’s.\n\n' +
      '### Mosaic Foods\nFrozen bowls.\n\n### Bottom Line\nCook with Purple Carrot, or heat Mosaic Foods bowls.';
    expect(names(answer, kits, 'en')).toEqual(['Purple Carrot', 'Green Chef', 'Mosaic Foods']);
  });
});

describe('names joined as the subject of a sentence', () => {
  const rental: BrandConfig = { name: 'Centauro', aliases: [], domain: null };

  it('takes names joined by "and" opening a sentence or following an opening phrase, before a verb, as options', () => {
    const answer =
      'Centauro es la opción más barata en Málaga. Si prefieres una multinacional, Hertz y Avis tienen mostrador en la terminal. ' +
      'Europcar y Sixt cuestan algo más.';
    expect(names(answer, rental, 'es')).toEqual(['Hertz', 'Avis', 'Europcar', 'Sixt']);
  });

  it('takes such names with an article before each, as Portuguese writes brands', () => {
    const fastFood: BrandConfig = { name: 'Giraffas', aliases: [], domain: null };
    const answer = 'O Giraffas serve pratos feitos. Para hambúrguer, o Burger King e o Subway são mais completos.';
    expect(names(answer, fastFood, 'pt')).toEqual(['Burger King', 'Subway']);
  });

  it('takes such names after a word for "also" opening the sentence, which is no part of the first name', () => {
    const insurer: BrandConfig = { name: 'Genertel', aliases: [], domain: null };
    const answer = 'Genertel è economica. Anche Zurich Connect e Poste Assicura offrono polizze per inquilini.';
    expect(names(answer, insurer, 'it')).toEqual(['Zurich Connect', 'Poste Assicura']);
    expect(names('Centauro es barata. También Hertz y Avis tienen mostrador en la terminal.', rental, 'es')).toEqual(['Hertz', 'Avis']);
  });

  it('takes one name after a word for "also" opening the sentence, before a verb, as an option', () => {
    const power: BrandConfig = { name: 'Enel Energia', aliases: [], domain: null };
    const answer =
      'Enel Energia ha tariffe fisse semplici. Anche Hera Comm propone un prezzo bloccato per due anni. Anche A2A Energia offre sconti online.';
    expect(names(answer, power, 'it')).toEqual(['Hera Comm', 'A2A Energia']);
  });

  it('takes a name weighed by "is" after an opening clause of any words, names among them, and a comma', () => {
    const payroll: BrandConfig = { name: 'Gusto', aliases: [], domain: null };
    const answer =
      'Gusto is the simplest. If you want a third option with ADP-style service at a lower price, Paychex Flex is often compared. ' +
      "If you'd rather stay in QuickBooks, Intuit Payroll is the easy choice.";
    expect(names(answer, payroll, 'en')).toEqual(['Paychex Flex', 'Intuit Payroll']);
  });

  it('takes capitalised words opening an English sentence before a verb of the present, in a paragraph only', () => {
    const budget: BrandConfig = { name: 'YNAB', aliases: [], domain: null };
    const answer =
      'YNAB is the strictest. Credit Karma shows your spending for free. Standard Notes currently has no budgets, though fans ' +
      'of Standard Notes and Credit Karma like them.';
    expect(names(answer, budget, 'en')).toEqual(['Credit Karma', 'Standard Notes']);
    // A list item's fragment puts plural nouns where the verb would stand.
    const fragment = (opening: string): string =>
      `YNAB is the strictest, and it sells Managed Budget too.\n\n${opening}Managed Budget plans with support.`;
    expect(names(fragment('- '), budget, 'en')).toEqual([]);
    expect(names(fragment(''), budget, 'en')).toEqual(['Managed Budget']);
  });

  it('leaves names joined inside a sentence, in a list item or after a phrase with capitals alone', () => {
    const mail: BrandConfig = { name: 'Brevo', aliases: [], domain: null };
    expect(names('Brevo is cheap. Use a sending domain with SPF, DKIM and DMARC set up properly.', mail, 'en')).toEqual([]);
    expect(names('Centauro es barata.\n\n- Tesla y BMW tienen modelos eléctricos.', rental, 'es')).toEqual([]);
  });
});

describe('Japanese names in corner brackets', () => {
  it('reads names set in corner brackets as the topics of their sentences as options, kana and all, but no quoted phrase', () => {
    const answer = [
      'ラーメンなら一蘭が定番です。',
      '',
      '福岡発祥の「てんかく家」は、スープが濃いのが特徴です。',
      '',
      '「らあめん花月」も人気で、量が多めです。',
      '',
      'アプリの「行きたい」は保存用のボタンです。',
    ].join('\n');
    expect(names(answer, { name: '一蘭', aliases: [], domain: null }, 'ja')).toEqual(['てんかく家', 'らあめん花月']);
  });
});

describe('Chinese names', () => {
  const fridge: BrandConfig = { name: '海尔', aliases: [], domain: null };

  it('takes a Chinese name written onto its name in letters as a name', () => {
    const answer =
      '以下整理各品牌特色：\n\n1. **國際牌Panasonic**\n   - 維修據點多\n2. **日立HITACHI**\n   - 真空保鮮\n3. **三菱MITSUBISHI**\n   - 設計薄型\n\n' +
      '**海尔**價格便宜。';
    expect(names(answer, fridge, 'zh')).toEqual(['國際牌Panasonic', '日立HITACHI', '三菱MITSUBISHI']);
  });

  it('reads a maker and a model code after a label, without the remark in brackets', () => {
    const fryer: BrandConfig = { name: '美的', aliases: [], domain: null };
    const answer =
      '下面按需求推荐：\n\n**性价比之选：** 小熊 QZG-P15R1（5L）\n- 价格约150元\n\n**均衡之选：** 美的 KZC5502（5.5L）\n- 带可视窗\n\n' +
      '**大容量之选：** 九阳 KL60-VF536（6L）\n- 适合三口之家';
    expect(names(answer, fryer, 'zh')).toEqual(['小熊 QZG-P15R1', '九阳 KL60-VF536']);
  });
});

describe('Korean enumerations', () => {
  const purifier: BrandConfig = { name: '코웨이', aliases: [], domain: null };

  it('reads names joined by commas and particles next to the brand', () => {
    expect(names('관리가 번거롭다면 SK매직이나 쿠쿠, 코웨이 같은 렌탈 업체가 편합니다.', purifier, 'ko')).toEqual(['SK매직', '쿠쿠']);
    expect(names('직접 관리한다면 위닉스나 샤오미, 코웨이 제품 모두 괜찮습니다.', purifier, 'ko')).toEqual(['위닉스', '샤오미']);
  });

  it('leaves words enumerated without the brand alone', () => {
    expect(names('코웨이는 좋습니다. 인터뷰, 여행, 회의 등 상황별 표현을 연습하세요.', purifier, 'ko')).toEqual([]);
  });
});

describe('German names after a noun for sellers', () => {
  it('reads single capitalised words after "Anbieter wie" as names, and not after other nouns', () => {
    const utility: BrandConfig = { name: 'E.ON', aliases: [], domain: null };
    const answer = 'E.ON ist solide. Dynamische Stromanbieter wie Tibber oder Ostrom rechnen stündlich ab.';
    expect(names(answer, utility, 'de')).toEqual(['Tibber', 'Ostrom']);
    expect(names('E.ON ist solide. Es deckt Risiken wie Diebstahl oder Vandalismus ab.', utility, 'de')).toEqual([]);
  });
});

describe('German nouns around names', () => {
  const heating: BrandConfig = { name: 'Thermwerk', aliases: [], domain: null };

  it('takes no noun with "der" or "von" and a name after it for a name, nor a name after "laut" ("according to")', () => {
    expect(names('Thermwerk ist solide. Außerdem lohnt ein Blick auf die Programme der Förderbank.', heating, 'de')).toEqual([]);
    expect(names('Thermwerk ist gut, doch in Tests wie dem Netztest der Zeitschrift connect zählt mehr.', heating, 'de')).toEqual([]);
    expect(names('Thermwerk ist gut. Laut Finanzblick lohnt sich der Vergleich trotzdem.', heating, 'de')).toEqual([]);
  });

  it('takes no compound of nouns after a cue for a name, nor a determiner and a noun for two words of a name', () => {
    expect(names('Thermwerk ist solide, Kaltmann gilt eher als Preis-Leistungs-Sieger.', heating, 'de')).not.toContain(
      'Preis-Leistungs-Sieger',
    );
    const answer = [
      'Thermwerk ist günstig.',
      '',
      '**Worauf achten?**',
      '- **Gebühren:** Schon 0,5 % machen viel aus.',
      '- **Laufzeit:** Je länger, desto besser.',
      '- **Mehrere Konten:** Gestaffelt beziehen spart Steuern.',
    ].join('\n');
    expect(names(answer, heating, 'de')).toEqual([]);
  });

  it('takes the name after "von" or "der" in a heading of options for the option, not the kind of product before it', () => {
    const fibre: BrandConfig = { name: 'Glasnetz', aliases: [], domain: null };
    const answer = [
      'Wenn der Ausbau dauert, gibt es Übergangslösungen zu Glasnetz:',
      '',
      '### 1. VDSL der Kupferwerk',
      'Solide, wenn verfügbar.',
      '',
      '### 2. Kabelinternet von Koaxnet',
      'Schnell, aber abends langsamer.',
    ].join('\n');
    // Known from the brand's other answers, as the providers of such headings mostly are.
    expect(names(answer, fibre, 'de', { knownCompetitors: ['Kupferwerk', 'Koaxnet'] })).toEqual(['Kupferwerk', 'Koaxnet']);
  });

  it('does not take a name for another product of the brand because both open on a word of origin', () => {
    const fibre: BrandConfig = { name: 'Deutsche Glasnetz', aliases: [], domain: null };
    const answer = [
      'Auf dem Land bauen vor allem drei Anbieter aus:',
      '',
      '1. **Deutsche Glasnetz** – viele kleine Gemeinden.',
      '2. **Deutsche Funknetz** – Fokus auf Niedersachsen.',
      '3. **Kabelwerk** – eigenes Netz im Norden.',
    ].join('\n');
    expect(names(answer, fibre, 'de')).toEqual(['Deutsche Funknetz', 'Kabelwerk']);
  });

  it('reads "schaut sich … an" and "vergleiche mit" as cues, and numbers joined by an ampersand as a name', () => {
    expect(names('Thermwerk ist solide. Wer regional kaufen will, schaut sich Kaltmann oder iWärm an.', heating, 'de')).toEqual([
      'Kaltmann',
      'iWärm',
    ]);
    expect(names('Thermwerk ist solide. Für den Sommer vergleiche mit KaltWerk Plus.', heating, 'de')).toEqual(['KaltWerk Plus']);
    const table = '| Anbieter | Preis |\n|---|---|\n| Thermwerk | 80 € |\n| 2&2 | 70 € |\n| Kaltmann | 75 € |';
    expect(names(table, heating, 'de')).toEqual(['2&2', 'Kaltmann']);
  });

  it('takes no place after "aus", no contracted preposition or question word opening a bold phrase, for a name', () => {
    expect(names('Spezialisten wie die Kaltmann aus Hamburg, Thermwerk oder Ventora helfen.', heating, 'de')).not.toContain('Hamburg');
    const answer = 'Thermwerk ist solide.\n\n**Beim Bezug** wird das Kapital besteuert.\n\n**Warum?** Höhere Kosten im Winter.';
    expect(names(answer, heating, 'de')).toEqual([]);
  });

  it('takes nouns a question weighs for no names ("Fernbus oder Zug?"), two capitalised words in a row for one', () => {
    const bus: BrandConfig = { name: 'FernFlott', aliases: [], domain: null };
    const answer = 'Am günstigsten ist meist der Fernbus mit FernFlott. Der Zug ist schneller, aber teurer.';
    expect(names(answer, bus, 'de', {}, 'Fernbus oder Zug – was ist günstiger?')).toEqual([]);
    const bike: BrandConfig = { name: 'Lastwerk', aliases: [], domain: null };
    const bikes = 'Stadt Pfeil setzt auf Einfachheit. Lastwerk ist vollgefedert und teurer.';
    expect(names(bikes, bike, 'de', {}, 'Lastwerk oder Stadt Pfeil – welches Lastenrad lohnt sich?')).toEqual(['Stadt Pfeil']);
  });

  it('does not rank a name by a word of a hyphenated compound written before it ("E-Bike" is no mention of "Bike")', () => {
    const leasing: BrandConfig = { name: 'RadLeasing', aliases: [], domain: null };
    const answer = [
      'Für ein E-Bike zahlst du bei RadLeasing etwa 80 € im Monat.',
      '',
      '1. **RadLeasing** – günstig und schnell',
      '2. **Lease a Bike** – flexibel',
      '3. **Eurorad** – für kleine Firmen',
      '',
      // "Bike" alone is taken for "Lease a Bike" here, so it becomes one of its forms.
      'Mit dem Bike von Lease a Bike fährst du sicher.',
    ].join('\n');
    const analysis = analyze(answer, leasing, 'de', { knownCompetitors: ['Lease a Bike', 'Eurorad'] });
    expect(analysis.brandPosition).toBe(1);
    expect(analysis.competitors.map((competitor) => [competitor.name, competitor.position])).toEqual([
      ['Lease a Bike', 2],
      ['Eurorad', 3],
    ]);
  });

  it('takes no list of cost items for options, though some hold several capitalised nouns', () => {
    const answer = [
      'Thermwerk liefert die Anlage, die Kosten teilen sich so auf:',
      '',
      '- **Gerät:** 8.000–18.000 €',
      '- **Installation und Hydraulik:** 6.000–12.000 €',
      '- **Elektrik/Zählerschrank:** 1.000–4.000 €',
      '- **Heizkörpertausch:** 500 € pro Heizkörper',
    ].join('\n');
    expect(names(answer, heating, 'de')).toEqual([]);
  });
});

describe('paragraphs weighing one option each', () => {
  it('reads a single word and "is" opening such a paragraph as an option where nouns take articles', () => {
    const answer = [
      'If speaking practice matters most, here is how they compare.',
      '',
      'Babbel offers structured lessons built by linguists, reviewed by a spaced-repetition planner.',
      '',
      'Busuu is the community pick: native speakers correct your written and spoken exercises.',
      '',
      'Duolingo is still the easiest way to build a daily habit, though its speaking practice is light.',
      '',
      'One caveat: none of them replaces a conversation partner.',
    ].join('\n');
    expect(names(answer, { name: 'Duolingo', aliases: [], domain: null }, 'en')).toEqual(['Busuu']);
  });

  it('does not where the article is written onto the noun ("Biblioteken är …")', () => {
    const answer = [
      'Om du vill läsa mycket finns flera vägar.',
      '',
      'Storytel har störst utbud av ljudböcker på svenska.',
      '',
      'BookBeat är ett billigare alternativ med liknande katalog.',
      '',
      'Biblioteken är gratis och lånar ut e-böcker via appen Biblio.',
    ].join('\n');
    expect(names(answer, { name: 'Storytel', aliases: [], domain: null }, 'sv')).toEqual(['BookBeat']);
  });
});

describe('a name after an opening phrase', () => {
  it('reads a name and "is" after a phrase in lower case and a comma as weighed', () => {
    const answer = 'Spotify suits most people. If you mostly listen to podcasts, Pocket Casts is the better app for them.';
    expect(names(answer, { name: 'Spotify', aliases: [], domain: null }, 'en')).toEqual(['Pocket Casts']);
  });
});

describe('cues of worth', () => {
  it('reads names after "worth checking" and before "deserves a mention"', () => {
    const brand: BrandConfig = { name: 'Notion', aliases: [], domain: null };
    expect(names('Notion is flexible. It is worth checking Capacities too, if you think in objects.', brand, 'en')).toEqual(['Capacities']);
    expect(names('Notion is flexible. For offline notes, Anytype deserves a mention.', brand, 'en')).toEqual(['Anytype']);
  });

  it('reads a single word opening its sentence as a name when the words after it put it forward', () => {
    const brand: BrandConfig = { name: 'Plausible', aliases: [], domain: null };
    expect(names('Plausible is simple and private. Umami is another lightweight option worth a look.', brand, 'en')).toEqual(['Umami']);
    expect(names('Plausible is simple and private. Finally, it is open source.', brand, 'en')).toEqual([]);
  });
});

describe('names learned from other answers', () => {
  it('does not count a learned name written inside a quotation, where it may be the word it is spelt as', () => {
    const brand: BrandConfig = { name: '마켓컬리', aliases: [], domain: null };
    const quoted = '“사막의 오아시스 같아요”라는 후기가 많아요. 마켓컬리는 새벽배송이 강점입니다.';
    const plain = '마켓컬리는 새벽배송이 강점입니다. 오아시스도 새벽배송을 해요.';
    expect(names(quoted, brand, 'ko', { knownCompetitors: ['오아시스'] })).toEqual([]);
    expect(names(plain, brand, 'ko', { knownCompetitors: ['오아시스'] })).toEqual(['오아시스']);
    // A competitor the user tracks counts wherever the answer writes it.
    expect(names(quoted, brand, 'ko', { trackedCompetitors: [{ name: '오아시스' }] })).toEqual(['오아시스']);
  });
});
