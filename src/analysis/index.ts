import { addWordsBeforeBrackets, findMentions, Slot } from './candidates.js';
import type { Mention } from './candidates.js';
import { selectCompetitors } from './competitors.js';
import type { CompetitorSelection } from './competitors.js';
import { Flag, parseAnswer } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { groupMentions } from './entities.js';
import { pushMention } from './mention.js';
import { namesPutUpByPrompt } from './prompt.js';
import type { PromptName } from './prompt.js';
import type { Entity } from './entities.js';
import { NameMatcher } from './matcher.js';
import { declines } from './names.js';
import { hangulWordEnd } from './particles.js';
import type { NameSpan } from './matcher.js';
import { countOccurrences, isShortenedSubject } from './occurrences.js';
import { addChineseCuedNames } from './chinese-cued-names.js';
import { addChineseEnumerations } from './chinese-enumerations.js';
import { addKoreanCuedNames } from './korean-cued-names.js';
import { addKoreanEnumerations } from './korean-enumerations.js';
import { repeatedLabelHeads } from './repeated-heads.js';
import { SpanCover } from './span-cover.js';
import { tokenNorms } from './shapes.js';
import { competitorDomain } from './competitor-domains.js';
import { KnownCompetitors } from './known-competitors.js';
import { addJapaneseMakersOfModels } from './japanese-makers.js';
import { addJapaneseNamesAfterPlaces } from './japanese-places.js';
import { standsAsWordInProse } from './tentative-names.js';
import { groupsLedByBrand } from './product-lines.js';
import type { AnalyzerOptions, AnswerAnalysis, AnswerInput, BrandConfig } from './types.js';
import { collectSources, findTextUrls, registrableDomain } from './urls.js';

export type { AnalyzerOptions, AnswerAnalysis, AnswerInput, BrandConfig, CompetitorResult, TrackedCompetitor } from './types.js';
export type { Source } from './urls.js';
export { normalizeUrl, registrableDomain } from './urls.js';
export { competitorKey } from './text.js';

export interface Analyzer {
  analyze(input: AnswerInput): AnswerAnalysis;
}

const BRAND = 0;

/**
 * Only the first 200,000 characters of an answer are analysed: providers cap answers well
 * below that (about 16k output tokens), so only a runaway or hostile answer is cut.
 */
export const MAX_ANALYSED_CHARS = 200_000;

/** German and Luxembourgish write every noun with a capital. */
const NOUN_CAPITALISING_LANGUAGES = new Set(['de', 'lb']);
/**
 * Languages whose common nouns take an article before them as a sentence's subject ("The library is …", "La biblioteca
 * es …"), unlike those without articles (pl, cs, fi) or with the article written onto the noun (sv, da, nb: "Biblioteken").
 */
const ARTICLE_BEFORE_NOUN_LANGUAGES = new Set(['en', 'fr', 'es', 'it', 'pt', 'ca', 'nl']);

/** A name's words as the analysis writes an entity's forms: "Zoho CRM" → "zoho crm". */
function nameWords(name: string): string {
  const doc = parseAnswer(name, findTextUrls(name));
  return tokenNorms(doc.tokens, 0, doc.tokens.length).join(' ');
}

const domainLabel = (domain: string | null): string => (domain ? domain.split('.')[0]!.replace(/[^\p{L}\p{N}]/gu, '') : '');

