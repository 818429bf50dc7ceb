import { Slot, isShortHeadingGroup } from './candidates.js';
import type { Mention } from './candidates.js';
import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import type { Evidence, EvidenceContext } from './evidence.js';
import { headGroupOf, isLabelTail } from './label-tails.js';
import { PARAGRAPH_SUBJECTS, namedSubjects } from './paragraph-subjects.js';
import { isInHeaderNamedColumn } from './label-evidence.js';

// Which sibling groups (a list's items, a table's rows or columns, headings, paragraph subjects, label tails) hold the
// answer's options rather than labels, judged on the evidence of all their members at once.

const CASED = Flag.Capitalized | Flag.AllCaps | Flag.InnerCapital | Flag.Lowercase;
/** A word of a script without case: neither capitalised nor lower-case, and no number. */
const isCaseless = (token: Token): boolean => (token.flags & (CASED | Flag.Digit)) === 0;

/** Lists, tables and numbered headings whose items are options rather than labels. */
export function findOptionGroups(evidence: Evidence, mentions: readonly Mention[]): Set<number> {
  const groups = new Map<number, Mention[]>();
  for (const mention of mentions) {
    if (mention.group === -1) continue;
    const members = groups.get(mention.group);
    if (members) members.push(mention);
    else groups.set(mention.group, [mention]);
  }
  const optionGroups = new Set<number>();
  // Top-level groups first: a list nested under an option describes that option.
  const ordered = [...groups.values()].sort((a, b) => Number(a[0]!.parent !== null) - Number(b[0]!.parent !== null));
  for (const members of ordered) {
    if (isLabelTail(members[0]!.group)) continue;
    const parent = members[0]!.parent;
    if (parent && (optionGroups.has(parent.group) || evidence.context.entityOf.get(parent)?.isBrand === true)) continue;
    if (isOptionGroup(evidence, members)) optionGroups.add(members[0]!.group);
  }
  for (const [group, tails] of groups) {
    if (!isLabelTail(group) || (tails[0]!.parent && optionGroups.has(tails[0]!.parent.group))) continue;
    const heads = groups.get(headGroupOf(group)) ?? [];
    if (tailsHoldTheNames(evidence, heads, tails)) {
      optionGroups.add(group);
      optionGroups.delete(headGroupOf(group));
    }
  }
  return optionGroups;
}

/** "**Best overall** – HubSpot CRM": the words after the labels are the names when more of them read as names. */
function tailsHoldTheNames(evidence: Evidence, heads: readonly Mention[], tails: readonly Mention[]): boolean {
  const named = (members: readonly Mention[], alone: (member: Mention) => boolean): number =>
    members.filter((member) => {
      const entity = evidence.context.entityOf.get(member)!;
      return !evidence.isLabel(member, false) && (entity.isBrand || evidence.isName(entity) || alone(member));
    }).length;
  const tailNames = named(tails, (tail) => endsItsLine(evidence.context.doc.tokens, tail) && !evidence.looksLikeCommonWord(tail));
  return tailNames >= 2 && tailNames > named(heads, () => false) && isOptionGroup(evidence, tails);
}

/** "- **Cheapest direct:** Tway Air": a tail that is all its line holds after the label, as a name is. */
function endsItsLine(tokens: readonly Token[], tail: Mention): boolean {
  const next = tokens[tail.endToken];
  return next === undefined || next.line !== tokens[tail.firstToken]!.line;
}

/**
 * Items of one list are alike: names among names, labels among labels. Words with no
 * evidence either way count as names unless labels outnumber them.
 */
