import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { Slot } from './candidates.js';
import type { Mention } from './candidates.js';
import { CAPITAL, hasDistinctiveWord, isDistinctiveToken } from './shapes.js';
import type { Entity } from './entities.js';
import { ABSTRACT_NOUN_ENDINGS, AND_WORDS, CALENDAR_WORDS, FUNCTION_WORDS, IDEOGRAPHIC_LABELS, LABEL_WORDS } from './lexicon.js';

export interface EvidenceContext {
  doc: AnswerDocument;
  /** Languages that capitalise every noun give no evidence by capitals mid-sentence. */
  capitalisesNouns: boolean;
  entityOf: Map<Mention, Entity>;
  /** Mentions tied to their entity by maker or product line only. */
  related: ReadonlySet<Mention>;
  /** First labels of the registrable domains cited ("fortuneo" for fortuneo.fr). */
  sourceLabels: ReadonlySet<string>;
  /** Domain label of each Markdown link, by link id. */
  linkLabels: readonly string[];
}

/** "Best for", "Idéal pour": a label introducing who something suits. */
const FOR_WORDS = new Set(['for', 'para', 'pour', 'fur', 'per', 'voor', 'dla', 'til', 'till']);

const joined = (words: readonly string[]): string => words.join('').replace(/[^\p{L}\p{N}]/gu, '');

const matchesDomain = (name: string, label: string): boolean => name.length >= 4 && label.startsWith(name);

/** Counts words, a run of ideographs counting as one. */
function wordCount(tokens: readonly Token[], from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (!(tokens[i]!.flags & Flag.Ideograph && i > from && tokens[i - 1]!.flags & Flag.Ideograph)) count++;
  return count;
}

/** What one answer says about its mentions and entities, computed on demand and kept. */
export class Evidence {
  private readonly names = new Map<Entity, boolean>();
  private readonly labels = new Map<Mention, number>();
  private lowercaseWords: Set<string> | null = null;

  constructor(readonly context: EvidenceContext) {}

  /** The answer treats the words as a name: odd spelling, a possessive, a matching domain, reuse mid-sentence. */
  isName(entity: Entity): boolean {
    let answer = this.names.get(entity);
    if (answer === undefined) {
      answer = entity.isBrand || entity.known >= 0 || this.computeIsName(entity);
      this.names.set(entity, answer);
    }
    return answer;
  }

  private computeIsName(entity: Entity): boolean {
    const { doc, sourceLabels } = this.context;
    let midSentence = 0;
    for (const mention of entity.mentions) {
      const first = doc.tokens[mention.firstToken]!;
      if (this.hasDistinctiveWord(mention)) return true;
      if (doc.tokens[mention.endToken - 1]!.flags & Flag.Possessive && !(first.flags & Flag.SentenceStart)) return true;
      const line = doc.lines[first.line]!;
      if (!(first.flags & Flag.SentenceStart) && first.flags & CAPITAL && line.kind !== LineKind.Heading && !line.boldOnly) midSentence++;
    }
    if (midSentence > 0 && !this.context.capitalisesNouns) return true;
    return entity.forms.some((form) => {
      const name = joined(form);
      for (const label of sourceLabels) if (matchesDomain(name, label)) return true;
      return false;
    });
  }

  hasDistinctiveWord(mention: Mention): boolean {
    return hasDistinctiveWord(this.context.doc, mention.firstToken, mention.endToken);
  }

  /** Two or more capitalised words with nothing in lower case: "Capital One 360 Checking". */
  hasCapitalizedWords(mention: Mention): boolean {
    let capitals = 0;
    for (let i = mention.firstToken; i < mention.endToken; i++) if (this.context.doc.tokens[i]!.flags & (CAPITAL | Flag.Digit)) capitals++;
    return capitals >= 2 && !mention.trimmed && !mention.innerLowercase;
  }

  /**
   * Words that announce a label rather than a name. Lenient, for the items of a list of
   * names, keeps trailing lower-case words ("Hello bank") and, in tables, label-like words
   * that a row of names can only mean as a name ("Factor").
   */
  isLabel(mention: Mention, lenient: boolean): boolean {
    const bit = lenient ? 1 : 2;
    let known = this.labels.get(mention) ?? 0;
    if (!(known & (bit << 2))) {
      if (this.computeIsLabel(mention, lenient)) known |= bit;
      known |= bit << 2;
      this.labels.set(mention, known);
    }
    return (known & bit) !== 0;
  }

