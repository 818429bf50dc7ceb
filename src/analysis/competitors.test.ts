import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './index.js';
import type { AnalyzerOptions, BrandConfig } from './index.js';

const kinsta: BrandConfig = { name: 'Kinsta', aliases: [], domain: 'kinsta.com' };

const analyze = (answer: string, brand: BrandConfig = kinsta, options: AnalyzerOptions = {}, language = 'en') =>
  createAnalyzer(brand, options).analyze({ answer, citations: [], language });
const names = (answer: string, brand?: BrandConfig, options?: AnalyzerOptions, language?: string) =>
  analyze(answer, brand, options, language).competitors.map((competitor) => competitor.name);

describe('competitors', () => {
  it('reads options from numbered list items and ranks the brand among them', () => {
    const result = analyze(
      'Here are the best hosts:\n\n1. **SiteGround** – cheap intro prices.\n2. **Kinsta** – Google Cloud.\n3. **WP Engine** – enterprise tools.\n\n' +
        '### Tips\n- **Pricing:** watch renewals.\n- **Support:** test the chat.\n\nCheck reviews on Trustpilot or G2.',
    );
    expect(result.competitors).toMatchObject([
      { name: 'SiteGround', position: 1, mentionCount: 1, domain: null },
      { name: 'WP Engine', position: 3, mentionCount: 1, domain: null },
    ]);
    expect(result.brandPosition).toBe(2);
  });

  it('keeps the "’s" of a name the answer never writes without it, not of a possessive', () => {
    const bobs: BrandConfig = { name: "Bob's", aliases: [], domain: null };
    const answer = [
      'Para um lanche rápido, as melhores opções são:',
      '',
      '1. **McDonald’s** – cardápio variado.',
      '2. **Burger King** – o Whopper é famoso.',
      '3. **Bob’s** – o milk-shake Ovomaltine é o destaque.',
      "4. **Habib's** – esfihas baratas.",
      '',
      'O Bob’s tem preços parecidos com o McDonald’s.',
    ].join('\n');
    expect(names(answer, bobs, {}, 'pt')).toEqual(['McDonald’s', 'Burger King', "Habib's"]);
    const possessive = "1. **Jio's** ₹189 plan, the cheapest.\n2. **Airtel's** ₹199 plan, more data.\n3. **Kinsta** – hosting.";
    expect(names(possessive)).toEqual(['Jio', 'Airtel']);
  });

  it('reads the first column of a comparison table, not its attribute rows', () => {
    const answer =
      '| Host | Staging | Price |\n|---|---|---|\n| **Krystal** | Yes | £7 |\n| **Fasthosts** | No | £5 |\n| Kinsta | Yes | $35 |\n\n' +
      '| Kriterium | Wert |\n|---|---|\n| Komfort | hoch |\n| Reichweite | gut |';
    expect(names(answer)).toEqual(['Krystal', 'Fasthosts']);
  });

  it('takes names from headings that compare two options', () => {
    const hoka = { name: 'Hoka', aliases: ['HOKA'], domain: 'hoka.com' };
    const answer =
      '## Nike Pegasus 41 vs. Brooks Ghost 16\n\nThe **Pegasus 41** is snappier; the **Ghost 16** is softer. Also consider the Hoka Mach 6.';
    const result = analyze(answer, hoka);
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['Nike Pegasus 41', 'Brooks Ghost 16']);
    expect(result.brandPosition).toBe(3);
  });

  it('finds options enumerated in running text after words that announce them', () => {
    const answer =
      'For a hobby blog, cheap shared hosting from providers like Hostinger or IONOS is enough. Popular managed hosts include WP Engine, SiteGround, Rocket.net and Pressable.';
    expect(names(answer)).toEqual(['Hostinger', 'IONOS', 'WP Engine', 'SiteGround', 'Rocket.net', 'Pressable']);
  });

  it('accepts names enumerated together with the brand', () => {
    expect(names('Compare SiteGround with premium managed hosts like Kinsta and WP Engine.')).toEqual(['WP Engine']);
    expect(names('If you want simplicity, look at Kinsta and Pressable.')).toEqual(['Pressable']);
  });

  it('ignores sentence starters, labels, places and review sites', () => {
    const answer =
      'Great question! In London, most agencies host with **Kinsta**.\n\n**Key differences**\n- **Ease of use:** both are fine.\n- **Free tier:** none.\n\n' +
      'Finally, read Trustpilot reviews and ask on Reddit.';
    expect(names(answer)).toEqual([]);
  });

  it('takes no country or region for an option, in any language, alone or listed together', () => {
    const answer =
      'Where you hire decides the tool:\n\n1. **Europe** – Kinsta and WP Engine both have data centres.\n2. **México** – SiteGround is popular.\n' +
      '3. **Poland and Spain** – Cloudways is cheaper.\n4. **Deutschland** – Raidboxes.';
    const found = names(answer);
    expect(found).toContain('WP Engine');
    for (const place of ['Europe', 'México', 'Poland and Spain', 'Poland', 'Deutschland']) expect(found).not.toContain(place);
  });

  it('takes no Indonesian province or region named with a compass word for an option', () => {
    const answer =
      'Semen Gresik menjadi salah satu yang paling luas distribusinya, terutama di Jawa Timur dan Jawa Tengah, sementara ' +
      'Semen Tonasa menguasai pasar Sulawesi dan Indonesia Timur.';
    const found = names(answer, { name: 'Tiga Roda', aliases: [], domain: null }, {}, 'id');
    for (const place of ['Jawa Timur', 'Jawa Tengah', 'Indonesia Timur']) expect(found).not.toContain(place);
  });

  it('takes no date and, in German, no hyphenated compound noun for an option', () => {
    const dated =
      '- **Qonto** – pour les PME.\n- **Shine** – simple.\n- **1er septembre 2026** – date de la réforme.\n- **Blank** – pour freelances.';
    expect(names(dated, { name: 'Qonto', aliases: [], domain: null }, {}, 'fr')).toEqual(['Shine', 'Blank']);
    const german =
      '- **Garmin Venu 3** – sehr gute Akkulaufzeit.\n- **Fitbit Charge 6** – günstig.\n- **Blutdruck-Einschätzungen** – nur mit Zusatzgerät.\n- **Quick-Release-Halterung** – praktisch.';
    const known = { knownCompetitors: ['Garmin Venu 3', 'Fitbit Charge 6'] };
    expect(names(german, { name: 'Whoop', aliases: [], domain: null }, known, 'de')).toEqual(['Garmin Venu 3', 'Fitbit Charge 6']);
  });

  it('reads options announced in running text in more languages, and a name whose own site the answer writes out', () => {
    const empik = { name: 'Empik', aliases: [], domain: 'empik.com' };
    const polish = 'Jeśli liczy się cena, warto zajrzeć do Bonito i TaniaKsiazka.pl. Empik ma salony w całym kraju.';
    expect(names(polish, empik, {}, 'pl')).toEqual(['Bonito', 'TaniaKsiazka.pl']);
    const withSites = 'Przy perfumach dobrym wyborem bywa Empik, ale Hebe ma częste akcje 1+1. Promocje: https://www.hebe.pl/promocje.';
    expect(names(withSites, empik, {}, 'pl')).toEqual(['Hebe']);
  });

  it('takes bare model codes listed after a maker’s model for more of its models, not for options', () => {
    const answer = '**1. BMW**\n- Models: BMW X3, X5 and i4\n\n**2. Audi**\n- Models: Audi Q4, Q6\n\n**3. Tesla**\n- Models: Tesla Model Y';
    const found = names(answer, { name: 'Tesla', aliases: [], domain: null });
    expect(found).toEqual(['BMW', 'Audi']);
  });

  it('takes no generic technical acronym for an option', () => {
    const answer =
      '- **Tesla Model Y** – the quickest.\n- **Kia EV6** – the best value.\n- **Hyundai Ioniq 5** – the comfiest.\n\nAll three offer **AWD**, and each has an **API** for its app.';
    expect(names(answer, { name: 'Tesla', aliases: [], domain: null })).toEqual(['Kia EV6', 'Hyundai Ioniq 5']);
  });

  it('gives where each counted mention of the brand and of each competitor is written', () => {
    const answer = '1. **WP Engine** – fast.\n2. **Kinsta** – simple.\n\nKinsta costs more than WP Engine, and kinsta.com says why.';
    const analysis = analyze(answer);
    const written = (spans: number[]) => spans.flatMap((start, k) => (k % 2 === 0 ? [answer.slice(start, spans[k + 1])] : []));
    expect(written(analysis.brandSpans)).toEqual(['Kinsta', 'Kinsta']);
    expect(analysis.brandSpans).toHaveLength(2 * analysis.mentionCount);
    const [wpEngine] = analysis.competitors;
    expect(written(wpEngine!.spans)).toEqual(['WP Engine', 'WP Engine']);
    expect(wpEngine!.spans).toHaveLength(2 * wpEngine!.mentionCount);
  });

  it('does not read publishers from a list of references', () => {
    const answer =
      'Kinsta and Cloudways both work.\n\n**Sources**\n1. Forbes Advisor – https://www.forbes.com/advisor/hosting/\n' +
      '2. WPBeginner review: https://www.wpbeginner.com/hosting/kinsta/';
    expect(names(answer)).toEqual(['Cloudways']);
  });

  it('keeps former names and owners out', () => {
    const brevo = { name: 'Brevo', aliases: ['Sendinblue'], domain: 'brevo.com' };
    const answer = '- **Kit (formerly ConvertKit)** – creators.\n- **Mailjet** – owned by Sinch.\n- **Brevo** – EU based.';
    expect(names(answer, brevo)).toEqual(['Kit', 'Mailjet']);
  });

  it('merges longer and shorter spellings of one competitor and counts its mentions', () => {
    const answer = 'Leaving Zoho CRM is common.\n\n1. **Pipedrive** – simple.\n2. **Zoho** – flexible, but Zoho’s setup takes time.';
    const result = analyze(answer, { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' });
    expect(result.competitors).toMatchObject([{ name: 'Zoho CRM', position: 1, mentionCount: 3, domain: null }]);
    expect(result.brandPosition).toBe(2);
  });

  it('does not report the brand’s own products as competitors', () => {
    const hoka = { name: 'Hoka', aliases: [], domain: 'hoka.com' };
    const answer =
      '1. **Hoka Clifton 9** – soft.\n2. **Brooks Ghost 16** – smooth.\n\n| Shoe | Drop |\n|---|---|\n| Clifton 9 | 5 mm |\n| Ghost 16 | 12 mm |';
    expect(names(answer, hoka)).toEqual(['Brooks Ghost 16']);
  });

  it('keeps a name that reads like a label when a table lists names', () => {
    const brand = { name: 'HelloFresh', aliases: [], domain: 'hellofresh.com' };
    const answer = '| Service | Price |\n|---|---|\n| HelloFresh | $9 |\n| Home Chef | $10 |\n| Factor | $11 |';
    expect(names(answer, brand)).toEqual(['Home Chef', 'Factor']);
  });

  it('reads cues before an article and after the name', () => {
    expect(names('Compare aggregators such as Kayak or Priceline first.')).toEqual(['Kayak', 'Priceline']);
    expect(names('If you want something modern, Attio is worth a look.')).toEqual(['Attio']);
  });

  it('uses competitors learned from earlier answers when given', () => {
    const answer = 'Kinsta is fast, though some still keep Cloudways for price.';
    expect(names(answer)).toEqual([]);
    expect(names(answer, kinsta, { knownCompetitors: ['Cloudways'] })).toEqual(['Cloudways']);
    const chime = { name: 'Chime', aliases: [], domain: 'chime.com' };
    expect(names('Compare current fees before you switch to Chime.', chime, { knownCompetitors: ['Current'] })).toEqual([]);
  });

  it('reads enumerations in Chinese and Japanese running text', () => {
    const notion = { name: 'Notion', aliases: [], domain: 'notion.so' };
    expect(names('常用的笔记软件有很多，比如Evernote、OneNote和Obsidian。', notion, {}, 'zh')).toEqual(['Evernote', 'OneNote', 'Obsidian']);
    const result = analyze('メモアプリなら、Evernote、OneNote、Obsidianなどが人気です。Notionも便利です。', notion, {}, 'ja');
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['Evernote', 'OneNote', 'Obsidian']);
    expect(result.brandPosition).toBe(4);
  });

  it('reads list heads in Japanese and Chinese answers', () => {
    const brand = { name: 'kintone', aliases: [], domain: 'kintone.cybozu.co.jp' };
    const answer =
      '## おすすめ\n\n1. **Salesforce** – 定番。\n2. **サイボウズ Office**：国内で人気。\n3. **kintone**：アプリ作成。\n\n### 選び方\n- **価格**：比較。\n- **機能**：確認。';
    const result = analyze(answer, brand, {}, 'ja');
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['Salesforce', 'サイボウズ Office']);
    expect(result.brandPosition).toBe(3);
  });

  describe('lists of labels, each followed by its name', () => {
    const pipedrive = { name: 'Pipedrive', aliases: [], domain: null };
    const cases: Array<[string, string]> = [
      [
        'en',
        '1. **Best overall** – HubSpot CRM. Free tier.\n2. **Best for pipelines** – Pipedrive. Visual.\n3. **Best budget option** – Zoho CRM.',
      ],
      ['en', '- **Best overall:** HubSpot CRM\n- **Best for pipelines:** Pipedrive\n- **Cheapest:** Zoho CRM'],
      [
        'de',
        '1. **Bester Allrounder** – HubSpot CRM. Kostenlos.\n2. **Für Vertriebsteams** – Pipedrive.\n3. **Preis-Leistung** – Zoho CRM.',
      ],
      [
        'fr',
        '1. **Meilleur choix global** — HubSpot CRM, gratuit.\n2. **Pour la prospection** — Pipedrive.\n3. **Petit budget** — Zoho CRM.',
      ],
      ['ja', '1. **総合力重視** – HubSpot CRM。無料。\n2. **営業管理重視** – Pipedrive。\n3. **コスパ重視** – Zoho CRM。'],
    ];
    it.each(cases)('takes the names, not the labels (%s)', (language, answer) => {
      const result = analyze(answer, pipedrive, {}, language);
      expect(result.competitors.map((competitor) => competitor.name)).toEqual(['HubSpot CRM', 'Zoho CRM']);
      expect(result.brandPosition).toBe(2);
    });

    it('keeps the heads when they are the names and the words after them describe', () => {
      const answer = '1. **HubSpot CRM** – Free tier, easy.\n2. **Pipedrive** – Visual pipeline.\n3. **Zoho CRM** – Cheap and flexible.';
      expect(names(answer, pipedrive)).toEqual(['HubSpot CRM', 'Zoho CRM']);
    });

    it('does not take a sentence after a label for a name', () => {
      const answer =
        '- **Pricing:** Microsoft offers discounts to charities.\n- **Setup:** Google Workspace takes an hour.\n- **Pipedrive** – our pick.';
      expect(names(answer, pipedrive)).toEqual([]);
    });
  });
});
