import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { isGermanProperNoun, isGermanWord } from './german-words.js';
import { names } from './test-support/rule-examples.js';

describe('German words, from the dictionaries (dictionary-de, dictionary-en)', () => {
  it('knows inflected words, compounds with and without linking elements, and English loanwords', () => {
    for (const word of [
      'Pfannen',
      'Lösung',
      'Mindestlaufzeit',
      'Leistungsvergleich',
      'Kaffeevollautomaten',
      'Carsharing',
      'Premium',
      'App',
    ])
      expect(isGermanWord(word), word).toBe(true);
    expect(isGermanWord('Soll'), 'a modal verb opening a question').toBe(true);
    expect(isGermanWord('Ob'), 'a short function word').toBe(true);
    expect(isGermanWord('Unabhängige'), 'a prefix and a suffix on one stem').toBe(true);
    expect(isGermanWord('Eröffne'), 'a suffix rule that only strips').toBe(true);
  });

  it('knows no name of a firm, nor a name the English dictionary holds as a proper noun', () => {
    for (const word of ['Tefal', 'Vaillant', 'Europcar', 'Viessmann', 'Fissler', 'Avis']) expect(isGermanWord(word), word).toBe(false);
  });

  it('tells the names it holds by their stems, which take a genitive "s" and no other ending', () => {
    for (const word of ['Philips', 'Panasonic', 'Bosch', 'Samsung']) expect(isGermanProperNoun(word), word).toBe(true);
    for (const word of ['Tarif', 'Säule', 'Akku', 'Serie']) expect(isGermanProperNoun(word), word).toBe(false);
  });

  it('takes a name the dictionary holds for a name where it opens a paragraph weighing an option ("Philips erzielt …")', () => {
    const shavers: BrandConfig = { name: 'Braun', aliases: [], domain: null };
    const answer = [
      'Braun liegt bei Stiftung Warentest meist vorn.',
      '',
      'Philips erzielt mit den Rotationsrasierern regelmäßig gute Noten.',
      '',
      'Remington landet meist im Mittelfeld, bietet aber ein gutes Preis-Leistungs-Verhältnis.',
    ].join('\n');
    expect(names(answer, shavers, 'de')).toEqual(['Philips', 'Remington']);
  });

  it('takes a word no dictionary holds for a name where it opens any sentence before a singular verb ("Remington bietet …")', () => {
    const shavers: BrandConfig = { name: 'Braun', aliases: [], domain: null };
    const answer =
      'Braun ist bei empfindlicher Haut vorn. Remington bietet günstige Akku-Geräte, die es bei dm oft im Angebot gibt. ' +
      'Pflege bleibt wichtig.';
    expect(names(answer, shavers, 'de')).toEqual(['Remington']);
  });
});

describe('one capitalised word weighed as the subject of a sentence', () => {
  const cookware: BrandConfig = { name: 'WMF', aliases: [], domain: null };
  const mealKits: BrandConfig = { name: 'Quitoque', aliases: [], domain: null };

  it('is a name in German when it is no German or English word', () => {
    const answer =
      'Wenn du eine beschichtete Pfanne möchtest, lohnt sich Qualität. Tefal ist günstig und hat einen Temperaturindikator. WMF ist hochwertiger.';
    expect(names(answer, cookware, 'de')).toEqual(['Tefal']);
    expect(names('Der Boden ist wichtig. Qualität ist teurer, aber Edelstahl ist robust. WMF ist gut.', cookware, 'de')).toEqual([]);
  });

  it('is a name after an opening phrase where only names take capitals, but no model nor a word after an article', () => {
    const answer = 'Quitoque est souple. Et pour les petits budgets, Jow est une application gratuite qui compose vos menus.';
    expect(names(answer, mealKits, 'fr')).toEqual(['Jow']);
    expect(
      names('Quitoque est souple. Pour la voiture, la Zoe est une citadine, et pour rouler loin, i7 est cher.', mealKits, 'fr'),
    ).toEqual([]);
  });

  it('is a name after "is" when "with" and its product follow, in capitals too', () => {
    const helmets: BrandConfig = { name: 'Uvex', aliases: [], domain: null };
    const answer = 'Sehr beliebt bei Pendlern ist ABUS mit dem Hyban. Eine gute Alternative ist Uvex mit dem urban planet.';
    expect(names(answer, helmets, 'de')).toEqual(['ABUS']);
    expect(names('Uvex ist gut. Ein solider Einstieg ist Victorinox mit seinem Fibrox-Kochmesser.', helmets, 'de')).toEqual(['Victorinox']);
    expect(names('Uvex ist gut. Wichtig ist Sicherheit mit dem richtigen Sitz.', helmets, 'de')).toEqual([]);
  });

  it('is a name before "aus" and where the firm comes from, but not German words before it', () => {
    const cookware: BrandConfig = { name: 'WMF', aliases: [], domain: null };
    expect(names('WMF ist solide. Für Kupfer ist Mauviel aus der Normandie bekannt.', cookware, 'de')).toEqual(['Mauviel']);
    expect(names('WMF ist solide. Ein Schweizer Hersteller aus Zürich und Kupfer aus Frankreich sind teurer.', cookware, 'de')).toEqual([]);
  });

  it('is a name with a capital inside, though the dictionaries split it into words ("GreenPan": "Green" and "Pan")', () => {
    const cookware: BrandConfig = { name: 'Tefal', aliases: [], domain: null };
    expect(names('Tefal ist günstig. Bekannt sind die Pfannen von GreenPan aus Belgien.', cookware, 'de')).toEqual(['GreenPan']);
  });
});