/** Builds the name automata for one brand once; `analyze` then runs on every answer. */
export function createAnalyzer(brand: BrandConfig, options: AnalyzerOptions = {}): Analyzer {
  const known = new KnownCompetitors(options);
  const namesPutForwardOnce = new Set((options.namesPutForwardOnce ?? []).map(nameWords).filter(Boolean));
  // One automaton for every known name: the brand with its aliases is entity 0, known competitors follow.
  const names = new NameMatcher([[brand.name, ...brand.aliases], ...known.spellings]);
  const brandDomain = brand.domain ? registrableDomain(brand.domain) : null;

  return {
    analyze(input: AnswerInput): AnswerAnalysis {
      const answer = (input.answer ?? '').slice(0, MAX_ANALYSED_CHARS);
      const textUrls = findTextUrls(answer);
      const sources = collectSources(textUrls, input.citations ?? []);
      const doc = parseAnswer(answer, textUrls);
      const found = names.find(doc);
      const language = input.language?.slice(0, 2).toLowerCase() ?? '';
      const capitalisesNouns = NOUN_CAPITALISING_LANGUAGES.has(language);
      const brandSpans = found.filter((span) => span.owner === BRAND);
      const brandCover = new SpanCover(doc.tokens.length, brandSpans);
      const knownSpans = found
        .filter((span) => span.owner !== BRAND && !brandCover.find(span.firstToken, span.endToken))
        .map((span) => ({ ...span, owner: span.owner - 1 }))
        .filter((span) => !known.isTentative(span.owner) || standsAsWordInProse(doc, span));
      const promptNames = namesPutUpByPrompt(input.prompt, capitalisesNouns, language);
      knownSpans.push(...promptNameSpans(doc, promptNames, known.spellings.length, brandCover, knownSpans));
      const select = (mentions: Mention[]): CompetitorSelection => {
        const { entityOf, related } = groupMentions(doc, mentions, brandSpans, knownSpans);
        return selectCompetitors(
          {
            doc,
            capitalisesNouns,
            articleBeforeNouns: ARTICLE_BEFORE_NOUN_LANGUAGES.has(language),
            language,
            entityOf,
            related,
            repeatedLabels: repeatedLabelHeads(doc, mentions),
            brandGroups: groupsOfBrand(mentions, brandCover),
            brandLedGroups: groupsLedByBrand(doc.tokens, mentions, brandCover),
            learnedCount: known.learnedCount,
            namesPutForwardOnce,
            promptNames: promptNames.map((name) => name.words),
            prompt: input.prompt ?? '',
            sourceLabels: new Set(sources.map((source) => domainLabel(source.domain)).filter(Boolean)),
            linkLabels: textUrls.filter((url) => url.textStart >= 0).map((url) => domainLabel(registrableDomain(url.url))),
            writtenSiteLabels: new Set(textUrls.filter((url) => url.textStart < 0).map((url) => domainLabel(registrableDomain(url.url)))),
          },
          mentions,
        );
      };
      const nameSpans = [...brandSpans, ...knownSpans];
      // Mentions the answer's structure gives, then those each script's prose gives, each step adding to the last.
      const steps: Array<(found: Mention[]) => Mention[]> = [
        (found) => addWordsBeforeBrackets(doc, found),
        (found) => addChineseEnumerations(doc, found, nameSpans),
        (found) => addChineseCuedNames(doc, found),
        (found) => addJapaneseMakersOfModels(doc, found, input.prompt ?? ''),
        (found) => addJapaneseNamesAfterPlaces(doc, found),
        (found) => addKoreanCuedNames(doc, found),
        (found) => addKoreanEnumerations(doc, found, nameSpans),
      ];
      const mentions = steps.reduce((found, step) => step(found), withNameMentions(doc.tokens, findMentions(doc, nameSpans), nameSpans));
      let selection = select(mentions);
      if (selection.labelGroups.length > 0) {
        // Labels found: leave them out and group again, so no name is taken as a word of its label.
        const labels = new Set(selection.labelGroups);
        selection = select(mentions.filter((mention) => !labels.has(mention.group)));
      }
      const chosen = [...selection.accepted].filter((entity) => !known.isIgnored(entity));
      const occurrences = countOccurrences(doc, chosen);
      const brandFirst = brandSpans[0]?.firstToken ?? -1;
      const ranked = chosen.map((entity) => ({ entity, ...occurrences.get(entity)! })).sort((a, b) => a.first - b.first);
      const competitorsBeforeBrand = ranked.filter((entry) => entry.first < brandFirst).length;
      return {
        brandMentioned: brandSpans.length > 0,
        mentionCount: brandSpans.length,
        brandSpans: brandSpans.flatMap((span) => [doc.tokens[span.firstToken]!.start, doc.tokens[span.endToken - 1]!.end]),
        brandPosition: brandSpans.length > 0 ? competitorsBeforeBrand + 1 : null,
        competitors: ranked.map((entry, index) => {
          const canonical = known.canonicalName(entry.entity);
          return {
            name: canonical ?? displayName(doc, entry.entity),
            position: index + 1 + (brandFirst >= 0 && entry.first > brandFirst ? 1 : 0),
            mentionCount: entry.count,
            spans: entry.spans,
            domain: competitorDomain(doc, entry.entity, canonical ? [canonical] : [], textUrls, sources),
          };
        }),
        sources,
        brandDomainCited: brandDomain !== null && sources.some((source) => source.domain === brandDomain),
      };
    },
  };
}

/** The sibling groups whose heads include the brand: "### 4. 코웨이 공기청정기" among the products weighed. */
function groupsOfBrand(mentions: readonly Mention[], brandCover: SpanCover<NameSpan>): Set<number> {
  const groups = new Set<number>();
  for (const mention of mentions) {
    if (mention.group !== -1 && brandCover.find(mention.firstToken, mention.endToken)) groups.add(mention.group);
  }
  return groups;
}

