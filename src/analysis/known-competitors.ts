import type { Entity } from './entities.js';
import { competitorKey } from './text.js';
import type { AnalyzerOptions } from './types.js';

/**
 * The competitor names an analyzer knows before reading an answer: names learned from the brand's
 * earlier answers (written as each answer writes them) and the user's tracked competitors (found
 * by every name and alias, reported under their own name); and the names the user ignores.
 */
export class KnownCompetitors {
  /** Spellings of each known entity, in the order the analyzer's name matcher numbers them. */
  readonly spellings: string[][] = [];
  private readonly canonicalNames: Array<string | null> = [];
  private readonly ignoredKeys: ReadonlySet<string>;
  /** The learned names come first: known entities numbered below this were learned, the rest are tracked. */
  readonly learnedCount: number;
  /** Among the learned names, those numbered from this on were learned from one answer only (tentative-names.ts). */
  private readonly tentativeFrom: number;

  constructor(options: AnalyzerOptions) {
    this.ignoredKeys = new Set((options.ignoredNames ?? []).map(competitorKey).filter(Boolean));
    for (const name of options.knownCompetitors ?? []) this.learn(name);
    this.tentativeFrom = this.spellings.length;
    for (const name of options.tentativeCompetitors ?? []) this.learn(name);
    this.learnedCount = this.spellings.length;
    for (const tracked of options.trackedCompetitors ?? []) {
      const names = [tracked.name, ...(tracked.aliases ?? [])].filter((name) => name.trim() !== '');
      if (names.length === 0) continue;
      this.spellings.push(names);
      this.canonicalNames.push(tracked.name);
    }
  }

  /** A name learned from one answer only: known where the answer writes it as a word of its own in prose. */
  isTentative(known: number): boolean {
    return known >= this.tentativeFrom && known < this.learnedCount;
  }

  private learn(name: string): void {
    if (name.trim() === '' || this.ignoredKeys.has(competitorKey(name))) return;
    this.spellings.push([name]);
    this.canonicalNames.push(null);
  }

  /** The user's name for a tracked competitor; null when the answer's own spelling is shown. */
  canonicalName(entity: Entity): string | null {
    return entity.known >= 0 ? (this.canonicalNames[entity.known] ?? null) : null;
  }

  /** A name the user ignores is never counted, whatever spelling the answer uses. */
  isIgnored(entity: Entity): boolean {
    if (this.ignoredKeys.size === 0 || this.canonicalName(entity) !== null) return false;
    return entity.forms.some((form) => this.ignoredKeys.has(competitorKey(form.join(' '))));
  }
}
