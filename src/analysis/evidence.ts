import { Flag, LineKind } from './document.js';
import type { AnswerDocument } from './document.js';
import { Slot } from './candidates.js';
import type { Mention } from './candidates.js';
import { mentionText } from './mention.js';
import { GENERIC_LATIN, hasKana, isBilingualName, isChinese, isChineseCommonWord } from './ideographs.js';
import { isChineseMakerBefore } from './chinese-cued-names.js';
import { isGermanDictionaryNoun, isNoGermanWord } from './german-names.js';
import { isNoWordOfLanguage } from './romance-words.js';
import { opensKoreanModel } from './korean-cued-names.js';
import { isKoreanCommonWord } from './korean-words.js';
import { isLabelMention } from './label-evidence.js';
import { Recurrences } from './recurrences.js';
import {
  CAPITAL,
  hasDistinctiveWord,
  isDistinctiveToken,
  isDashCopula,
  isLatinAmongOtherLetters,
  lowercaseWords,
  pairsWithName,
  tokenNorms,
} from './shapes.js';
import type { Entity } from './entities.js';
import { ABSTRACT_NOUN_ENDINGS, ARTICLES, COPULAS, FUNCTION_WORDS } from './lexicon.js';
import { afterOpeningAlso, afterOpeningClause } from './series.js';
import { makesModelAfter } from './japanese-makers.js';

export interface EvidenceContext {
  doc: AnswerDocument;
  /** Languages that capitalise every noun give no evidence by capitals mid-sentence. */
  capitalisesNouns: boolean;
  /** Common nouns take an article as a sentence's subject: a bare word opening one is more likely a name. */
  articleBeforeNouns: boolean;
  /** The answer's language, two letters, lower case ('' when not given). */
  language: string;
  entityOf: Map<Mention, Entity>;
  /** Mentions tied to their entity by maker or product line only. */
  related: ReadonlySet<Mention>;
  /** List heads repeated across lists and written nowhere else: labels (repeated-heads.ts). */
  repeatedLabels: ReadonlySet<Mention>;
  /** Sibling groups (list items, headings, a table's first column) one of whose heads is the brand. */
  brandGroups: ReadonlySet<number>;
  /** Sibling groups one of whose heads opens on the brand as a word of its own (product-lines.ts). */
  brandLedGroups: ReadonlySet<number>;
  /** Names learned from the brand's other answers are the known entities numbered below this. */
  learnedCount: number;
  /** The words of names put forward in one other answer of the brand (AnalyzerOptions.namesPutForwardOnce). */
  namesPutForwardOnce: ReadonlySet<string>;
  /** Names the question puts up to compare or replace (prompt.ts): options when the answer discusses them. */
  promptNames: readonly (readonly string[])[];
  /** The question as asked: words it asks about ("가격이랑 배송 위주로") are its topics, not options. */
  prompt: string;
  /** First labels of the registrable domains cited ("fortuneo" for fortuneo.fr). */
  sourceLabels: ReadonlySet<string>;
  /** Domain label of each Markdown link, by link id. */
  linkLabels: readonly string[];
  /** Domain labels of the bare URLs written in the answer ("rossmann" for https://www.rossmann.pl/promocje). */
  writtenSiteLabels: ReadonlySet<string>;
}

const SLASH = 0x2f;

/** A name in letters alone in brackets: "（Benjamin Moore）", "(JAJU)", "（SUZUKI）", each word capitalised or in capitals. */
const NAME_IN_LETTERS_IN_BRACKETS = /^[(（](?:[A-Z][a-z]+|[A-Z]{2,})(?:[ &.'-]{1,2}[A-Z0-9][\w'-]*)*[)）]/u;
/** What stands before a word opening a clause, spaces aside: a line break, or punctuation ending a sentence or clause. */
const CLAUSE_OPENING = /[\n。，；：！？,;:!?]/u;
const MAX_NAME_IN_LETTERS = 40;
/** Vietnamese and Indonesian write "also" after the subject, as written (with its accent). */
const ALSO_AFTER_NAME = new Set(['cũng', 'juga']);
/** "의" and a product named in quotes: "네네치킨의 '스노윙치킨'". */
const KOREAN_MAKER_OF_QUOTED = /^의\s*['‘"“「][^'’"”」\n]{2,20}['’"”」]/u;

const joined = (words: readonly string[]): string => words.join('').replace(/[^\p{L}\p{N}]/gu, '');

const matchesDomain = (name: string, label: string): boolean => name.length >= 4 && label.startsWith(name);

