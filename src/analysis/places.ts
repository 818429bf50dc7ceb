import { fold } from './norm.js';

/**
 * Languages whose country and region names are recognised, whatever the answer's language: answers quote places
 * in the buyer's language and in English alike.
 */
const LANGUAGES = 'en fr de es pt it nl pl sv da nb fi cs sk hu ro tr el ru uk ja ko zh ar he th vi id'.split(' ');

/** UN M.49 areas ICU names: the world, continents and their parts ("Europe", "Latin America", "Asia"). */
const AREAS = '001 002 005 009 013 019 021 029 030 034 035 039 053 142 145 150 151 154 155 419'.split(' ');

/** Common short forms ICU does not give as names. */
const SHORT_FORMS = ['us', 'usa', 'u s', 'uk', 'u k', 'uae', 'eu', 'emea', 'apac', 'latam', 'dach', 'benelux'];

export const placeKey = (name: string): string =>
  fold(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

let places: ReadonlySet<string> | undefined;

/**
 * Country and region names, and the names of the languages above ("a French bulldog", "auf Deutsch"), in each of
 * those languages, built once per thread (about 30 ms) on first use.
 */
function placeNames(): ReadonlySet<string> {
  if (places) return places;
  const codes = [...AREAS];
  for (let first = 65; first <= 90; first++) for (let second = 65; second <= 90; second++) codes.push(String.fromCharCode(first, second));
  const names = new Set(SHORT_FORMS);
  for (const language of LANGUAGES) {
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = regions.of(code);
      if (name) names.add(placeKey(name));
    }
    const languages = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
    for (const code of LANGUAGES) {
      const name = languages.of(code);
      if (name) names.add(placeKey(name));
    }
  }
  places = names;
  return names;
}

/** Commas, slashes, ampersands and "and"/"or" in the corpus languages: "Poland and Spain", "Spain/Portugal". */
const PLACE_LIST_SEPARATOR = /\s*[,/&、和与]\s*|\s+(?:and|or|und|oder|et|ou|y|o|e|en|of|i|lub|och|eller|og|ve|veya)\s+/iu;

/** Names asked about recur across answers: their answers are kept, up to a bound. */
const answers = new Map<string, boolean>();
const ANSWERS_KEPT = 20_000;

/**
 * Indonesian and Malay compass words, written after the place they divide: "Jawa Tengah", "Sulawesi Selatan",
 * "Indonesia Timur", "Nusa Tenggara Barat". A province or a region, not a company.
 */
const PROVINCE_AFTER_COMPASS = /^\S.* (?:timur|barat|utara|selatan|tengah|tenggara)$/u;

/** "Europe", "México", "United Kingdom", "Poland and Spain", "French": countries, regions or languages named, not a company. */
export function isPlaceName(name: string): boolean {
  let answer = answers.get(name);
  if (answer === undefined) {
    const known = placeNames();
    const parts = name.split(PLACE_LIST_SEPARATOR).filter((part) => part.trim());
    answer = parts.length > 0 && parts.map(placeKey).every((key) => known.has(key) || PROVINCE_AFTER_COMPASS.test(key));
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(name, answer);
  }
  return answer;
}
