import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Line, Token } from './document.js';
import { Slot, isNumberedHeadingGroup, isShortHeadingGroup } from './candidates.js';
import type { Mention } from './candidates.js';
import { mentionText } from './mention.js';
import type { EvidenceContext } from './evidence.js';
import { hasKana, isChinese, isChineseTerm, isIdeographicPhrase } from './ideographs.js';
import { headsQuotedProduct } from './japanese-makers.js';
import { isLabelTail, isSpacedNameLine } from './label-tails.js';
import { isPlaceName, placeKey } from './places.js';
import { contextualPlaces } from './contextual-places.js';
import { dictionaryPlaces } from './romance-words.js';
import {
  CAPITAL,
  hasIdeograph,
  isDistinctiveToken,
  isHyphenated,
  isInCornerBrackets,
  isInItalics,
  isNumber,
  isTightAmpersand,
  tokenNorms,
  wordCount,
} from './shapes.js';
import {
  ABSTRACT_NOUN_ENDINGS,
  ADVICE_WORDS,
  AND_WORDS,
  ARTICLES,
  CALENDAR_WORDS,
  FOR_WORDS,
  FUNCTION_WORDS,
  INDEFINITE_ARTICLES,
  LABEL_WORDS,
  SALES_EVENTS,
} from './lexicon.js';
import { CJK_ADVICE_HEADING_ENDINGS, IDEOGRAPHIC_LABELS } from './cjk-lexicon.js';
import { isProductLineHead } from './product-lines.js';

// What makes the words of a mention a label rather than a name: section and feature labels, amounts, places, dates,
// questions, German compound nouns and descriptions. Evidence (evidence.ts) asks and keeps the answers.

/** A day or a year, ordinal endings included: "1er", "3rd", "2026", "15.". */
const DATE_NUMBER = /^\d{1,4}(?:st|nd|rd|th|er|re|e|eme|o|a|º|ª|\.)?$/;
/** The same endings, plural forms included ("Integrationen", "Einschätzungen"). */
const INFLECTED_ABSTRACT_NOUN = new RegExp(`^.{3,}(?:${ABSTRACT_NOUN_ENDINGS.join('|')})(?:en|n|e|s)?$`);

/** An adjective's suffix (-isch, -lich, -ig, -al, -iv, -iell, superlative -st, participle -end) and its inflection: "klassischer", "bester", "fehlende". */
const INFLECTED_ADJECTIVE = /^.{2,}(?:isch|lich|ig|bar|sam|haft|al|iv|iell|uell|nell|st|end)(?:e|er|es|en|em)$/;

/** A number, alone or with a unit or ordinal ending: "5GB", "30k", "500mL", "1st" — not "20i" or "3Trolle". */
const MEASURE =
  /^\d[\d.,]*(?:k|m|bn|b|kb|mb|gb|tb|g|mg|kg|km|cm|mm|ms|s|h|hz|khz|mhz|ghz|w|wh|kw|kwh|mah|v|p|fps|l|ml|cl|dl|oz|lb|lbs|mbps|gbps|st|nd|rd|th|x)?$/;
/** A number with a currency or a unit of amount after it. */
const PRICE = /\d\s*(?:円|元|万|원|€|\$|£|¥|%|zł|kr\b|GB\b|MB\b|TB\b)|[€$£¥]\s*\d/i;

const isGenericWord = (token: Token): boolean =>
  token.norm === '&' ||
  AND_WORDS.has(token.norm) ||
  LABEL_WORDS.has(token.norm) ||
  FUNCTION_WORDS.has(token.norm) ||
  CALENDAR_WORDS.has(token.norm) ||
  isNumber(token);

/**
 * "Preis-Leistung", "Smart-Home-Integrationen": where every noun has a capital, a hyphenated word ending on an
 * abstract noun is a compound noun; names end on a name ("Mercedes-Benz", "Harley-Davidson").
 */
function isCompoundNoun(context: EvidenceContext, mention: Mention): boolean {
  const { text, tokens } = context.doc;
  const last = tokens[mention.endToken - 1]!;
  if (mention.endToken - mention.firstToken < 2 || text[last.start - 1] !== '-') return false;
  return isHyphenated(tokens, mention.firstToken, mention.endToken) && INFLECTED_ABSTRACT_NOUN.test(last.norm);
}

/**
 * "Klassischer Wärmepumpentarif", "Dynamischer Tarif", "Günstigster Anbieter": where every noun has a capital, an inflected
 * adjective opening a phrase of nouns makes it a description; names open on a name ("Green Planet Energy", "Deutsche Bank").
 */
function opensOnAdjective(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  if (mention.writtenEnd - mention.firstToken < 2) return false;
  const first = tokens[mention.firstToken]!;
  return (first.flags & (Flag.Capitalized | Flag.InnerCapital | Flag.AllCaps)) === Flag.Capitalized && INFLECTED_ADJECTIVE.test(first.norm);
}

