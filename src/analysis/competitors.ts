import { Slot, isShortHeadingGroup } from './candidates.js';
import type { Mention } from './candidates.js';
import type { Entity } from './entities.js';
import { Evidence } from './evidence.js';
import type { EvidenceContext } from './evidence.js';
import { isFromPlace, isGermanDictionaryNoun, isNoGermanWord } from './german-names.js';
import { isArticledMakerModel, isMakerAfterProduct, isMakerWithModel, isWeighedWithProduct } from './maker-phrases.js';
import { hasKana } from './ideographs.js';
import { isMakersQuotedProduct } from './japanese-makers.js';
import { isJapaneseNameAfterPlace } from './japanese-places.js';
import { isEnglishSubjectOfVerb } from './english-subjects.js';
import { isKoreanPredicateName } from './korean-cued-names.js';
import { isKoreanCommonWord } from './korean-words.js';
import { ARTICLES, INCIDENTAL_NAMES, OFFERING_VERBS, TIER_WORDS } from './lexicon.js';
import { isNoWordOfLanguage } from './romance-words.js';
import { mentionText } from './mention.js';
import { findSeries } from './series.js';
import { headGroupOf, isLabelTail } from './label-tails.js';
import { isBareSingularSubject, isNamedSubject } from './paragraph-subjects.js';
import { findOptionGroups, headingsBetweenNames, linesOfOptionHeads } from './option-groups.js';
import { CAPITAL, NAME_START, isAcronym, isHyphenated, isPrefix, isWordAfter, tokenNorms, wordCount } from './shapes.js';
import { Flag, LineKind } from './document.js';
import type { Token } from './document.js';
import type { Series } from './series.js';

export type { EvidenceContext } from './evidence.js';

export interface CompetitorSelection {
  /** The entities the answer puts forward as options. */
  accepted: Set<Entity>;
  /** List heads found to be labels because the names follow them ("**Best overall** – HubSpot"). */
  labelGroups: number[];
}

/** Chooses the entities the answer puts forward as options. */
export function selectCompetitors(context: EvidenceContext, mentions: readonly Mention[]): CompetitorSelection {
  const evidence = new Evidence(context);
  const optionGroups = findOptionGroups(evidence, mentions);
  const optionLines = linesOfOptionHeads(context, mentions, optionGroups);
  const sandwiched = headingsBetweenNames(evidence, mentions, optionGroups);
  const accepted = new Set<Entity>();
  for (const mention of mentions) {
    const entity = context.entityOf.get(mention)!;
    if (entity.isBrand || accepted.has(entity)) continue;
    if (acceptMention(evidence, mention, entity, optionGroups, optionLines, sandwiched)) accepted.add(entity);
  }
  acceptNamedInPrompt(evidence, mentions, accepted);
  acceptEnumerated(evidence, findSeries(context.doc, mentions), accepted, labelledItems(evidence, mentions, optionGroups));
  // A review site, a shop or a comparison site is incidental, unless the answer heads an option with it ("| Independer |").
  const headsOption = (mention: Mention): boolean => mention.slot <= Slot.TableHeader && optionGroups.has(mention.group);
  for (const entity of accepted) {
    if (entity.known < 0 && INCIDENTAL_NAMES.has(entity.forms[0]!.join(' ')) && !entity.mentions.some(headsOption)) accepted.delete(entity);
  }
  return { accepted, labelGroups: [...optionGroups].filter(isLabelTail).map(headGroupOf) };
}