function isOptionGroup(evidence: Evidence, members: readonly Mention[]): boolean {
  let names = 0;
  let labels = 0;
  for (const member of members) {
    const entity = evidence.context.entityOf.get(member)!;
    // In scripts without capitals, the brand and the names known for it are names however they are spelt ("じゃらんnet"
    // has hiragana, as phrases do).
    const ideographic = (evidence.context.doc.tokens[member.firstToken]!.flags & Flag.Ideograph) !== 0;
    if (ideographic && (entity.isBrand || entity.known >= 0)) names++;
    else if (evidence.isLabel(member, false)) labels++;
    else if (evidence.isName(entity) || evidence.hasCapitalizedWords(member)) names++;
    else if (evidence.looksLikeCommonWord(member)) labels++;
  }
  const unknown = members.length - names - labels;
  if (isShortHeadingGroup(members[0]!.group)) return names >= 2 && names + unknown >= labels;
  if (members[0]!.group === PARAGRAPH_SUBJECTS) {
    const named = namedSubjects(evidence, members);
    return named >= 2 && named > labels;
  }
  const header = members[0]!.slot === Slot.TableHeader;
  const allMarked = members.every((member) => member.marked);
  // Capitals hint at names in unknown words, except where every noun has one and in scripts without case
  // (ideographs, hangul, Arabic, Hebrew, Thai).
  const noCapitalHint =
    evidence.context.capitalisesNouns || members.every((member) => isCaseless(evidence.context.doc.tokens[member.firstToken]!));
  // Without that hint, unknown words are no evidence either way: names must outnumber labels on their own. In a script
  // without case, the brand among the items is the hint instead ("### 2. サカイ引越センター" among "### 1. アート引越センター"),
  // or a header calling the column the names, or bold heads that a dash and a description follow, three names or unknown
  // words at least for each one that reads as a label ("1. **阿宽**——以非油炸面皮出名").
  if (noCapitalHint)
    return (
      names > labels ||
      (!evidence.context.capitalisesNouns && hasNameHint(evidence, members) && names + unknown > labels) ||
      (!evidence.context.capitalisesNouns &&
        names + unknown >= 3 * Math.max(1, labels) &&
        allMarked &&
        !header &&
        members.every((member) => isDashed(evidence.context.doc, member)))
    );
  const unknownSuffice = unknown > 2 * labels && (unknown >= 2 || allMarked) && !header;
  return names + unknown > labels && (names > 0 || unknownSuffice);
}

/**
 * The brand among the items, a header calling the column the names ("| 제품 |"), or three labels or more, each followed
 * by one word and nothing more ("**가격 최우선:** 캠블리"), as names follow the needs they answer.
 */
const hasNameHint = (evidence: Evidence, members: readonly Mention[]): boolean =>
  members.some((member) => evidence.context.entityOf.get(member)!.isBrand) ||
  isInHeaderNamedColumn(evidence.context, members[0]!) ||
  (isLabelTail(members[0]!.group) &&
    members.length >= 3 &&
    members.every((member) => isOneWordLineEnd(evidence.context.doc.tokens, member)));

/**
 * "1. **五谷道场**——主打…", "- **アイシア「金缶」** — 静岡県…": a head a dash follows, as an option's description does; the
 * maker's product in corner brackets may stand between.
 */
function isDashed(doc: AnswerDocument, member: Mention): boolean {
  const end = doc.tokens[member.writtenEnd - 1]!.end;
  return /^(?:[「『][^」』\n]{1,30}[」』])?[^\p{L}\p{N}\n]{0,7}?[—–―]/u.test(doc.text.slice(end, end + 40));
}

/** A tail written as one word that ends its line. */
function isOneWordLineEnd(tokens: readonly Token[], tail: Mention): boolean {
  for (let i = tail.firstToken + 1; i < tail.endToken; i++) if (tokens[i]!.start !== tokens[i - 1]!.end) return false;
  return endsItsLine(tokens, tail);
}

/** Headings of options whose neighbours, the headings before and after, are names by evidence of their own. */
export function headingsBetweenNames(evidence: Evidence, mentions: readonly Mention[], optionGroups: ReadonlySet<number>): Set<Mention> {
  const headings = mentions.filter((mention) => isShortHeadingGroup(mention.group) && optionGroups.has(mention.group));
  const named = (mention: Mention | undefined): boolean =>
    mention !== undefined && evidence.isName(evidence.context.entityOf.get(mention)!) && !evidence.isLabel(mention, false);
  return new Set(
    headings.filter((mention, i) => {
      const group = (k: number): Mention | undefined => (headings[k]?.group === mention.group ? headings[k] : undefined);
      return named(group(i - 1)) && named(group(i + 1));
    }),
  );
}

/** Lines whose list or table head is an option: what else they set in bold describes it. */
export function linesOfOptionHeads(context: EvidenceContext, mentions: readonly Mention[], optionGroups: ReadonlySet<number>): Set<number> {
  const lines = new Set<number>();
  for (const mention of mentions) {
    if ((mention.slot === Slot.ListHead || mention.slot === Slot.TableFirstColumn) && optionGroups.has(mention.group)) {
      lines.add(context.doc.tokens[mention.firstToken]!.line);
    }
  }
  return lines;
}