/**
 * "ein **Sonderkündigungsrecht**", "einen separaten **Wärmepumpentarif**": where every noun has a capital, a noun after
 * an indefinite article (and its adjective) is a thing of a kind; names take none.
 */
function followsIndefiniteArticle(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  const line = tokens[mention.firstToken]!.line;
  let index = mention.firstToken - 1;
  if (index >= 0 && tokens[index]!.line === line && tokens[index]!.flags & Flag.Lowercase && !INDEFINITE_ARTICLES.has(tokens[index]!.norm))
    index--;
  return index >= 0 && tokens[index]!.line === line && INDEFINITE_ARTICLES.has(tokens[index]!.norm);
}

/** "die Auxilia aus München", "Möbel aus Holz": where every noun has a capital, a single word after "aus" is a place or a material. */
function followsOrigin(context: EvidenceContext, mention: Mention): boolean {
  const before = context.doc.tokens[mention.firstToken - 1];
  return (
    mention.endToken - mention.firstToken === 1 && before?.norm === 'aus' && before.line === context.doc.tokens[mention.firstToken]!.line
  );
}

const CLAUSE_INSIDE = /[，、；]/u;
const LONG_IDEOGRAPH_RUN = /\p{Script=Han}{10}/u;

export function isLabelMention(context: EvidenceContext, mention: Mention, lenient: boolean): boolean {
  const tokens = context.doc.tokens;
  const first = tokens[mention.firstToken]!;
  const second = mention.firstToken + 1 < mention.writtenEnd ? tokens[mention.firstToken + 1] : undefined;
  if (wordCount(tokens, mention.firstToken, mention.writtenEnd) > (mention.marked ? 8 : 6)) return true;
  // A known name is a name however often it heads a list ("**クックパッド**" under the options, "…ならクックパッド" in the summary).
  if (isQuestionHead(context, mention) || (context.repeatedLabels.has(mention) && context.entityOf.get(mention)!.known < 0)) return true;
  // "como *Os Outros* e *Justiça*": a title of a work, or a word stressed.
  if (isInItalics(context.doc, mention.firstToken, mention.writtenEnd) && context.entityOf.get(mention)!.known < 0) return true;
  const spacedName =
    (isLabelTail(mention.group) && isSpacedNameLine(context.doc, mention.firstToken, mention.writtenEnd)) ||
    isInHeaderNamedColumn(context, mention) ||
    // "### 1. LG 퓨리케어 펫 공기청정기" among numbered headings holding the brand: spaced words there are a product's name.
    // In Japanese, unnumbered ones too ("### みんな電力"); unnumbered Korean headings are phrases as often ("이렇게 고르세요").
    // "| 項目 | スシロー | くら寿司 |": a table's header that holds the brand sets names beside it.
    ((isNumberedHeadingGroup(mention.group) ||
      (isShortHeadingGroup(mention.group) && hasKana(context.doc)) ||
      mention.slot === Slot.TableHeader) &&
      context.brandGroups.has(mention.group)) ||
    (mention.slot === Slot.ListHead && context.brandLedGroups.has(mention.group) && isProductLineHead(writtenText(context, mention))) ||
    // "「金沢まいもん寿司」は": a quoted topic (japanese-predicates.ts) is the name it quotes, kana and all.
    (mention.slot === Slot.Subject && isInCornerBrackets(tokens, mention.firstToken, mention.endToken)) ||
    // "**いなば「CIAO」**": the maker of a product in corner brackets.
    headsQuotedProduct(tokens, mention);
  if (hasIdeograph(tokens, mention.firstToken, mention.writtenEnd) && !spelledInLettersAfter(context, mention) && !spacedName) {
    const written = writtenText(context, mention);
    if (isIdeographicPhrase(written) || (isChinese(context.doc) && isChineseTerm(written))) return true;
    // "金标生抽、味极鲜", "晒制工艺，酱香浓郁", "一二线城市超市铺货较少": a comma inside, or a run no name is as long as, is a phrase.
    if (CLAUSE_INSIDE.test(written) || LONG_IDEOGRAPH_RUN.test(written)) return true;
  }
  if (isQuantity(context, mention) || isPlace(context, mention) || isDate(context, mention)) return true;
  // "choose the **ecosystem**": a lower-case word after an article is a common noun ("folk" alone may be a name).
  if (mention.endToken - mention.firstToken === 1 && first.flags & Flag.Lowercase && !isDistinctiveToken(first)) {
    const before = tokens[mention.firstToken - 1];
    if (before && before.line === first.line && ARTICLES.has(before.norm)) return true;
  }
  if (
    context.capitalisesNouns &&
    (isCompoundNoun(context, mention) ||
      opensOnAdjective(context, mention) ||
      followsIndefiniteArticle(context, mention) ||
      followsOrigin(context, mention))
  ) {
    return true;
  }
  // "Vergleichen Sie Angebote", "Prüfen Sie …": a verb and the polite pronoun open an instruction.
  if (context.capitalisesNouns && second?.norm === 'sie' && (second.flags & Flag.Capitalized) !== 0) return true;
  const tableOfNames = lenient && mention.slot !== Slot.ListHead && first.flags & Flag.Capitalized && !FUNCTION_WORDS.has(first.norm);
  if (hasOnlyGenericWords(context, mention) && !(first.flags & Flag.InnerCapital) && !tableOfNames) return true;
  if (second && LABEL_WORDS.has(first.norm) && FOR_WORDS.has(second.norm)) return true;
  // "Allgemeine Tipps", "Bespaartips": advice, written apart or as the end of a compound.
  const last = tokens[mention.writtenEnd - 1]!.norm;
  if (isAdviceWord(last)) return true;
  // "## Spartipps", then "1. **Früh buchen:** …": the items under a heading of advice are pieces of advice.
  if (mention.slot === Slot.ListHead && underAdviceHeading(context.doc, first.line)) return true;
  if (FUNCTION_WORDS.has(first.norm) && !(first.flags & Flag.AllCaps) && !(second && second.flags & CAPITAL)) return true;
  if (lenient) return false;
  return (mention.trimmed || mention.innerLowercase) && !isDistinctiveToken(first);
}

