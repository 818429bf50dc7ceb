import { describe, expect, it } from 'vitest';
import { HunspellWords } from './hunspell-words.js';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// The Spanish, Portuguese and French dictionaries (romance-words.ts): a word none of them holds is a name, a word they
// write with a capital is a place.

describe('dictionaries of Spanish, Portuguese and French', () => {
  it('reads a paragraph opening on one word that is no word of the language as an option ("Sixt es …", "Getaround permite …")', () => {
    const centauro: BrandConfig = { name: 'Centauro', aliases: [], domain: null };
    const answer = [
      'Puede merecer la pena si vas a moverte por la ciudad.',
      '',
      'Sixt es la empresa con más eléctricos en su flota en Barcelona, aunque es cara.',
      '',
      'Europcar y Hertz también ofrecen eléctricos, normalmente a precios más bajos.',
      '',
      'Getaround permite alquilar eléctricos de particulares por horas o por días.',
    ].join('\n');
    expect(names(answer, centauro, 'es')).toEqual(['Sixt', 'Europcar', 'Hertz', 'Getaround']);
  });

  it('reads a sentence opening on such a word before "is" or a verb of offering as an option ("Getaround permite …")', () => {
    const centauro: BrandConfig = { name: 'Centauro', aliases: [], domain: null };
    const spanish =
      'Centauro es barato. Sixt es la empresa con más eléctricos. Getaround permite alquilar por horas. ' +
      'Goldcar ofrece precios bajos. Luego tiene sentido comparar. Málaga tiene muchas oficinas.';
    expect(names(spanish, centauro, 'es')).toEqual(['Sixt', 'Getaround', 'Goldcar']);
    const quitoque: BrandConfig = { name: 'Quitoque', aliases: [], domain: null };
    const french =
      'Quitoque est simple. Seazon propose des plats cuisinés. Jow est une application gratuite. Ensuite propose une comparaison.';
    expect(names(french, quitoque, 'fr')).toEqual(['Seazon', 'Jow']);
  });

  it('takes a word the dictionary writes with a capital, after a preposition of where, for a place ("Masymas en Asturias")', () => {
    const mercadona: BrandConfig = { name: 'Mercadona', aliases: [], domain: null };
    const answer =
      'Mercadona suele salir barato. Cadenas regionales como Family Cash en Valencia o Masymas en Asturias aparecen entre las más económicas.';
    expect(names(answer, mercadona, 'es')).toEqual(['Family Cash', 'Masymas']);
  });

  it('takes no place the question names for an option put up to weigh ("en el aeropuerto de Málaga")', () => {
    const centauro: BrandConfig = { name: 'Centauro', aliases: [], domain: null };
    const prompt = '¿Qué empresa de alquiler de coches es más fiable en el aeropuerto de Málaga?';
    const answer = [
      'En el aeropuerto de Málaga hay decenas de empresas de alquiler, y las quejas casi siempre tienen que ver con lo mismo.',
      '',
      '- **Centauro**: precios claros.',
      '- **Goldcar**: barato, pero con cargos.',
    ].join('\n');
    expect(names(answer, centauro, 'es', {}, prompt)).toEqual(['Goldcar']);
  });

  it('tells the stems the dictionary writes with a capital, as places are', () => {
    const spanish = new HunspellWords('dictionary-es');
    expect(['Málaga', 'Asturias', 'Barcelona'].map((word) => spanish.isProperNoun(word))).toEqual([true, true, true]);
    expect(['empresa', 'Sixt', 'Depende'].map((word) => spanish.isProperNoun(word))).toEqual([false, false, false]);
  });
});
