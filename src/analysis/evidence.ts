import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { Slot } from './candidates.js';
import type { Mention } from './candidates.js';
import { isChinese, isChineseTerm, isIdeographicPhrase } from './ideographs.js';
import { isLabelTail, isSpacedNameLine } from './label-tails.js';
import { isPlaceName } from './places.js';
import { Recurrences } from './recurrences.js';
import {
  CAPITAL,
  hasDistinctiveWord,
  hasIdeograph,
  isDistinctiveToken,
  isNumber,
  lowercaseWords,
  pairsWithName,
  tokenNorms,
  wordCount,
} from './shapes.js';
import type { Entity } from './entities.js';
import {
  ABSTRACT_NOUN_ENDINGS,
  ADVICE_WORDS,
  AND_WORDS,
  ARTICLES,
  COPULAS,
  CALENDAR_WORDS,
  FOR_WORDS,
  FUNCTION_WORDS,
  IDEOGRAPHIC_LABELS,
  INDEFINITE_ARTICLES,
  LABEL_WORDS,
} from './lexicon.js';

export interface EvidenceContext {
  doc: AnswerDocument;
  /** Languages that capitalise every noun give no evidence by capitals mid-sentence. */
  capitalisesNouns: boolean;
  entityOf: Map<Mention, Entity>;
  /** Mentions tied to their entity by maker or product line only. */
  related: ReadonlySet<Mention>;
  /** List heads repeated across lists and written nowhere else: labels (repeated-heads.ts). */
  repeatedLabels: ReadonlySet<Mention>;
  /** Names the question puts up to compare or replace (prompt.ts): options when the answer discusses them. */
  promptNames: readonly (readonly string[])[];
  /** First labels of the registrable domains cited ("fortuneo" for fortuneo.fr). */
  sourceLabels: ReadonlySet<string>;
  /** Domain label of each Markdown link, by link id. */
  linkLabels: readonly string[];
  /** Domain labels of the bare URLs written in the answer ("rossmann" for https://www.rossmann.pl/promocje). */
  writtenSiteLabels: ReadonlySet<string>;
}

const joined = (words: readonly string[]): string => words.join('').replace(/[^\p{L}\p{N}]/gu, '');

const matchesDomain = (name: string, label: string): boolean => name.length >= 4 && label.startsWith(name);

/** A word of at least four letters before one of the abstract-noun endings, or its plural ("Pagamentos", "Reclamações"). */
const ABSTRACT_NOUN = new RegExp(`^.{4,}(?:(?:${ABSTRACT_NOUN_ENDINGS.join('|')})(?:s|es)?|coes|zioni)$`);
/** A day or a year, ordinal endings included: "1er", "3rd", "2026", "15.". */
const DATE_NUMBER = /^\d{1,4}(?:st|nd|rd|th|er|re|e|eme|o|a|º|ª|\.)?$/;
/** The same endings, plural forms included ("Integrationen", "Einschätzungen"). */
const INFLECTED_ABSTRACT_NOUN = new RegExp(`^.{3,}(?:${ABSTRACT_NOUN_ENDINGS.join('|')})(?:en|n|e|s)?$`);

/** An adjective's suffix (-isch, -lich, -ig, -al, -iv, -iell, superlative -st) and its inflection: "klassischer", "bester". */
const INFLECTED_ADJECTIVE = /^.{2,}(?:isch|lich|ig|bar|sam|haft|al|iv|iell|uell|nell|st)(?:e|er|es|en|em)$/;

/** A number, alone or with a unit or ordinal ending: "5GB", "30k", "1st" — not "20i" or "3Trolle". */
const MEASURE = /^\d[\d.,]*(?:k|m|bn|b|kb|mb|gb|tb|g|kg|km|cm|mm|ms|s|h|hz|khz|mhz|ghz|w|kw|kwh|mah|v|p|fps|st|nd|rd|th|x)?$/;
/** A number with a currency or a unit of amount after it. */
const PRICE = /\d\s*(?:円|元|万|원|€|\$|£|¥|%|zł|kr\b|GB\b|MB\b|TB\b)|[€$£¥]\s*\d/i;