/**
 * Where the answer writes a name the question puts up ("Is Dropbox still worth it?", "alternatives to Salesforce"):
 * known for this answer, wherever written, numbered after the known competitors.
 */
function promptNameSpans(
  doc: AnswerDocument,
  names: readonly PromptName[],
  firstOwner: number,
  brandCover: SpanCover<NameSpan>,
  knownSpans: readonly NameSpan[],
): NameSpan[] {
  // Names of a series are taken where the answer writes them as names (competitors.ts); a weighed one wherever written.
  const alone = names.filter((name) => name.weighedAlone);
  if (alone.length === 0) return [];
  const spellings = alone.map(({ written }) => [written]);
  const knownCover = new SpanCover(doc.tokens.length, knownSpans);
  return (
    new NameMatcher(spellings)
      .find(doc)
      .filter((span) => !brandCover.find(span.firstToken, span.endToken) && !knownCover.find(span.firstToken, span.endToken))
      // "알리" in the question is the answer's "알리익스프레스": a short form the answer writes on.
      .map((span) => ({ ...span, endToken: hangulWordEnd(doc, span.firstToken, span.endToken), owner: firstOwner + span.owner }))
  );
}

/**
 * The brand or a known name found where no mention was seen becomes a mention of its own; a mention that writes only
 * the start of one ("SBI" of "SBI証券", where capitals end at the kanji) is taken to its end.
 */
function withNameMentions(tokens: readonly Token[], mentions: Mention[], spans: readonly NameSpan[]): Mention[] {
  const extra: Mention[] = [];
  const extended = new Map<Mention, Mention>();
  const mentionCover = new SpanCover(tokens.length, mentions);
  for (const span of spans) {
    const covering = mentionCover.find(span.firstToken, span.endToken);
    if (covering && covering.firstToken === span.firstToken && covering.writtenEnd < span.endToken) {
      extended.set(covering, { ...covering, endToken: span.endToken, writtenEnd: span.endToken });
    } else if (covering && covering.firstToken < span.firstToken && tokens[covering.firstToken]!.flags & Flag.Ideograph) {
      // "**송금 편의성은 카카오페이**": without capitals to end a name, the known name inside a phrase is the name.
      extended.set(covering, { ...covering, firstToken: span.firstToken, endToken: span.endToken, writtenEnd: span.endToken });
    } else if (!covering) pushMention(tokens, span.firstToken, span.endToken, Slot.Prose, -1, extra, false, false);
  }
  if (extra.length === 0 && extended.size === 0) return mentions;
  return [...mentions.map((mention) => extended.get(mention) ?? mention), ...extra].sort((a, b) => a.firstToken - b.firstToken);
}

/** Marks that end the phrase a word stands in: after one, an "’s" owns nothing ("**McDonald’s** –", "Habib’s."). */
const PHRASE_END = new Set([...',.;:!?)]–—-*|、。，'].map((mark) => mark.charCodeAt(0)));

/** The entity's name as first written, without Markdown emphasis; in its base form where the answer writes that too. */
function displayName(doc: AnswerDocument, entity: Entity): string {
  const declined = (mention: Mention): boolean => {
    if (mention.endToken - mention.firstToken !== 1) return false;
    const word = doc.tokens[mention.firstToken]!.norm;
    return entity.forms.some((form) => form.length === 1 && form[0] !== word && declines(word, form[0]!));
  };
  const candidates = entity.mentions.filter((mention) => !declined(mention) && !isShortenedSubject(doc, entity, mention));
  const mention = (candidates.length > 0 ? candidates : entity.mentions).reduce((earliest, next) =>
    next.firstToken < earliest.firstToken ? next : earliest,
  );
  const end = mention.slot === Slot.ListHead || mention.slot === Slot.TableFirstColumn ? mention.writtenEnd : mention.endToken;
  const last = doc.tokens[end - 1]!;
  // "**McDonald’s** –", "Habib’s.": the "’s" is the name's own where the answer never writes the name without it, and
  // once at least no word follows it as what it would own ("HubSpot's mobile app").
  const possessive = (written: Mention): boolean => (doc.tokens[written.endToken - 1]!.flags & Flag.Possessive) !== 0;
  const ownsNothing = (written: Mention): boolean => {
    const next = doc.tokens[written.endToken];
    return !next || next.line !== doc.tokens[written.endToken - 1]!.line || PHRASE_END.has(next.before);
  };
  const ownsItsS = last.flags & Flag.Possessive && entity.mentions.every(possessive) && entity.mentions.some(ownsNothing);
  return doc.text
    .slice(doc.tokens[mention.firstToken]!.start, ownsItsS ? last.end + 2 : last.end)
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
