/** What an option is praised for; every language words each one. */
export type Strength = 'ease' | 'value' | 'features' | 'scale' | 'support' | 'integrations' | 'quality' | 'freeStart' | 'local' | 'modern';

export type Drawback = 'price' | 'learningCurve' | 'fewerFeatures' | 'support' | 'availability' | 'extras';

/** What the question asks for, which changes how an answer opens. */
export type Intent = 'recommend' | 'compare' | 'price' | 'alternatives' | 'choose';

export type PriceTier = 1 | 2 | 3;

/** Software is tried and subscribed to, products are bought, services are signed up for: tips differ. */
export type CategoryKind = 'software' | 'product' | 'service';

export interface CatalogueBrand {
  name: string;
  domain: string;
  /** Relative popularity, 1 to 10: how often assistants bring the name up. */
  weight: number;
  strengths: readonly [Strength, Strength];
  drawback: Drawback;
  price: PriceTier;
  /** ISO country codes where the brand is a usual answer; absent means everywhere. */
  markets?: readonly string[];
}

export interface ReviewSource {
  name: string;
  url: string;
  /** The article's own title; a year placeholder would show in the UI, so the year is passed in. */
  title: (year: string) => string;
}

export interface Category {
  id: string;
  kind: CategoryKind;
  /** Lower-case, accent-free word starts (Latin) or substrings (CJK) that identify the category in any offered language. */
  keywords: readonly string[];
  brands: readonly CatalogueBrand[];
  /** English-language review sites that rank this category. */
  reviews: readonly ReviewSource[];
}

export interface LanguagePack {
  /** Placed between sentences: a space, or nothing in Chinese and Japanese. */
  sentenceGap: string;
  /** Between a bold name and its description in a list ("**A** – …"). */
  dash: string;
  /** After a bold label ("**Budget:**"), with French spacing where it applies. */
  colon: string;
  and: string;
  openers: Readonly<Record<Intent, readonly string[]>>;
  strengths: Readonly<Record<Strength, readonly string[]>>;
  drawbacks: Readonly<Record<Drawback, readonly string[]>>;
  /** Short noun phrases for table cells and comparison labels. */
  strengthLabels: Readonly<Record<Strength, string>>;
  /** A reader's situation, answered by the names that suit it ("On a tight budget?"). */
  situations: Readonly<Record<Strength, string>>;
  priceTiers: readonly [string, string, string];
  headings: {
    picks: readonly string[];
    comparison: string;
    howToChoose: string;
    tips: string;
    verdict: string;
    keyDifferences: string;
    recommendation: string;
    sources: string;
    references: string;
    shortAnswer: string;
    lookFor: string;
  };
  table: { option: string; bestFor: string; price: string };
  tips: Readonly<Record<'common' | 'software' | 'product' | 'service', readonly string[]>>;
  /** Closing recommendations; names arrive already in bold. */
  verdicts: readonly ((first: string, second: string) => string)[];
  shortAnswers: readonly ((first: string) => string)[];
  /** Prose answers introduce each option with a role rather than a bare dash. */
  proseFirst: (name: string) => string;
  proseOthers: readonly ((name: string) => string)[];
  proseAdvice: (first: string, second: string) => string;
  criteriaLead: string;
  alsoWorth: (name: string) => string;
  otherNames: (names: string) => string;
  furtherReading: (links: string) => string;
  researchLead: string;
  followUps: readonly string[];
  sourceTitles: readonly ((subject: string, year: string) => string)[];
  officialSite: string;
  /** Leading words of a topic seed that are not part of its subject ("best", "meilleur"). */
  seedNoise: RegExp;
}
