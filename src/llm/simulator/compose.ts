import { displayName } from './plan.js';
import type { AnswerPlan, Option } from './plan.js';
import { bold, joinList, markdownLink } from './text.js';
import type { Strength } from './types.js';

/** Wording helpers shared by every style, keeping one answer from repeating a sentence. */
export class Writer {
  private readonly used = new Set<string>();

  constructor(readonly plan: AnswerPlan) {}

  get pack() {
    return this.plan.pack;
  }

  /** A variant not used yet in this answer when there is one. */
  fresh(variants: readonly string[]): string {
    const unused = variants.filter((variant) => !this.used.has(variant));
    const chosen = this.plan.random.pick(unused.length > 0 ? unused : variants);
    this.used.add(chosen);
    return chosen;
  }

  pick<T>(items: readonly T[]): T {
    return this.plan.random.pick(items);
  }

  chance(probability: number): boolean {
    return this.plan.random.chance(probability);
  }

  get stop(): string {
    return this.pack.sentenceGap === '' ? '。' : '.';
  }

  sentences(parts: readonly string[]): string {
    return parts.join(this.pack.sentenceGap);
  }

  /** What an option is good at, and in longer answers sometimes its second strength and its weak spot. */
  describe(option: Option, detail: 'short' | 'full'): string {
    const [main, other] = option.strengths;
    // Two options praised for the same thing would read the same once its variants run out.
    const exhausted = this.pack.strengths[main].every((variant) => this.used.has(variant));
    const [lead, second] = exhausted ? [other, main] : [main, other];
    const parts = [this.fresh(this.pack.strengths[lead])];
    if (detail === 'full' && this.chance(0.5)) parts.push(this.fresh(this.pack.strengths[second]));
    if (detail === 'full' && this.chance(0.45)) parts.push(this.fresh(this.pack.drawbacks[option.drawback]));
    return this.sentences(parts);
  }

  /** The option's bold name, its link when it has one, and its price level when the question is about price. */
  name(option: Option): string {
    return displayName(option, this.plan.intent === 'price' ? [this.pack.priceTiers[option.price - 1]!] : []);
  }

  opener(): string {
    return this.fresh(this.pack.openers[this.plan.intent]);
  }

  /** One situation per option it suits best, for "how to decide" lists. */
  situations(limit: number): { strength: Strength; option: Option }[] {
    const taken = new Set<Strength>();
    const result: { strength: Strength; option: Option }[] = [];
    for (const option of this.plan.listed) {
      const strength = option.strengths.find((candidate) => !taken.has(candidate));
      if (!strength) continue;
      taken.add(strength);
      result.push({ strength, option });
      if (result.length === limit) break;
    }
    return result;
  }

  tips(count: number): string[] {
    const pool = [...this.pack.tips.common, ...this.pack.tips[this.plan.kind]];
    return this.plan.random.shuffle(pool).slice(0, count);
  }

  verdict(): string {
    const [first, second] = this.plan.listed;
    return this.pick(this.pack.verdicts)(bold(first!.name), bold(second!.name));
  }

  /** Articles are linked under their headline: a link labelled with a site's name reads as one more brand. */
  furtherReading(count: number): string {
    const links = this.plan.reviews.slice(0, count).map((review) => markdownLink(review.headline, review.url));
    return links.length > 0 ? this.pack.furtherReading(joinList(links, this.pack)) : '';
  }

  /** The tracked brand after the list, with what it is good at. */
  aside(): string {
    const option = this.plan.brandAside;
    if (!option) return '';
    return this.sentences([this.pack.alsoWorth(displayName(option)), this.describe(option, 'short')]);
  }

  passing(): string {
    return this.plan.passing.length > 0 ? this.pack.otherNames(joinList(this.plan.passing, this.pack)) : '';
  }

  heading(level: number, text: string): string {
    return this.plan.voice.headings ? `${'#'.repeat(level)} ${text}` : bold(text);
  }
}

/** Blocks separated by blank lines, empty ones left out. */
export function blocks(parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}
