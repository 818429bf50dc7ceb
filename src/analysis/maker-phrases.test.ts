import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

const heatPumps: BrandConfig = { name: 'Stiebel Eltron', aliases: [], domain: null };
const helmets: BrandConfig = { name: 'Uvex', aliases: [], domain: null };

describe('a maker named by the model it makes', () => {
  it('is a name opening its clause before "with" and a model, its verb between', () => {
    const answer =
      'Stiebel Eltron ist solide. Sehr gut aufgestellt ist hier Vaillant mit der aroTHERM plus, die bis 75 °C liefert. ' +
      'Nicht jedes Gerät schafft das. Daikin hat mit der Altherma 3 H HT eine Hochtemperatur-Variante.';
    expect(names(answer, heatPumps, 'de')).toEqual(['Vaillant', 'Daikin']);
  });

  it('is no name when the product is spelt as a word, nor as the object of another verb', () => {
    expect(names('Stiebel Eltron ist solide. Das ist klar. Daikin baut mit der Wärmepumpe ein Gerät.', heatPumps, 'de')).toEqual([]);
    const cloud: BrandConfig = { name: 'pCloud', aliases: [], domain: null };
    expect(
      names(
        'pCloud is fine. OneDrive is built into Windows and bundled with Microsoft 365 plans. You can sync Strava with the Garmin Forerunner 265.',
        cloud,
        'en',
      ),
    ).toEqual(['OneDrive']);
  });

  it('is a name after a German plural noun and "von", when no dictionary holds it', () => {
    const answer =
      'Uvex ist bekannt. Ebenfalls verbreitet sind die Kinderhelme von Casco, die robust sind. ' +
      'Leichte Stadthelme von Cratoni sind gut belüftet.';
    expect(names(answer, helmets, 'de')).toEqual(['Casco', 'Cratoni']);
  });

  it('is no name after one thing, a source or a route, nor in capitals alone', () => {
    const answer =
      'Uvex ist bekannt. Die App von Swissquote ist einfach. Laut Bewertungen von Trustpilot sind Kunden zufrieden. ' +
      'Die Fahrten von Mainburg nach München sind kurz. Die Empfehlungen von DVR gelten.';
    expect(names(answer, helmets, 'de')).toEqual([]);
  });

  it('is a German maker and model after an article ("ist der Philips S9000 Prestige eine gute Alternative")', () => {
    const shavers: BrandConfig = { name: 'Braun', aliases: [], domain: null };
    const answer = [
      'Der Braun Series 9 ist gut.',
      '',
      'Wenn du lieber einen Rotationsrasierer möchtest, ist der Philips S9000 Prestige eine sehr gute Alternative. Preislich darunter liegt der Remington F5 Style Series.',
      '',
      'Für die Säule 3a gilt das nicht, und für das Kältemittel R290 auch nicht.',
    ].join('\n');
    expect(names(answer, shavers, 'de')).toEqual(['Philips S9000 Prestige', 'Remington F5 Style Series']);
  });
});
