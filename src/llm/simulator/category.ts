import { CONSUMER_CATEGORIES } from './catalogue-consumer.js';
import { SOFTWARE_CATEGORIES } from './catalogue-software.js';
import { guessKind, inventBrands } from './names.js';
import { fold, hasKeyword } from './text.js';
import type { CatalogueBrand, Category, CategoryKind, ReviewSource } from './types.js';

const CATEGORIES: readonly Category[] = [...SOFTWARE_CATEGORIES, ...CONSUMER_CATEGORIES];

export interface ResolvedCategory {
  id: string;
  kind: CategoryKind;
  /** Every brand of the category that an assistant in this market would name. */
  brands: readonly CatalogueBrand[];
  /** The whole category, to know the tracked brand even where it is not a usual answer. */
  catalogue: readonly CatalogueBrand[];
  reviews: readonly ReviewSource[];
}

function score(category: Category, foldedTopic: string, foldedPrompt: string): number {
  let total = 0;
  for (const keyword of category.keywords) {
    const folded = fold(keyword);
    // The topic names the category on purpose; the prompt may mention a neighbouring one in passing.
    if (hasKeyword(foldedTopic, folded)) total += 2;
    if (hasKeyword(foldedPrompt, folded)) total += 1;
  }
  return total;
}

/**
 * The catalogue category the topic and prompt are about, with its brands for the market; for anything the
 * catalogue does not cover, invented brands that stay the same across the topic's prompts.
 */
export function resolveCategory(
  topic: string,
  prompt: string,
  country: string,
  resemblesTrackedBrand: (name: string) => boolean,
): ResolvedCategory {
  const foldedTopic = fold(topic);
  const foldedPrompt = fold(prompt);
  let best: Category | undefined;
  let bestScore = 0;
  for (const category of CATEGORIES) {
    const categoryScore = score(category, foldedTopic, foldedPrompt);
    if (categoryScore > bestScore) [best, bestScore] = [category, categoryScore];
  }
  if (best) {
    const market = country.toUpperCase();
    return {
      id: best.id,
      kind: best.kind,
      brands: best.brands.filter((brand) => !brand.markets || brand.markets.includes(market)),
      catalogue: best.brands,
      reviews: best.reviews,
    };
  }
  const subject = topic.trim() || prompt;
  const kind = guessKind(subject);
  const invented = inventBrands(subject, kind, resemblesTrackedBrand);
  return { id: 'other', kind, brands: invented, catalogue: invented, reviews: [] };
}