  private computeIsLabel(mention: Mention, lenient: boolean): boolean {
    const { doc } = this.context;
    const tokens = doc.tokens;
    const first = tokens[mention.firstToken]!;
    if (wordCount(tokens, mention.firstToken, mention.writtenEnd) > (mention.marked ? 8 : 6)) return true;
    if (mention.slot !== Slot.Prose && mention.slot !== Slot.Bold && mention.slot !== Slot.Link) {
      const written = doc.text.slice(first.start, tokens[mention.writtenEnd - 1]!.end + 2);
      if (written.includes('?') || written.includes('？')) return true;
    }
    let allGeneric = true;
    let ideographs = '';
    for (let i = mention.firstToken; i < mention.endToken; i++) {
      const token = tokens[i]!;
      if (token.flags & Flag.Ideograph) ideographs += token.norm;
      if (token.flags & Flag.Joined && token.flags & Flag.Lowercase) continue;
      const norm = token.norm;
      if (!AND_WORDS.has(norm) && norm !== '&' && !LABEL_WORDS.has(norm) && !FUNCTION_WORDS.has(norm) && !CALENDAR_WORDS.has(norm) && !/^\d+$/.test(norm)) {
        allGeneric = false;
      }
    }
    const tableOfNames = lenient && mention.slot !== Slot.ListHead;
    if (allGeneric && !(first.flags & Flag.InnerCapital) && !(tableOfNames && first.flags & Flag.Capitalized && !FUNCTION_WORDS.has(first.norm))) return true;
    if (ideographs && IDEOGRAPHIC_LABELS.has(ideographs)) return true;
    const second = tokens[mention.firstToken + 1];
    if (LABEL_WORDS.has(first.norm) && second && FOR_WORDS.has(second.norm) && mention.firstToken + 1 < mention.writtenEnd) return true;
    if (FUNCTION_WORDS.has(first.norm) && !(first.flags & Flag.AllCaps)) {
      if (mention.endToken - mention.firstToken === 1 || !second || !(second.flags & CAPITAL)) return true;
    }
    if (lenient) return false;
    return (mention.trimmed || mention.innerLowercase) && !isDistinctiveToken(first);
  }

  /**
   * A single word that reads like a common noun: an abstract-noun ending ("Durability",
   * "Verarbeitung") or the same word written in lower case elsewhere in the answer.
   */
  looksLikeCommonWord(mention: Mention): boolean {
    if (mention.endToken - mention.firstToken !== 1) return false;
    const token = this.context.doc.tokens[mention.firstToken]!;
    if (!(token.flags & Flag.Capitalized) || token.flags & (Flag.Digit | Flag.InnerCapital)) return false;
    if (ABSTRACT_NOUN_ENDINGS.some((ending) => token.norm.length > ending.length + 3 && token.norm.endsWith(ending))) return true;
    if (!this.lowercaseWords) {
      this.lowercaseWords = new Set();
      for (const other of this.context.doc.tokens) if (other.flags & Flag.Lowercase) this.lowercaseWords.add(other.norm);
    }
    return this.lowercaseWords.has(token.norm);
  }

  /** A paragraph opening with a bold word and a colon ("**Verdict:** …") labels what follows. */
  opensLabelledParagraph(mention: Mention): boolean {
    const { doc } = this.context;
    const first = doc.tokens[mention.firstToken]!;
    if (doc.lines[first.line]!.firstToken !== mention.firstToken) return false;
    const last = doc.tokens[mention.endToken - 1]!;
    return /^[*_]*\s*[:：]/.test(doc.text.slice(last.end, last.end + 4));
  }

  /** Link text that names the site it points to: "[Cambly](https://www.cambly.com/…)". */
  linkNamesItsSite(mention: Mention): boolean {
    const words: string[] = [];
    for (let i = mention.firstToken; i < mention.endToken; i++) words.push(this.context.doc.tokens[i]!.norm);
    return matchesDomain(joined(words), this.context.linkLabels[this.context.doc.tokens[mention.firstToken]!.link] ?? '');
  }

  /** A name written in running text: capitalised or oddly spelt, and not a label word. */
  canStandAlone(mention: Mention): boolean {
    const first = this.context.doc.tokens[mention.firstToken]!;
    if (!(first.flags & CAPITAL) && !isDistinctiveToken(first) && !mention.marked) return false;
    if (this.context.doc.tokens[mention.endToken - 1]!.end - first.start < 2) return false;
    // A lone capitalised word opening a sentence is most often an ordinary word ("Finally, …").
    const single = mention.endToken - mention.firstToken === 1;
    if (first.flags & Flag.SentenceStart && single && !mention.marked && !isDistinctiveToken(first)) return false;
    if (mention.slot === Slot.Link && !this.linkNamesItsSite(mention)) return false;
    return !this.isLabel(mention, false);
  }
}