function acceptMention(
  evidence: Evidence,
  mention: Mention,
  entity: Entity,
  optionGroups: ReadonlySet<number>,
  optionLines: ReadonlySet<number>,
  sandwiched: ReadonlySet<Mention>,
): boolean {
  const first = evidence.context.doc.tokens[mention.firstToken]!;
  if (evidence.context.doc.tokens[mention.endToken - 1]!.end - first.start < 2) return false;
  if (isPlanName(evidence.context.doc.tokens, mention) && entity.known < 0) return false;
  // "エスビー食品の「とろけるカレー」も": the maker is the option, its product in corner brackets is not.
  if (isMakersQuotedProduct(evidence.context.doc, mention, evidence.context.prompt)) return entity.known >= 0;
  // A tail of a list whose heads hold the names is running text.
  if (isLabelTail(mention.group) && !optionGroups.has(mention.group)) return entity.known >= 0;
  switch (mention.slot) {
    case Slot.ListHead:
      return acceptHead(evidence, mention, entity, optionGroups, sandwiched);
    case Slot.Subject:
      // A paragraph's subject among no others weighed alike is a sentence's subject, read as prose.
      if (!optionGroups.has(mention.group)) return acceptProse(evidence, mention, entity);
      return isNamedSubject(evidence, mention, entity);
    case Slot.TableFirstColumn:
    case Slot.TableHeader:
      return acceptHead(evidence, mention, entity, optionGroups, sandwiched);
    case Slot.Bold:
      if (evidence.isLabel(mention, false)) return false;
      // "**분야**와 **결제 방식**에 따라": a common word set in bold is emphasis, not a name.
      if (isKoreanCommonWord(mentionText(evidence.context.doc, mention))) return entity.known >= 0;
      // "Attend Anywhere … (as **NHS Near Me**)": a bold name in brackets is another name or a part of the option before.
      if (first.flags & Flag.Parenthesized) return entity.known >= 0;
      // "1. **Asana** – … the **Approvals** task type": bold words describing an option are its features.
      if (optionLines.has(first.line)) return entity.known >= 0;
      if (evidence.opensLabelledParagraph(mention)) return evidence.isName(entity);
      // "**zwei Wochen**", "**einem Monat**": where every noun has a capital, a noun inside a bold phrase is no name.
      if (evidence.context.capitalisesNouns && evidence.insideBoldPhrase(mention)) return evidence.isName(entity);
      // "achte auf die **Mindestlaufzeit**": a word of the German dictionary set in bold is emphasis, as a phrase is.
      if (isGermanDictionaryNoun(evidence.context, mention)) return evidence.isName(entity);
      return (first.flags & CAPITAL) !== 0 || evidence.isName(entity);
    case Slot.Link:
      return !evidence.isLabel(mention, false) && (entity.known >= 0 || evidence.linkNamesItsSite(mention));
    case Slot.Heading:
      return !evidence.isLabel(mention, false) && evidence.hasDistinctiveWord(mention);
    case Slot.Prose:
      return acceptProse(evidence, mention, entity);
  }
}

function acceptHead(
  evidence: Evidence,
  mention: Mention,
  entity: Entity,
  optionGroups: ReadonlySet<number>,
  sandwiched: ReadonlySet<Mention>,
): boolean {
  // Among headings of options, a heading of several words that no name evidence backs is a section's title ("My Pick").
  if (optionGroups.has(mention.group) && isShortHeadingGroup(mention.group)) {
    const oneWord = wordCount(evidence.context.doc.tokens, mention.firstToken, mention.writtenEnd) === 1;
    return (
      !evidence.isLabel(mention, false) &&
      (evidence.isName(entity) || oneWord || (sandwiched.has(mention) && evidence.hasCapitalizedWords(mention)))
    );
  }
  if (optionGroups.has(mention.group)) return !evidence.isLabel(mention, mention.marked);
  // "- **Pix:** prefira…" among items that are labels: a label too, though a name elsewhere.
  if (evidence.endsOnColon(mention)) return entity.known >= 0;
  // "**송금**" on a bold line of its own, among no options: a common word heads a section.
  if (isKoreanCommonWord(mentionText(evidence.context.doc, mention))) return entity.known >= 0;
  return !evidence.isLabel(mention, false) && evidence.isName(entity);
}

function acceptProse(evidence: Evidence, mention: Mention, entity: Entity): boolean {
  // "“아, 치킨 땡겨요…”": a name learned from other answers, written inside a quotation, may be the word it is spelt as.
  const quotedLearned =
    entity.known >= 0 &&
    entity.known < evidence.context.learnedCount &&
    (evidence.context.doc.tokens[mention.firstToken]!.flags & Flag.Quoted) !== 0;
  if (entity.known >= 0 && !quotedLearned) return true;
  const nameOfItsOwn =
    evidence.hasItsSiteWritten(mention) ||
    evidence.isGivenInLetters(mention) ||
    evidence.isMakerOfModel(mention) ||
    isKoreanPredicateName(evidence.context.doc, mention) ||
    isJapaneseNameAfterPlace(evidence.context.doc, mention);
  if (nameOfItsOwn && !evidence.isLabel(mention, false)) return true;
  // A maker weighed with its product or its origin needs no other name evidence; a sentence's subject does.
  const { context } = evidence;
  const weighedAsMaker =
    isWeighedWithProduct(context, mention) ||
    isFromPlace(context, mention) ||
    isMakerWithModel(context, mention) ||
    isMakerAfterProduct(context, mention) ||
    isArticledMakerModel(context, mention);
  // "Remington bietet günstige Geräte", "Getaround permite …": a sentence opening on a word no dictionary of the answer's
  // language holds and a German singular verb or a Spanish or French verb of offering; or on English capitalised words
  // and a verb of the present ("Credit Karma shows …").
  const bareSubject =
    (isNoGermanWord(context, mention) && isBareSingularSubject(evidence, mention)) ||
    (evidence.hasCapitalizedWords(mention) && isEnglishSubjectOfVerb(context, mention)) ||
    (isNoWordOfLanguage(context, mention) && isOfferingSubject(context, mention));
  if (!weighedAsMaker && !bareSubject && !evidence.isWeighedSubject(mention)) return false;
  const oneName = evidence.hasCapitalizedWords(mention) || isSingleProperWord(evidence, mention);
  return oneName && evidence.canStandAlone(mention) && (weighedAsMaker || evidence.isName(entity));
}

