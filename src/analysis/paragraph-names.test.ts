import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// Names opening paragraphs that weigh one option each (paragraph-subjects.ts).

describe('German paragraphs weighing one option each', () => {
  const rental: BrandConfig = { name: 'Fahrwerk', aliases: [], domain: null };
  const answer = (opening: string): string =>
    [
      'Am günstigsten sind meist regionale Anbieter.',
      '',
      'Fahrwerk ist oft der günstigste Anbieter, vor allem im Norden.',
      '',
      `${opening} hat ebenfalls günstige Wochenendangebote und ein dichtes Stationsnetz.`,
      '',
      'Radwerk ist teurer als Fahrwerk, hat aber das größte Netz und eine gute App.',
    ].join('\n');

  it('reads a single word opening a paragraph right before a singular verb as a name, as a common noun would take an article', () => {
    expect(names(answer('Mietkontor'), rental, 'de')).toEqual(['Mietkontor', 'Radwerk']);
  });

  it('does not read a noun with its article or an adjective so', () => {
    expect(names(answer('Der Verleih'), rental, 'de')).toEqual(['Radwerk']);
    expect(names(answer('Wichtig'), rental, 'de')).toEqual(['Radwerk']);
  });
});

describe('names of several words opening a paragraph', () => {
  it('reads one joining word between two words of the name, and the article before such a name as its own', () => {
    const answer = [
      'Entre las tiendas departamentales, Liverpool concentra más búsquedas y ofrece meses sin intereses.',
      '',
      'El Palacio de Hierro participa con descuentos más moderados en marcas premium.',
      '',
      'Sears es otra opción que iguala las promociones de meses sin intereses.',
    ].join('\n');
    const brand: BrandConfig = { name: 'Liverpool', aliases: [], domain: null };
    expect(names(answer, brand, 'es')).toEqual(['El Palacio de Hierro', 'Sears']);
  });

  it('reads a family name opening with "Van" as a name, though the word alone is a preposition', () => {
    const answer = [
      'Als zzp’er loont het om een kantoor met ervaring te kiezen.',
      '',
      'Van Bruggen Adviesgroep heeft adviseurs die gespecialiseerd zijn in ondernemers.',
      '',
      'Viisi is een optie met vaste prijzen.',
      '',
      'Hypotheker heeft in veel steden een vestiging.',
    ].join('\n');
    const brand: BrandConfig = { name: 'Hypotheker', aliases: [], domain: null };
    expect(names(answer, brand, 'nl')).toEqual(['Van Bruggen Adviesgroep', 'Viisi']);
  });
});
