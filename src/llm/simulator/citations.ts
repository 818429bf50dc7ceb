import type { Citation } from '../types.js';
import type { ResolvedCategory } from './category.js';
import type { Option } from './plan.js';
import { hashString } from './random.js';
import type { Random } from './random.js';
import { headlineOf, localReviews } from './sources.js';
import type { ReviewCitation } from './sources.js';
import { capitalizeFirst, homeUrl, slugify } from './text.js';
import type { LanguagePack } from './types.js';

export type { ReviewCitation } from './sources.js';

const MAX_CITATIONS = 5;

/** The thing a topic seed is about, without the search words around it ("best", "meilleur", a year). */
function subjectOf(topic: string, pack: LanguagePack): string {
  const subject = topic
    .trim()
    .replace(/[?？!！.。]+$/, '')
    .replace(pack.seedNoise, '')
    .replace(/\s*(?:19|20)\d\d$/, '')
    .trim();
  return subject || topic.trim();
}

interface CitationInput {
  language: string;
  pack: LanguagePack;
  category: ResolvedCategory;
  topic: string;
  year: string;
  officialCandidates: readonly Option[];
  brandLink: Citation | null;
  brandPageHost: string | null;
  needsOfficialPage: boolean;
  random: Random;
}

/**
 * Two to five sources: review articles of the answer's language (English ones from the catalogue too),
 * official pages of listed competitors, and the brand's site when the answer links it.
 */
export function buildCitations(input: CitationInput): { reviews: ReviewCitation[]; citations: Citation[] } {
  const { pack, category, random } = input;
  const isQuestion = /[?？]\s*$/.test(input.topic.trim());
  const subject = subjectOf(input.topic, pack);
  const slug = slugify(subject) || category.id;
  // A page keeps its title from one answer to the next; forum-style question topics become the title itself.
  const titleFor = (siteName: string) => {
    const headline = isQuestion
      ? input.topic.trim()
      : capitalizeFirst(pack.sourceTitles[hashString(`${slug}|${siteName}`) % pack.sourceTitles.length]!(subject, input.year));
    return `${headline} | ${siteName}`;
  };

  const catalogueReviews: ReviewCitation[] = category.reviews.map((review) => {
    const title = review.title(input.year);
    return { url: review.url, title, headline: headlineOf(title), siteName: review.name };
  });
  const local = localReviews(input.language, slug, titleFor);
  const reviewPool = input.language === 'en' || random.chance(0.35) ? [...catalogueReviews, ...local] : local;
  const reviews = random.weightedSample(reviewPool, (review) => (catalogueReviews.includes(review) ? 2 : 1), random.int(1, 3));

  const extras: Citation[] = [];
  if (input.brandLink) extras.push(input.brandLink);
  if (input.brandPageHost) {
    extras.push({ url: `${homeUrl(input.brandPageHost)}blog/${slug}`, title: capitalizeFirst(pack.sourceTitles[0]!(subject, input.year)) });
  }

  const rolledOfficials = input.needsOfficialPage ? random.int(1, 2) : random.int(0, 2);
  const officialCount = Math.min(input.officialCandidates.length, rolledOfficials, MAX_CITATIONS - reviews.length - extras.length);
  const officials: Citation[] = random
    .weightedSample(input.officialCandidates, () => 1, officialCount)
    .map((option) => ({
      url: `${homeUrl(option.domain)}${category.kind === 'software' && random.chance(0.5) ? 'pricing' : ''}`,
      title: `${option.name} – ${pack.officialSite}`,
    }));

  const citations: Citation[] = [];
  const add = (citation: Citation) => {
    if (!citations.some((existing) => existing.url === citation.url)) citations.push(citation);
  };
  random.shuffle([...reviews, ...officials]).forEach(add);
  extras.forEach(add);
  for (const review of reviewPool) {
    if (citations.length >= 2) break;
    if (!reviews.includes(review)) reviews.push(review);
    add(review);
  }
  return { reviews, citations };
}