/** "Getaround permite …": a word opening a sentence right before a verb of offering. */
function isOfferingSubject(context: EvidenceContext, mention: Mention): boolean {
  const { tokens } = context.doc;
  return (tokens[mention.firstToken]!.flags & Flag.SentenceStart) !== 0 && isWordAfter(tokens, mention.endToken, OFFERING_VERBS);
}

/**
 * "…, Jow est une application gratuite", "Tefal ist günstig": one capitalised word of letters the sentence weighs as its
 * subject is a name where only names take capitals, and where every noun does, when it is no word of German or English.
 * Not a model ("the i7 is") nor after an article ("the Pixel is"), which make products.
 */
function isSingleProperWord(evidence: Evidence, mention: Mention): boolean {
  const { doc, capitalisesNouns } = evidence.context;
  if (mention.endToken - mention.firstToken !== 1) return false;
  const token = doc.tokens[mention.firstToken]!;
  if ((token.flags & (Flag.Capitalized | Flag.Digit)) !== Flag.Capitalized) return false;
  // Capitals alone spell an acronym or a name, never a German noun ("ABUS", "WMF").
  const acronym = (token.flags & Flag.AllCaps) !== 0 && token.end - token.start >= 3;
  if (capitalisesNouns && !isNoGermanWord(evidence.context, mention) && !acronym) return false;
  const before = doc.tokens[mention.firstToken - 1];
  // "… wie das. Daikin hat …": a word ending the sentence before is no article of this one.
  return before === undefined || before.line !== token.line || (token.flags & Flag.SentenceStart) !== 0 || !ARTICLES.has(before.norm);
}

/** "Pipedrive vs HubSpot?", "alternatives to Zoom?": what the question names and the answer discusses is an option. */
function acceptNamedInPrompt(evidence: Evidence, mentions: readonly Mention[], accepted: Set<Entity>): void {
  const { promptNames, entityOf } = evidence.context;
  if (promptNames.length === 0) return;
  for (const mention of mentions) {
    const entity = entityOf.get(mention)!;
    if (entity.isBrand || accepted.has(entity) || !evidence.canStandAlone(mention)) continue;
    if (entity.forms.some((form) => promptNames.some((name) => isPrefix(name, form) || isPrefix(form, name)))) accepted.add(entity);
  }
}

/**
 * Names enumerated with an option, or after words that announce options, are options too:
 * "look at Pipedrive and Capsule", "providers like Hostinger or IONOS".
 */