const isAdviceWord = (norm: string): boolean => ADVICE_WORDS.has(norm) || /.{3}tipp?s$/.test(norm);

/** A heading ending on a word of advice, or in the scripts written without spaces, on one of their words of advice. */
function titlesAdvice(doc: AnswerDocument, line: Line): boolean {
  const last = doc.tokens[line.endToken - 1]!;
  if (isAdviceWord(last.norm)) return true;
  if (!(last.flags & Flag.Ideograph)) return false;
  const text = doc.text.slice(doc.tokens[line.firstToken]!.start, last.end);
  return CJK_ADVICE_HEADING_ENDINGS.some((ending) => text.endsWith(ending));
}

/**
 * The nearest heading (or line in bold alone) above the line ends on a word of advice: "## Spartipps". Worked out for
 * every line in one pass, on first use.
 */
function underAdviceHeading(doc: AnswerDocument, line: number): boolean {
  if (!doc.memo.underAdvice) {
    const underAdvice = new Uint8Array(doc.lines.length);
    let advice = 0;
    doc.lines.forEach((current, at) => {
      underAdvice[at] = advice;
      if (current.kind === LineKind.Heading || (current.kind === LineKind.Paragraph && current.boldOnly))
        advice = current.endToken > current.firstToken && titlesAdvice(doc, current) ? 1 : 0;
    });
    doc.memo.underAdvice = underAdvice;
  }
  return doc.memo.underAdvice[line] === 1;
}

/** A cell of a table column its header calls the names ("| 제품 |"): the column the rows' names stand in. */
export const isInHeaderNamedColumn = (context: EvidenceContext, mention: Mention): boolean =>
  mention.slot === Slot.TableFirstColumn && context.doc.memo.headerNamedRows?.has(context.doc.tokens[mention.firstToken]!.line) === true;

/** "5GB", "1〜2GB", "20GB前後", "30k": an amount heads the item, not a name ("3Trolle" and "1Password" are spelt on). */
function isQuantity(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  // A price or amount anywhere in it: "基本料0円", "Basic 9 €", "최대 3만원".
  if (PRICE.test(writtenText(context, mention))) return true;
  if (isUnitAfterNumber(context, mention)) return true;
  if (!MEASURE.test(tokens[mention.firstToken]!.norm) || isNumberAndCapitals(context, tokens[mention.firstToken]!)) return false;
  for (let i = mention.firstToken + 1; i < mention.writtenEnd; i++) {
    const token = tokens[i]!;
    // "1&1": numbers joined by an ampersand are a name.
    if (isTightAmpersand(context.doc, token)) return false;
    if (token.flags & (Flag.Capitalized | Flag.InnerCapital) && !MEASURE.test(token.norm)) return false;
  }
  return true;
}

/** Units of measure written apart from their number: "11 kW", "256 GB", "3 GHz". */
const UNIT = /^(?:bn|kb|mb|gb|tb|mg|kg|km|cm|mm|ms|hz|khz|mhz|ghz|wh|kw|kwh|mah|fps|ml|cl|dl|oz|lb|lbs|mbps|gbps)$/;
/** Currencies by their ISO code ("7'258 CHF", "500 EUR"), and abbreviations answers write ("500 TL", "20 Kč", "300 Ft"). */
const CURRENCIES: ReadonlySet<string> = new Set([
  ...Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()),
  ...['tl', 'rm', 'rp', 'kc', 'ft', 'zl', 'lei'],
]);

