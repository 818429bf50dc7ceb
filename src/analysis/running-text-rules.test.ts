import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

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

describe('"also" after a cue', () => {
  it('reads the names after a cue and a word for "also"', () => {
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

  it('leaves names joined inside a sentence, in a list item or after a phrase with capitals alone', () => {
    const mail: BrandConfig = { name: 'Brevo', aliases: [], domain: null };
    expect(names('Brevo is cheap. Use a sending domain with SPF, DKIM and DMARC set up properly.', mail, 'en')).toEqual([]);
    expect(names('Centauro es barata.\n\n- Tesla y BMW tienen modelos eléctricos.', rental, 'es')).toEqual([]);
  });
});