const isGenericWord = (token: Token): boolean =>
  token.norm === '&' ||
  AND_WORDS.has(token.norm) ||
  LABEL_WORDS.has(token.norm) ||
  FUNCTION_WORDS.has(token.norm) ||
  CALENDAR_WORDS.has(token.norm) ||
  isNumber(token);

/** What one answer says about its mentions and entities, computed on demand and kept. */
export class Evidence {
  private readonly names = new Map<Entity, boolean>();
  private readonly strictLabels = new Map<Mention, boolean>();
  private readonly lenientLabels = new Map<Mention, boolean>();
  private readonly recurrences: Recurrences;

  constructor(readonly context: EvidenceContext) {
    this.recurrences = new Recurrences(context.doc);
  }

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
      if (first.flags & Flag.Ideograph) continue;
      if (!(first.flags & Flag.SentenceStart) && first.flags & CAPITAL && line.kind !== LineKind.Heading && !line.boldOnly) midSentence++;
    }
    if (midSentence > 0 && !this.context.capitalisesNouns) return true;
    // Without capitals, a name is one the answer writes again on another line: in a table, a summary, a verdict.
    if (this.isIdeographic(entity.mentions[0]!) && entity.forms.some((form) => this.recurrences.lines(form, 2) >= 2)) return true;
    return entity.forms.some((form) => {
      const name = joined(form);
      for (const label of sourceLabels) if (matchesDomain(name, label)) return true;
      return false;
    });
  }

  /** Written on two lines or more: a name weighed in one paragraph is named again in another, a passing word is not. */
  isWrittenAgain(entity: Entity): boolean {
    return entity.forms.some((form) => this.recurrences.lines(form, 2) >= 2);
  }

  hasDistinctiveWord(mention: Mention): boolean {
    return hasDistinctiveWord(this.context.doc, mention.firstToken, mention.endToken);
  }

  /**
   * "Preis-Leistung", "Smart-Home-Integrationen": where every noun has a capital, a hyphenated word ending on an
   * abstract noun is a compound noun; names end on a name ("Mercedes-Benz", "Harley-Davidson").
   */
  private isCompoundNoun(mention: Mention): boolean {
    const { text, tokens } = this.context.doc;
    const last = tokens[mention.endToken - 1]!;
    if (mention.endToken - mention.firstToken < 2 || text[last.start - 1] !== '-') return false;
    for (let i = mention.firstToken + 1; i < mention.endToken; i++) if (!(tokens[i]!.flags & Flag.Joined)) return false;
    return INFLECTED_ABSTRACT_NOUN.test(last.norm);
  }

  /**
   * "Klassischer Wärmepumpentarif", "Dynamischer Tarif", "Günstigster Anbieter": where every noun has a capital, an inflected
   * adjective opening a phrase of nouns makes it a description; names open on a name ("Green Planet Energy", "Deutsche Bank").
   */
  private opensOnAdjective(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    if (mention.writtenEnd - mention.firstToken < 2) return false;
    const first = tokens[mention.firstToken]!;
    return (
      (first.flags & (Flag.Capitalized | Flag.InnerCapital | Flag.AllCaps)) === Flag.Capitalized && INFLECTED_ADJECTIVE.test(first.norm)
    );
  }

  /**
   * "ein **Sonderkündigungsrecht**", "einen separaten **Wärmepumpentarif**": where every noun has a capital, a noun after
   * an indefinite article (and its adjective) is a thing of a kind; names take none.
   */
  private followsIndefiniteArticle(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    const line = tokens[mention.firstToken]!.line;
    let index = mention.firstToken - 1;
    if (
      index >= 0 &&
      tokens[index]!.line === line &&
      tokens[index]!.flags & Flag.Lowercase &&
      !INDEFINITE_ARTICLES.has(tokens[index]!.norm)
    )
      index--;
    return index >= 0 && tokens[index]!.line === line && INDEFINITE_ARTICLES.has(tokens[index]!.norm);
  }

  /** Two or more capitalised words with nothing in lower case: "Capital One 360 Checking". */
  hasCapitalizedWords(mention: Mention): boolean {
    let capitals = 0;
    // Ideographs have no case: three of them are no three capitalised words.
    const capital = Flag.Capitalized | Flag.AllCaps | Flag.InnerCapital | Flag.Digit;
    for (let i = mention.firstToken; i < mention.endToken; i++) if (this.context.doc.tokens[i]!.flags & capital) capitals++;
    return capitals >= 2 && !mention.trimmed && !mention.innerLowercase;
  }

  /**
   * Words that announce a label rather than a name. Lenient, for the items of a list of
   * names, keeps trailing lower-case words ("Hello bank") and, in tables, label-like words
   * that a row of names can only mean as a name ("Factor").
   */
  isLabel(mention: Mention, lenient: boolean): boolean {
    const cache = lenient ? this.lenientLabels : this.strictLabels;
    let answer = cache.get(mention);
    if (answer === undefined) {
      answer = this.computeIsLabel(mention, lenient);
      cache.set(mention, answer);
    }
    return answer;
  }

  private computeIsLabel(mention: Mention, lenient: boolean): boolean {
    const tokens = this.context.doc.tokens;
    const first = tokens[mention.firstToken]!;
    const second = mention.firstToken + 1 < mention.writtenEnd ? tokens[mention.firstToken + 1] : undefined;
    if (wordCount(tokens, mention.firstToken, mention.writtenEnd) > (mention.marked ? 8 : 6)) return true;
    if (this.isQuestionHead(mention) || this.context.repeatedLabels.has(mention)) return true;
    const spacedName = isLabelTail(mention.group) && isSpacedNameLine(this.context.doc, mention.firstToken, mention.writtenEnd);
    if (hasIdeograph(tokens, mention.firstToken, mention.writtenEnd) && !this.spelledInLettersAfter(mention) && !spacedName) {
      const written = this.writtenText(mention);
      if (isIdeographicPhrase(written) || (isChinese(this.context.doc) && isChineseTerm(written))) return true;
    }
    if (this.isQuantity(mention) || this.isPlace(mention) || this.isDate(mention)) return true;
    // "choose the **ecosystem**": a lower-case word after an article is a common noun ("folk" alone may be a name).
    if (mention.endToken - mention.firstToken === 1 && first.flags & Flag.Lowercase && !isDistinctiveToken(first)) {
      const before = tokens[mention.firstToken - 1];
      if (before && before.line === first.line && ARTICLES.has(before.norm)) return true;
    }
    if (
      this.context.capitalisesNouns &&
      (this.isCompoundNoun(mention) || this.opensOnAdjective(mention) || this.followsIndefiniteArticle(mention))
    ) {
      return true;
    }
    // "Vergleichen Sie Angebote", "Prüfen Sie …": a verb and the polite pronoun open an instruction.
    if (this.context.capitalisesNouns && second?.norm === 'sie' && (second.flags & Flag.Capitalized) !== 0) return true;
    const tableOfNames = lenient && mention.slot !== Slot.ListHead && first.flags & Flag.Capitalized && !FUNCTION_WORDS.has(first.norm);
    if (this.hasOnlyGenericWords(mention) && !(first.flags & Flag.InnerCapital) && !tableOfNames) return true;
    if (second && LABEL_WORDS.has(first.norm) && FOR_WORDS.has(second.norm)) return true;
    // "Allgemeine Tipps", "Bespaartips": advice, written apart or as the end of a compound.
    const last = tokens[mention.writtenEnd - 1]!.norm;
    if (ADVICE_WORDS.has(last) || /.{3}tipp?s$/.test(last)) return true;
    if (FUNCTION_WORDS.has(first.norm) && !(first.flags & Flag.AllCaps) && !(second && second.flags & CAPITAL)) return true;
    if (lenient) return false;
    return (mention.trimmed || mention.innerLowercase) && !isDistinctiveToken(first);
  }

  /** "5GB", "1〜2GB", "20GB前後", "30k": an amount heads the item, not a name ("3Trolle" and "1Password" are spelt on). */
  private isQuantity(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    // A price or amount anywhere in it: "基本料0円", "Basic 9 €", "최대 3만원".
    if (PRICE.test(this.writtenText(mention))) return true;
    if (!MEASURE.test(tokens[mention.firstToken]!.norm)) return false;
    for (let i = mention.firstToken + 1; i < mention.writtenEnd; i++) {
      const token = tokens[i]!;
      if (token.flags & (Flag.Capitalized | Flag.InnerCapital) && !MEASURE.test(token.norm)) return false;
    }
    return true;
  }

  private isIdeographic(mention: Mention): boolean {
    return (this.context.doc.tokens[mention.firstToken]!.flags & Flag.Ideograph) !== 0;
  }

  /** "1er septembre 2026", "March 3rd", "15. Oktober": a month or weekday with day or year numbers. */
  private isDate(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    let calendar = false;
    for (let i = mention.firstToken; i < mention.writtenEnd; i++) {
      const norm = tokens[i]!.norm;
      if (CALENDAR_WORDS.has(norm)) calendar = true;
      else if (!DATE_NUMBER.test(norm) && !FUNCTION_WORDS.has(norm)) return false;
    }
    return calendar && mention.writtenEnd - mention.firstToken > 1;
  }

  /** A country or region alone, unless the brand's own or a known competitor's name spells it. */
  private isPlace(mention: Mention): boolean {
    const entity = this.context.entityOf.get(mention);
    if (entity && (entity.isBrand || entity.known >= 0)) return false;
    const { doc } = this.context;
    return isPlaceName(doc.text.slice(doc.tokens[mention.firstToken]!.start, doc.tokens[mention.endToken - 1]!.end));
  }

  private writtenText(mention: Mention): string {
    const { doc } = this.context;
    return doc.text.slice(doc.tokens[mention.firstToken]!.start, doc.tokens[mention.writtenEnd - 1]!.end);
  }

  /** "**Mostly outbound calling?** Close.": a question heads a list item, not a name. */
  private isQuestionHead(mention: Mention): boolean {
    if (mention.slot === Slot.Prose || mention.slot === Slot.Subject || mention.slot === Slot.Bold || mention.slot === Slot.Link)
      return false;
    const { doc } = this.context;
    const written = doc.text.slice(doc.tokens[mention.firstToken]!.start, doc.tokens[mention.writtenEnd - 1]!.end + 2);
    return written.includes('?') || written.includes('？');
  }

  /** Label words, function words, dates and numbers only: "Key takeaways", "Price", "価格". */
  private hasOnlyGenericWords(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    let ideographs = '';
    let generic = true;
    for (let i = mention.firstToken; i < mention.endToken; i++) {
      const token = tokens[i]!;
      if (token.flags & Flag.Ideograph) ideographs += token.norm;
      else if (token.flags & Flag.Joined && token.flags & Flag.Lowercase) continue;
      else if (!isGenericWord(token)) generic = false;
    }
    return ideographs ? IDEOGRAPHIC_LABELS.has(ideographs) : generic;
  }

  /**
   * A single word that reads like a common noun: an abstract-noun ending ("Durability",
   * "Verarbeitung") or the same word written in lower case elsewhere in the answer.
   */
  looksLikeCommonWord(mention: Mention): boolean {
    if (mention.endToken - mention.firstToken !== 1) return false;
    const token = this.context.doc.tokens[mention.firstToken]!;
    if (!(token.flags & Flag.Capitalized) || token.flags & (Flag.Digit | Flag.InnerCapital)) return false;
    if (ABSTRACT_NOUN.test(token.norm)) return true;
    return lowercaseWords(this.context.doc).has(token.norm);
  }

  /** Lower-case words of the same bold span come before the mention: it is a word of a phrase. */
  insideBoldPhrase(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    const bold = tokens[mention.firstToken]!.bold;
    for (let i = mention.firstToken - 1; i >= 0 && tokens[i]!.bold === bold; i--) if (tokens[i]!.flags & Flag.Lowercase) return true;
    return false;
  }

  /** "네이버 웹툰(NAVER WEBTOON)", "리디(RIDI)": a name of a script without capitals given in capitals in brackets after it. */
  private spelledInLettersAfter(mention: Mention): boolean {
    const { text, tokens } = this.context.doc;
    return /^\*{0,2}\s?[(（]\s?[A-Z][A-Za-z0-9]*(?:[ .&-][A-Za-z0-9]+)*\s?[)）]/.test(
      text.slice(tokens[mention.writtenEnd - 1]!.end, tokens[mention.writtenEnd - 1]!.end + 40),
    );
  }

  /** "**Pix:** …", "Tip: …": the words as written are followed by a colon. */
  endsOnColon(mention: Mention): boolean {
    return this.colonAfter(mention.writtenEnd - 1);
  }

  private colonAfter(token: number): boolean {
    const end = this.context.doc.tokens[token]!.end;
    return /^[*_]*\s*[:：]/.test(this.context.doc.text.slice(end, end + 4));
  }

  /** A paragraph or a sentence opening with a bold word and a colon ("**Verdict:** …", "… Studios. **Preis:** ab …") labels what follows. */
  opensLabelledParagraph(mention: Mention): boolean {
    const { doc } = this.context;
    const first = doc.tokens[mention.firstToken]!;
    const opens = doc.lines[first.line]!.firstToken === mention.firstToken || (first.flags & Flag.SentenceStart) !== 0;
    return opens && this.colonAfter(mention.endToken - 1);
  }

  /**
   * "The Kia EV6 is another option", "Naturepedic est un bon choix": a name opening a clause as the subject of "is"
   * is what the sentence weighs. Features and platforms are written as objects ("lacks Apple CarPlay").
   */
  isWeighedSubject(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    const first = tokens[mention.firstToken]!;
    const verb = tokens[mention.endToken];
    if (!verb || verb.line !== first.line || verb.before !== 0 || !COPULAS.has(verb.norm)) return false;
    if (first.flags & Flag.SentenceStart) return true;
    if (first.flags & (Flag.Parenthesized | Flag.Quoted)) return false;
    const before = tokens[mention.firstToken - 1];
    // The article opens a sentence or a clause: "The Kia EV6 is…", "If range matters, the Hyundai Ioniq 5 is…".
    return before !== undefined && ARTICLES.has(before.norm) && ((before.flags & Flag.SentenceStart) !== 0 || before.before === 0x2c);
  }

  /** Link text that names the site it points to: "[Cambly](https://www.cambly.com/…)". */
  linkNamesItsSite(mention: Mention): boolean {
    const words = tokenNorms(this.context.doc.tokens, mention.firstToken, mention.endToken);
    return matchesDomain(joined(words), this.context.linkLabels[this.context.doc.tokens[mention.firstToken]!.link] ?? '');
  }

  /** "… Rossmann … https://www.rossmann.pl/promocje": a capitalised name whose own site the answer writes out. */
  hasItsSiteWritten(mention: Mention): boolean {
    const { doc, writtenSiteLabels } = this.context;
    if (writtenSiteLabels.size === 0 || !(doc.tokens[mention.firstToken]!.flags & CAPITAL)) return false;
    const name = joined(tokenNorms(doc.tokens, mention.firstToken, mention.endToken));
    for (const label of writtenSiteLabels) if (matchesDomain(name, label)) return true;
    return false;
  }

  /**
   * A name written in running text: capitalised or oddly spelt, and not a label word. Right after a label that announces
   * options ("**Cheaper alternatives:** Goodbudget"), a word is not opening an ordinary sentence.
   */
  canStandAlone(mention: Mention, afterCueLabel = false): boolean {
    const first = this.context.doc.tokens[mention.firstToken]!;
    if (!(first.flags & CAPITAL) && !isDistinctiveToken(first) && !mention.marked) return false;
    if (this.context.doc.tokens[mention.endToken - 1]!.end - first.start < 2) return false;
    // A lone capitalised word opening a sentence is most often an ordinary word ("Finally, …").
    const single = mention.endToken - mention.firstToken === 1;
    const opening = first.flags & Flag.SentenceStart && !afterCueLabel && !pairsWithName(this.context.doc, mention.firstToken);
    if (opening && single && !mention.marked && !isDistinctiveToken(first)) return false;
    if (mention.slot === Slot.Link && !this.linkNamesItsSite(mention)) return false;
    return !this.isLabel(mention, false);
  }
}