/** A word of at least four letters before one of the abstract-noun endings, or its plural ("Pagamentos", "Reclamações"). */
const ABSTRACT_NOUN = new RegExp(`^.{4,}(?:(?:${ABSTRACT_NOUN_ENDINGS.join('|')})(?:s|es)?|coes|zioni)$`);

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
    const { doc, sourceLabels, namesPutForwardOnce } = this.context;
    // Put forward in another answer, unless a noun of German ("Fernbus", "Zug"), which that answer may have taken for a name.
    const germanNoun = (mention: Mention): boolean => isGermanDictionaryNoun(this.context, mention);
    if (entity.forms.some((form) => namesPutForwardOnce.has(form.join(' '))) && !entity.mentions.every(germanNoun)) return true;
    let midSentence = 0;
    for (const mention of entity.mentions) {
      const first = doc.tokens[mention.firstToken]!;
      if (this.hasDistinctiveWord(mention)) return true;
      if (isLatinAmongOtherLetters(doc, first)) return true;
      if (first.flags & Flag.Ideograph && isBilingualName(mentionText(doc, mention))) return true;
      if (doc.tokens[mention.endToken - 1]!.flags & Flag.Possessive && !(first.flags & Flag.SentenceStart)) return true;
      const line = doc.lines[first.line]!;
      if (first.flags & Flag.Ideograph) continue;
      if (!(first.flags & Flag.SentenceStart) && first.flags & CAPITAL && line.kind !== LineKind.Heading && !line.boldOnly) midSentence++;
    }
    if (midSentence > 0 && !this.context.capitalisesNouns) return true;
    // In running text: a bold line of its own over a list is a section's title ("**Fullys (vollgefedert)**").
    const inProse = (mention: Mention): boolean => mention.slot === Slot.Prose || mention.slot === Slot.Subject;
    const noWord = (mention: Mention): boolean => isNoGermanWord(this.context, mention) || isNoWordOfLanguage(this.context, mention);
    if (entity.mentions.some((mention) => inProse(mention) && noWord(mention))) return true;
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

  /** Two or more capitalised words with nothing in lower case: "Capital One 360 Checking". */
  hasCapitalizedWords(mention: Mention): boolean {
    let capitals = 0;
    // Ideographs have no case: three of them are no three capitalised words.
    const capital = Flag.Capitalized | Flag.AllCaps | Flag.InnerCapital | Flag.Digit;
    const { tokens } = this.context.doc;
    for (let i = mention.firstToken; i < mention.endToken; i++) {
      const token = tokens[i]!;
      // Where every noun has a capital, nouns joined by "und" or a slash are a phrase ("Installation und Hydraulik").
      if (this.context.capitalisesNouns && i > mention.firstToken && (token.flags & Flag.Lowercase || token.before === SLASH)) return false;
      // … and a determiner opening them is no word of a name ("Mehrere Konten", "Eigenes Auto").
      if (token.flags & capital && !(this.context.capitalisesNouns && FUNCTION_WORDS.has(token.norm))) capitals++;
    }
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
      answer = isLabelMention(this.context, mention, lenient);
      cache.set(mention, answer);
    }
    return answer;
  }

  private isIdeographic(mention: Mention): boolean {
    return (this.context.doc.tokens[mention.firstToken]!.flags & Flag.Ideograph) !== 0;
  }

  /**
   * A single word that reads like a common noun: an abstract-noun ending ("Durability",
   * "Verarbeitung"), the same word written in lower case elsewhere in the answer, or a hangul word
   * the Korean dictionary holds ("가격대"), as Korean has no capitals to tell.
   */
  looksLikeCommonWord(mention: Mention): boolean {
    if (isKoreanCommonWord(mentionText(this.context.doc, mention))) return true;
    if (mention.endToken - mention.firstToken !== 1) return false;
    const token = this.context.doc.tokens[mention.firstToken]!;
    if (!(token.flags & Flag.Capitalized) || token.flags & (Flag.Digit | Flag.InnerCapital)) return false;
    if (ABSTRACT_NOUN.test(token.norm)) return true;
    return lowercaseWords(this.context.doc).has(token.norm);
  }

  /**
   * "芬琳（Tikkurila）来自芬兰", "자주(JAJU)는": a word in a script without capitals that the answer gives its name in letters
   * for, in brackets right after: a maker from abroad, or one known by its name in letters. A common word given its
   * term in English ("能效比（COP）") is none.
   */
  isGivenInLetters(mention: Mention): boolean {
    const { doc } = this.context;
    // Japanese gives the English its loanwords come from ("サブスク（Subscription）"): only Chinese and Korean count.
    if (!this.isIdeographic(mention) || hasKana(doc)) return false;
    const written = mentionText(doc, mention);
    if (isKoreanCommonWord(written) || isChineseCommonWord(written)) return false;
    // It opens its clause, as the subject the sentence weighs: "芬琳（Tikkurila）来自芬兰", "三陽（SYM）緊追在後".
    let before = doc.tokens[mention.firstToken]!.start;
    while (before > 0 && (doc.text[before - 1] === ' ' || doc.text[before - 1] === '\t')) before--;
    if (before > 0 && !CLAUSE_OPENING.test(doc.text[before - 1]!)) return false;
    const end = doc.tokens[mention.endToken - 1]!.end;
    return NAME_IN_LETTERS_IN_BRACKETS.test(doc.text.slice(end, end + MAX_NAME_IN_LETTERS));
  }

  /**
   * "三陽的JET SL，動力…", "네네치킨의 '스노윙치킨'은", "ソニーのα6400", "ティファールの「…」": a Chinese name written before "的" and a model in letters,
   * a Korean one before "의" and a product in quotes or a model in letters ("소니의 BRAVIA 9"), or a Japanese one before "の" and a model, makes that model.
   */
  isMakerOfModel(mention: Mention): boolean {
    const { doc } = this.context;
    const end = doc.tokens[mention.endToken - 1]!.end;
    const after = doc.text.slice(end, end + MAX_NAME_IN_LETTERS);
    if (hasKana(doc)) return makesModelAfter(mentionText(doc, mention), after, this.context.prompt);
    // "YAMAHA 的 EMF", "Anker是全球知名的充电品牌": a name in letters in Chinese text is a maker on the same evidence.
    if (!this.isIdeographic(mention))
      return isChinese(doc) && !GENERIC_LATIN.has(mentionText(doc, mention).toLowerCase()) && isChineseMakerBefore(after.trimStart());
    if (!isChinese(doc)) return KOREAN_MAKER_OF_QUOTED.test(after) || opensKoreanModel(after);
    return isChineseMakerBefore(after);
  }

  /** Lower-case or function words of the same bold span come before the mention: it is a word of a phrase ("**Beim Bezug**"). */
  insideBoldPhrase(mention: Mention): boolean {
    const tokens = this.context.doc.tokens;
    const bold = tokens[mention.firstToken]!.bold;
    for (let i = mention.firstToken - 1; i >= 0 && tokens[i]!.bold === bold; i--) {
      if (tokens[i]!.flags & Flag.Lowercase || FUNCTION_WORDS.has(tokens[i]!.norm)) return true;
    }
    return false;
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
    // "Wildberries — крупнейший маркетплейс": Russian, Ukrainian and Bulgarian write "is" as a dash.
    if (verb?.line === first.line && isDashCopula(this.context.doc, verb)) return (first.flags & Flag.SentenceStart) !== 0;
    if (!verb || verb.line !== first.line || verb.before !== 0) return false;
    // "Auch Viessmann bietet …", "Anche Genertel offre …": after "also" opening the sentence, any verb weighs the name.
    if (verb.flags & Flag.Lowercase && afterOpeningAlso(tokens, mention.firstToken)) return true;
    const written = this.context.doc.text.slice(verb.start, verb.end);
    // "Google Pay cũng đã có mặt", "GrabFood juga menawarkan": "also" right after a name opening its sentence weighs it.
    if (ALSO_AFTER_NAME.has(written) && first.flags & Flag.SentenceStart) return true;
    // Vietnamese "là" is told from French "la" by its accent.
    if (!COPULAS.has(verb.norm) && written !== 'là') return false;
    if (first.flags & Flag.SentenceStart) return true;
    if (first.flags & (Flag.Parenthesized | Flag.Quoted)) return false;
    // "If you mainly want radio, BBC Sounds is …", "If your team lives in Google Ads, Google Analytics 4 is …": after a clause
    // and a comma, the name opens the main clause.
    if (first.before === 0x2c && afterOpeningClause(tokens, mention.firstToken)) return true;
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
    const plainWord =
      !isDistinctiveToken(first) &&
      !isNoGermanWord(this.context, mention) &&
      !isNoWordOfLanguage(this.context, mention) &&
      !isLatinAmongOtherLetters(this.context.doc, first);
    if (opening && single && !mention.marked && plainWord) return false;
    if (mention.slot === Slot.Link && !this.linkNamesItsSite(mention)) return false;
    return !this.isLabel(mention, false);
  }
}
