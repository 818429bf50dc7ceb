import { AppError, errors } from '../../errors.js';
import { validCountry, validLanguage } from './codes.js';

/** The languages answer analysis is offered in; an additional market must use one of them. */
export const OFFERED_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'no', 'fi', 'ja', 'zh', 'ko'] as const;

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_LANGUAGE = 'en';
/** Country upper-case, language lower-case: `en-US` (a BCP-47 tag) must not pass for country EN, language us. */
export const MARKET_PATTERN = '^[A-Z]{2}-[a-z]{2,3}$';

export interface Market {
  country: string;
  language: string;
}

/** `fr-FR`, `fr_fr` and `FR` all mean French: a regional form loses its region part. */
export function normalizeLanguage(language: string): string {
  return language.trim().split(/[-_]/)[0]!.toLowerCase();
}

export function normalizeCountry(country: string): string {
  return country.trim().toUpperCase();
}

export function formatMarket(market: Market): string {
  return `${market.country}-${market.language}`;
}

export function parseMarket(market: string): Market {
  const separator = market.lastIndexOf('-');
  return { country: market.slice(0, separator), language: market.slice(separator + 1) };
}

export function normalizeMarket(market: string): string {
  const { country, language } = parseMarket(market.trim());
  return formatMarket({ country: normalizeCountry(country), language: language.toLowerCase() });
}

/**
 * Checks a full market list for PATCH: format and duplicates, the one-market trial rule, and that
 * every additional market is in an offered analysis language.
 */
export function validateMarketList(markets: string[], inTrial: boolean): string[] {
  const normalized = markets.map(normalizeMarket);
  for (const market of normalized) {
    const { country, language } = parseMarket(market);
    validCountry(country, `markets: ${market}`);
    validLanguage(language, `markets: ${market}`);
  }
  const seen = new Set<string>();
  for (const market of normalized) {
    if (seen.has(market)) throw errors.validation(`markets contains ${market} more than once`);
    seen.add(market);
  }
  if (inTrial && normalized.length > 1) {
    throw new AppError('MARKETS_TRIAL_LIMIT', 'Only one market can be tracked during the 14-day trial');
  }
  normalized.slice(1).forEach((market) => {
    const { language } = parseMarket(market);
    if (!(OFFERED_LANGUAGES as readonly string[]).includes(language)) {
      throw errors.validation(
        `markets: ${market} uses language "${language}", which is not an offered analysis language (${OFFERED_LANGUAGES.join(', ')})`,
      );
    }
  });
  return normalized;
}

/** Replaces the primary market's language, dropping a later market that the change makes a duplicate. */
export function withPrimaryLanguage(markets: string[], language: string): string[] {
  const primary = parseMarket(markets[0]!);
  const newPrimary = formatMarket({ country: primary.country, language: normalizeLanguage(language) });
  return [newPrimary, ...markets.slice(1).filter((market) => market !== newPrimary)];
}
