import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * One affix rule of a Hunspell affix file: a stem meeting `condition` loses `strip` and gains `add`, at its end for a
 * suffix ("Pfanne" → "Pfannen"), at its start for a prefix ("abhängig" → "unabhängig").
 */
interface AffixRule {
  flag: string;
  strip: string;
  add: string;
  condition: RegExp;
}

/** The longest word looked up: longer ones are no common word, and a lookup's cost stays bounded. */
const MAX_WORD_LENGTH = 40;

/**
 * The words of a Hunspell dictionary package (dictionary-de, dictionary-en): stems and the forms one suffix rule, one
 * prefix rule or both make of them, looked up in lower case. Compounding and the other flags are left out: what is asked
 * is whether a word is a common word of the language, not whether it is spelt right. Read once, on first use; a lookup
 * undoes the rules whose affix the word has, so nothing is expanded ahead.
 */
export class HunspellWords {
  private stems: Map<string, string> | null = null;
  /** Stems the dictionary writes with a capital, as places and people are ("Málaga", beside the wine "málaga"). */
  private readonly properStems = new Set<string>();
  private readonly suffixes = new Map<string, AffixRule[]>();
  private readonly prefixes = new Map<string, AffixRule[]>();
  private longestSuffix = 0;
  private longestPrefix = 0;

  /**
   * `commonOnly` leaves out the stems written with a capital, where only names take one ("Avis", "Hertz" in English).
   * `properFlags`: where every noun takes a capital, the flags a name's stem may have and a noun's has not (German "S",
   * the genitive: "Panasonic/S", "Philips", not "Tarif/SEPTmij").
   */
  constructor(
    private readonly packageName: string,
    private readonly commonOnly = false,
    private readonly properFlags: string | null = null,
  ) {}

  has(word: string): boolean {
    const lower = word.toLowerCase();
    if (lower.length > MAX_WORD_LENGTH) return false;
    const stems = this.load();
    if (this.hasWithSuffix(stems, lower, null)) return true;
    for (let length = 1; length <= Math.min(this.longestPrefix, lower.length - 1); length++) {
      for (const rule of this.prefixes.get(lower.slice(0, length)) ?? []) {
        if (this.hasWithSuffix(stems, rule.strip + lower.slice(length), rule)) return true;
      }
    }
    return false;
  }

  /** The word is a stem the dictionary writes with a capital (and `properFlags` only), as places and people are. */
  isProperNoun(word: string): boolean {
    this.load();
    return this.properStems.has(word.normalize('NFC').toLowerCase());
  }

  /** The word is a stem, or a suffix rule makes it of one; with `prefix`, a stem the prefix rule also applies to. */
  private hasWithSuffix(stems: ReadonlyMap<string, string>, word: string, prefix: AffixRule | null): boolean {
    const madeBy = (rule: AffixRule | null, stem: string): boolean => {
      const flags = stems.get(stem);
      if (flags === undefined || (prefix && !(flags.includes(prefix.flag) && prefix.condition.test(stem)))) return false;
      return rule === null || (flags.includes(rule.flag) && rule.condition.test(stem));
    };
    if (madeBy(null, word)) return true;
    for (let length = 0; length <= Math.min(this.longestSuffix, word.length - 1); length++) {
      for (const rule of this.suffixes.get(word.slice(word.length - length)) ?? []) {
        if (madeBy(rule, word.slice(0, word.length - length) + rule.strip)) return true;
      }
    }
    return false;
  }

  private load(): Map<string, string> {
    if (this.stems) return this.stems;
    const dir = path.dirname(createRequire(import.meta.url).resolve(this.packageName));
    for (const line of readFileSync(path.join(dir, 'index.aff'), 'utf8').split('\n')) {
      const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
      // "SFX flag strip add condition"; the header "SFX flag Y count" has no condition.
      if ((kind !== 'SFX' && kind !== 'PFX') || condition === undefined || flag === undefined || strip === undefined || add === undefined) {
        continue;
      }
      const affix = add === '0' ? '' : add.split('/')[0]!.toLowerCase();
      const suffix = kind === 'SFX';
      const pattern = condition.toLowerCase();
      const rule = {
        flag,
        strip: strip === '0' ? '' : strip.toLowerCase(),
        add: affix,
        condition: new RegExp(suffix ? `(?:${pattern})$` : `^(?:${pattern})`, 'u'),
      };
      const rules = suffix ? this.suffixes : this.prefixes;
      rules.set(affix, [...(rules.get(affix) ?? []), rule]);
      if (suffix) this.longestSuffix = Math.max(this.longestSuffix, affix.length);
      else if (affix) this.longestPrefix = Math.max(this.longestPrefix, affix.length);
    }
    const stems = new Map<string, string>();
    // The first line counts the entries; each entry is "stem/flags". Flags are single characters, or pairs where the
    // affix file says "FLAG long" (dictionary-fr): a pair is found by `includes` all the same.
    for (const line of readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n').slice(1)) {
      if (line.startsWith('\t') || line.startsWith('#')) continue;
      const [stem, flags = ''] = line.trim().split('/');
      const capitalised = stem !== undefined && stem !== '' && stem[0] !== stem[0]!.toLowerCase();
      if (stem && !(this.commonOnly && capitalised)) {
        const lower = stem.normalize('NFC').toLowerCase();
        const proper = this.properFlags === null || [...flags].every((flag) => this.properFlags!.includes(flag));
        if (capitalised && proper) this.properStems.add(lower);
        stems.set(lower, (stems.get(lower) ?? '') + flags);
      }
    }
    this.stems = stems;
    return stems;
  }
}
