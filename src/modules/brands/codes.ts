import { domainToASCII } from 'node:url';
import { errors } from '../../errors.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * Codes ICU names that are not countries of ISO 3166-1: reserved (EU, UN, UK), withdrawn (SU, AN)
 * and user-assigned (AA, QM–QZ, XA–XZ, ZZ; Kosovo's XK, used by the EU and others, excepted).
 */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'UK',
  'FX',
  'AN',
  'SU',
  'YU',
  'CS',
  'TP',
  'ZR',
  'BU',
  'DD',
  'NT',
  'AC',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
]);
const USER_ASSIGNED = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/;
/** Language codes for no language in particular. */
const NOT_LANGUAGES = new Set(['und', 'mul', 'mis', 'zxx']);

/** An ISO 3166-1 alpha-2 country, upper-cased; anything else is a 422 naming the field. */
export function validCountry(raw: string, field = 'country'): string {
  const code = raw.trim().toUpperCase();
  if (code === 'UK') throw errors.validation(`${field}: UK is not an ISO 3166-1 code; the United Kingdom is GB`);
  const known = /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && !USER_ASSIGNED.test(code) && regionNames.of(code) !== undefined;
  if (!known) throw errors.validation(`${field}: "${raw}" is not an ISO 3166-1 alpha-2 country code (e.g. US, FR, DE)`);
  return code;
}

/**
 * An ISO 639 language (two letters, or three where it has no two-letter code, as BCP-47 writes it),
 * lower-cased; a regional form loses its region ("fr-CA" is fr).
 */
export function validLanguage(raw: string, field = 'language'): string {
  const code = raw.trim().split(/[-_]/)[0]!.toLowerCase();
  const known = /^[a-z]{2,3}$/.test(code) && !NOT_LANGUAGES.has(code) && languageNames.of(code) !== undefined;
  if (!known) throw errors.validation(`${field}: "${raw}" is not an ISO 639 language code (e.g. en, fr, de)`);
  return code;
}

/** Each label of a host name: letters, digits and inner hyphens, at most 63 characters. */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A site's host name from what a user typed ("https://www.Example.com/pricing" is www.example.com),
 * or a 422 when it is none: it needs a dot and a top-level domain of letters; international
 * names are kept as typed.
 */
export function validDomain(raw: string, field = 'domain'): string {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  const ascii = domainToASCII(host);
  const labels = ascii.split('.');
  const tld = labels[labels.length - 1]!;
  const valid =
    ascii.length > 0 &&
    ascii.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(tld);
  if (!valid) throw errors.validation(`${field}: "${raw}" is not a domain name (e.g. example.com)`);
  return host;
}