function acceptEnumerated(evidence: Evidence, series: readonly Series[], accepted: Set<Entity>, labelledLines: ReadonlySet<number>): void {
  const { context } = evidence;
  const isOption = (member: Mention): boolean => {
    const entity = context.entityOf.get(member)!;
    return (entity.isBrand || accepted.has(entity)) && !context.related.has(member);
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const { members, cued, weakCue, sellerCue, compared, enumerated, subject, cuedAfter } of series) {
      // "小鹏G6、极氪7X都支持…": models enumerated with the ideographic comma, each spelt as only a name is, are options.
      const withOption = members.some(isOption) || (enumerated && members.every((member) => evidence.hasDistinctiveWord(member)));
      // A single example given for a labelled feature ("**CDN:** such as Cloudflare") or
      // after "include" ("plans include Cloudflare") is not an option; an enumeration is.
      // "**Cheaper alternatives:** Goodbudget …": a label that is itself the cue announces options, not a feature.
      const firstToken = context.doc.tokens[members[0]!.firstToken]!;
      // "Main brands: Hisense, …" as "**Cheaper alternatives:** Goodbudget …".
      const labelIsCue = cued && ((context.doc.tokens[members[0]!.firstToken - 1]?.bold ?? -1) >= 0 || firstToken.before === COLON);
      const inLabelledItem = labelledLines.has(firstToken.line) && !labelIsCue;
      const cueCounts = cued && (members.length > 1 || (!inLabelledItem && !weakCue));
      if (!withOption && !compared && !cueCounts && !subject) continue;
      const onlyCued = !compared && !withOption;
      const onlySubject = onlyCued && !cueCounts;
      const afterMakersModel = members.some((member) => isOption(member) && isMakersModel(context, member));
      for (const member of members) {
        const entity = context.entityOf.get(member)!;
        // "Deezer deserves a mention": a word opening its sentence may be a name when the words after it put it forward.
        if (entity.isBrand || accepted.has(entity) || !evidence.canStandAlone(member, labelIsCue || cuedAfter)) continue;
        if (isPlanName(context.doc.tokens, member)) continue;
        // "Pro Suite and Team Max both include …" after a table of plans: a table that holds a name but not as an option says it is none.
        if (onlySubject && entity.mentions.some((other) => isInTable(context, other))) continue;
        // "问界M7、M8、M9", "BMW X3, X5": bare model codes listed after a maker's model are more of its models.
        if (afterMakersModel && isModelCode(context.doc.tokens, member)) continue;
        // After a cue alone, a single capitalised noun proves nothing in German, unless a noun for sellers stands before it;
        // nor does a compound of them ("als Robo-Advisor", "als Preis-Leistungs-Sieger").
        const single = member.endToken - member.firstToken === 1 || isNounCompound(context.doc.tokens, member);
        if (onlyCued && context.capitalisesNouns && !sellerCue && !member.marked && single && !evidence.hasDistinctiveWord(member))
          continue;
        // "Bus und Zug liegen näher beieinander": compared with no option, a single German noun the dictionary holds is a
        // kind of thing, unless the answer sets it apart or names it by other evidence.
        const onlyCompared = compared && !withOption && !cueCounts;
        if (
          onlyCompared &&
          context.capitalisesNouns &&
          !member.marked &&
          single &&
          !isNoGermanWord(context, member) &&
          !isAcronym(context.doc, context.doc.tokens[member.firstToken]!) &&
          !evidence.isName(entity)
        )
          continue;
        // "X100VIがおすすめ": a model in letters and digits a Japanese answer puts forward is its maker's product.
        if (onlyCued && hasKana(context.doc) && hasDigit(context.doc.tokens, member)) continue;
        accepted.add(entity);
        changed = true;
      }
    }
  }
}

const COLON = 0x3a;

const hasDigit = (tokens: readonly Token[], mention: Mention): boolean => {
  for (let i = mention.firstToken; i < mention.endToken; i++) if (tokens[i]!.flags & Flag.Digit) return true;
  return false;
};

const isInTable = (context: EvidenceContext, mention: Mention): boolean =>
  context.doc.lines[context.doc.tokens[mention.firstToken]!.line]!.kind === LineKind.TableRow;

/** "**Premium**", "Copilot Business ($19) and Enterprise ($39)": a plan's name alone is an edition of an option, never one. */
function isPlanName(tokens: readonly Token[], mention: Mention): boolean {
  return mention.endToken - mention.firstToken === 1 && TIER_WORDS.has(tokens[mention.firstToken]!.norm);
}

/** "Robo-Advisor", "Preis-Leistungs-Sieger": capitalised words joined by hyphens, none in capitals alone ("HUK-COBURG"). */
function isNounCompound(tokens: readonly Token[], mention: Mention): boolean {
  for (let i = mention.firstToken; i < mention.endToken; i++) if ((tokens[i]!.flags & NAME_START) !== Flag.Capitalized) return false;
  return isHyphenated(tokens, mention.firstToken, mention.endToken);
}

/** A mention that writes an entity's shorter name and more: "问界M7" for 问界, "BMW X3" for BMW. */
function isMakersModel(context: EvidenceContext, mention: Mention): boolean {
  const words = tokenNorms(context.doc.tokens, mention.firstToken, mention.endToken);
  const entity = context.entityOf.get(mention)!;
  return entity.forms.some((form) => form.length < words.length && isPrefix(form, words));
}

/** "M8", "X5", "P7", "i4": one short token of letters and digits. */
function isModelCode(tokens: readonly Token[], mention: Mention): boolean {
  if (mention.endToken - mention.firstToken !== 1) return false;
  return /^[a-z]{1,2}\d{1,3}[a-z+]?$/.test(tokens[mention.firstToken]!.norm);
}

/** Lines of list items whose head is a label ("**Integrations:** tools like …"). */
function labelledItems(evidence: Evidence, mentions: readonly Mention[], optionGroups: ReadonlySet<number>): Set<number> {
  const lines = new Set<number>();
  for (const mention of mentions) {
    if (mention.slot === Slot.ListHead && !optionGroups.has(mention.group) && evidence.isLabel(mention, false)) {
      lines.add(evidence.context.doc.tokens[mention.firstToken]!.line);
    }
  }
  return lines;
}
