import { Random } from './random.js';
import { fold } from './text.js';
import type { CatalogueBrand, CategoryKind, Drawback, PriceTier, Strength } from './types.js';

/** What an unknown brand can be praised or faulted for, by what is sold: a pet food has no free trial. */
export const STRENGTHS_BY_KIND: Readonly<Record<CategoryKind, readonly Strength[]>> = {
  software: ['ease', 'value', 'features', 'scale', 'support', 'integrations', 'freeStart', 'modern'],
  service: ['ease', 'value', 'features', 'scale', 'support', 'freeStart', 'quality', 'modern'],
  product: ['ease', 'value', 'features', 'support', 'quality', 'modern'],
};

export const DRAWBACKS_BY_KIND: Readonly<Record<CategoryKind, readonly Drawback[]>> = {
  software: ['price', 'learningCurve', 'fewerFeatures', 'support', 'extras'],
  service: ['price', 'learningCurve', 'fewerFeatures', 'support', 'availability', 'extras'],
  product: ['price', 'fewerFeatures', 'support', 'availability'],
};

const ONSETS = ['b', 'br', 'c', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'tr', 'pl', 'st', 'gr'];
const SINGLE_ONSETS = ONSETS.filter((onset) => onset.length === 1);
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'o', 'e'];
const CODAS = ['', '', '', 'n', 'r', 'x', 'l', 's'];
const ROOT_SUFFIXES = ['ly', 'io', 'ora', 'ify', 'ista', 'wise', 'nest', 'hub', 'go', 'eo'];
const COMPOUND_HEADS = ['North', 'True', 'Bright', 'Blue', 'Oak', 'Clear', 'Peak', 'Silver', 'Green', 'Swift', 'Red', 'Nova'];
const COMPOUND_TAILS = ['path', 'line', 'nest', 'field', 'wave', 'leaf', 'stone', 'craft', 'point', 'well', 'bay', 'ridge'];

// Words that say nothing about a category in the offered Latin-script languages.
const FILLER = new Set(
  [
    'best top good cheap cheapest great affordable recommended small large business businesses company companies',
    'for with and the your from meilleur meilleure meilleurs meilleures pour avec les des une dans',
    'beste besten bester gute guten fur und mit der die das den mejor mejores para con los las una del',
    'migliore migliori per gli delle melhor melhores com uma dos das voor met het een',
    'najlepszy najlepsze dla basta bedste paras hyva',
  ]
    .join(' ')
    .split(' '),
);

function wordStartPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![a-z])(?:${words.join('|')})`);
}

const SOFTWARE_WORDS = wordStartPattern([
  'software',
  'app',
  'apps',
  'tool',
  'tools',
  'platform',
  'saas',
  'logiciel',
  'outil',
  'plateforme',
  'programm',
  'herramienta',
  'strumento',
  'ferramenta',
  'programa',
]);
const SERVICE_WORDS = wordStartPattern([
  'service',
  'insurance',
  'assurance',
  'versicherung',
  'seguro',
  'assicurazion',
  'bank',
  'banque',
  'banco',
  'agency',
  'agence',
  'agentur',
  'agencia',
  'provider',
  'fournisseur',
  'anbieter',
  'delivery',
  'livraison',
  'lieferdienst',
  'subscription',
  'abonnement',
  'suscripcion',
  'abbonamento',
  'operator',
  'operateur',
]);

export function guessKind(topic: string): CategoryKind {
  const folded = fold(topic);
  if (SOFTWARE_WORDS.test(folded)) return 'software';
  if (SERVICE_WORDS.test(folded)) return 'service';
  return 'product';
}

function rootsOf(topic: string): string[] {
  return fold(topic)
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !FILLER.has(word));
}

function joinSounds(head: string, tail: string): string {
  const vowel = /[aeiouy]$/;
  return vowel.test(head) && /^[aeiouy]/.test(tail) ? head + tail.slice(1) : head + tail;
}

// Clusters only open a name: "Travilo" reads as a brand, "Tragretri" does not.
function syllables(random: Random, count: number): string {
  let word = random.pick(ONSETS) + random.pick(VOWELS);
  for (let index = 1; index < count; index++) word += random.pick(SINGLE_ONSETS) + random.pick(VOWELS);
  return word + random.pick(CODAS);
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function domainFor(name: string, random: Random): string {
  const label = fold(name).replace(/[^a-z0-9]/g, '');
  const roll = random.next();
  if (roll < 0.15) return `get${label}.com`;
  if (roll < 0.25) return `${label}hq.com`;
  return `${label}.com`;
}

/**
 * Brand names for a category the catalogue does not know, made from the topic's own words and
 * pronounceable syllables. Seeded by the topic, so every prompt of a topic meets the same competitors.
 */
export function inventBrands(topic: string, kind: CategoryKind, isExcluded: (name: string) => boolean): CatalogueBrand[] {
  const random = new Random(`invented|${fold(topic)}`);
  const roots = rootsOf(topic);
  const names = new Set<string>();
  for (let attempt = 0; names.size < 11 && attempt < 90; attempt++) {
    const pattern = attempt % 3;
    let name: string;
    if (pattern === 0 && roots.length > 0) {
      const root = random.pick(roots);
      name = capitalized(joinSounds(root.slice(0, random.int(4, Math.min(5, root.length))), random.pick(ROOT_SUFFIXES)));
    } else if (pattern === 1) {
      name = capitalized(syllables(random, random.int(2, 3)));
    } else {
      name = random.pick(COMPOUND_HEADS) + random.pick(COMPOUND_TAILS);
    }
    // Names sharing their opening read as one maker's products, not as rivals.
    const opening = name.slice(0, 3).toLowerCase();
    const clashes = [...names].some((other) => other.slice(0, 3).toLowerCase() === opening);
    if (name.length >= 4 && !clashes && !isExcluded(name)) names.add(name);
  }
  // Dealt in turn from one shuffled pool, so neighbours in a list are praised for different things.
  const strengths = random.shuffle(STRENGTHS_BY_KIND[kind]);
  return [...names].map((name, index) => ({
    name,
    domain: domainFor(name, random),
    weight: Math.max(2, 10 - index),
    strengths: [strengths[(2 * index) % strengths.length]!, strengths[(2 * index + 1) % strengths.length]!] as const,
    drawback: random.pick(DRAWBACKS_BY_KIND[kind]),
    price: random.int(1, 3) as PriceTier,
  }));
}