/** "7'258 CHF", "500 TL", "11 kW": a currency or a unit right after a number is the amount's, never a name. */
function isUnitAfterNumber(context: EvidenceContext, mention: Mention): boolean {
  if (mention.endToken - mention.firstToken !== 1) return false;
  const token = context.doc.tokens[mention.firstToken]!;
  if (!UNIT.test(token.norm) && !CURRENCIES.has(token.norm)) return false;
  return /\d[\s\u00a0]?$/.test(context.doc.text.slice(Math.max(0, token.start - 2), token.start));
}

/** Units written in lower case only: "29CM" is a name, as "29cm" is a length. */
const LOWER_CASE_UNIT = /\d(?:cm|mm|km|kg|g|m|s|h|ms|st|nd|rd|th)$/;

const isNumberAndCapitals = (context: EvidenceContext, token: Token): boolean =>
  (token.flags & Flag.AllCaps) !== 0 && LOWER_CASE_UNIT.test(token.norm) && /[A-Z]/.test(context.doc.text.slice(token.start, token.end));

/** "1er septembre 2026", "March 3rd", "15. Oktober": a month or weekday with day or year numbers; or a sales event ("Black Friday"). */
function isDate(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  if (SALES_EVENTS.has(tokenNorms(tokens, mention.firstToken, mention.writtenEnd).join(' '))) return true;
  let calendar = false;
  for (let i = mention.firstToken; i < mention.writtenEnd; i++) {
    const norm = tokens[i]!.norm;
    if (CALENDAR_WORDS.has(norm)) calendar = true;
    else if (!DATE_NUMBER.test(norm) && !FUNCTION_WORDS.has(norm)) return false;
  }
  return calendar && mention.writtenEnd - mention.firstToken > 1;
}

/** A country or region alone, unless the brand's own or a known competitor's name spells it. */
function isPlace(context: EvidenceContext, mention: Mention): boolean {
  const entity = context.entityOf.get(mention);
  if (entity && (entity.isBrand || entity.known >= 0)) return false;
  const text = mentionText(context.doc, mention);
  if (isPlaceName(text)) return true;
  const contextual = contextualPlaces(context.doc);
  const dictionary = dictionaryPlaces(context.doc, context.language);
  // Most answers write no place where only a place can stand: then no key is worked out.
  if (contextual.size === 0 && dictionary.size === 0) return false;
  const key = placeKey(text);
  return contextual.has(key) || dictionary.has(key);
}

function writtenText(context: EvidenceContext, mention: Mention): string {
  const { doc } = context;
  return doc.text.slice(doc.tokens[mention.firstToken]!.start, doc.tokens[mention.writtenEnd - 1]!.end);
}

/** "**Mostly outbound calling?** Close.": a question heads a list item, not a name. */
function isQuestionHead(context: EvidenceContext, mention: Mention): boolean {
  if (mention.slot === Slot.Prose || mention.slot === Slot.Subject || mention.slot === Slot.Bold || mention.slot === Slot.Link)
    return false;
  const { doc } = context;
  const written = doc.text.slice(doc.tokens[mention.firstToken]!.start, doc.tokens[mention.writtenEnd - 1]!.end + 2);
  return written.includes('?') || written.includes('？');
}

/** Label words, function words, dates and numbers only: "Key takeaways", "Price", "価格". */
function hasOnlyGenericWords(context: EvidenceContext, mention: Mention): boolean {
  const tokens = context.doc.tokens;
  let ideographs = '';
  let generic = true;
  for (let i = mention.firstToken; i < mention.endToken; i++) {
    const token = tokens[i]!;
    if (token.flags & Flag.Ideograph) ideographs += token.norm;
    else if (token.flags & Flag.Joined && token.flags & Flag.Lowercase) continue;
    else if (!isGenericWord(token) || isTightAmpersand(context.doc, token)) generic = false;
  }
  return ideographs ? IDEOGRAPHIC_LABELS.has(ideographs) : generic;
}

/** "네이버 웹툰(NAVER WEBTOON)", "리디(RIDI)": a name of a script without capitals given in capitals in brackets after it. */
function spelledInLettersAfter(context: EvidenceContext, mention: Mention): boolean {
  const { text, tokens } = context.doc;
  return /^\*{0,2}\s?[(（]\s?[A-Z][A-Za-z0-9]*(?:[ .&-][A-Za-z0-9]+)*\s?[)）]/.test(
    text.slice(tokens[mention.writtenEnd - 1]!.end, tokens[mention.writtenEnd - 1]!.end + 40),
  );
}
