import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One suffix rule of a Hunspell affix file: strip `strip` from a stem ending on `condition`, then add `add`. */
interface SuffixRule {
  flag: string;
  strip: string;
  add: string;
  condition: RegExp;
}

/** Forms kept a word at most: a lookup never grows with what it is asked. */
const MAX_WORD_LENGTH = 40;

/**
 * The words of a Hunspell dictionary package (dictionary-de, dictionary-en), stems and the forms its suffix rules
 * make of them ("Pfanne" → "Pfannen"), looked up in lower case. Prefix rules, compounding and flags other than suffix
 * flags are left out: what is asked is whether a word is a common word of the language, not whether it is spelt right.
 * Read once, on first use; a lookup undoes the suffix rules whose ending the word has, so nothing is expanded ahead.
 */
export class HunspellWords {
  private stems: Map<string, string> | null = null;
  private rulesByAdd = new Map<string, SuffixRule[]>();
  private longestAdd = 0;

  /** `commonOnly` leaves out the stems written with a capital, where only names take one ("Avis", "Hertz" in English). */
  constructor(
    private readonly packageName: string,
    private readonly commonOnly = false,
  ) {}

  has(word: string): boolean {
    const lower = word.toLowerCase();
    if (lower.length > MAX_WORD_LENGTH) return false;
    const stems = this.load();
    if (stems.has(lower)) return true;
    for (let length = 1; length <= Math.min(this.longestAdd, lower.length - 1); length++) {
      const rules = this.rulesByAdd.get(lower.slice(lower.length - length));
      if (rules && rules.some((rule) => this.madeBy(rule, lower.slice(0, lower.length - length) + rule.strip))) return true;
    }
    return false;
  }

  private madeBy(rule: SuffixRule, stem: string): boolean {
    const flags = this.stems!.get(stem);
    return flags !== undefined && flags.includes(rule.flag) && rule.condition.test(stem);
  }

  private load(): Map<string, string> {
    if (this.stems) return this.stems;
    const dir = path.dirname(createRequire(import.meta.url).resolve(this.packageName));
    for (const line of readFileSync(path.join(dir, 'index.aff'), 'utf8').split('\n')) {
      const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
      // "SFX flag strip add condition"; the header "SFX flag Y count" has no condition.
      if (kind !== 'SFX' || condition === undefined || flag === undefined || add === undefined) continue;
      const ending = add === '0' ? '' : add.split('/')[0]!.toLowerCase();
      if (!ending) continue;
      const rule = {
        flag,
        strip: strip === '0' ? '' : strip!.toLowerCase(),
        add: ending,
        condition: new RegExp(`(?:${condition.toLowerCase()})$`, 'u'),
      };
      this.rulesByAdd.set(ending, [...(this.rulesByAdd.get(ending) ?? []), rule]);
      this.longestAdd = Math.max(this.longestAdd, ending.length);
    }
    const stems = new Map<string, string>();
    // The first line counts the entries; each entry is "stem/flags" (single-character flags, as these dictionaries use).
    for (const line of readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n').slice(1)) {
      if (line.startsWith('\t') || line.startsWith('#')) continue;
      const [stem, flags = ''] = line.trim().split('/');
      if (stem && !(this.commonOnly && stem[0] !== stem[0]!.toLowerCase())) {
        const lower = stem.normalize('NFC').toLowerCase();
        stems.set(lower, (stems.get(lower) ?? '') + flags);
      }
    }
    this.stems = stems;
    return stems;
  }
}
