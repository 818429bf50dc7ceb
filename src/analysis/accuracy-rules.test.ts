import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { analyze, names } from './test-support/rule-examples.js';

// Rules from issue 11's accuracy work, each on examples written for it, in several languages.

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
