import type { TokenAutomaton } from './automaton.js';
import { Flag, LineKind } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { CALENDAR_WORDS, INDEFINITE_ARTICLES, PRODUCT_WORDS } from './lexicon.js';
import { buildNameAutomaton, nameTokens } from './names.js';
import { lowercaseWords } from './shapes.js';

export interface NameSpan {
  /** Which entity the span names. */
  owner: number;
  firstToken: number;
  endToken: number;
}

const ODD_SPELLING = Flag.InnerCapital | Flag.Digit | Flag.Domain | Flag.Ideograph;

interface NameForm {
  /** A single word spelt like an ordinary one ("Chime", "ANS"): in lower case it is that word. */
  wordLike: boolean;
  /** A single capitalised ordinary-looking word ("Chime", "Notion") that could also start a sentence. */
  ambiguous: boolean;
  /** The brand writes this form in lower case ("folk", "beehiiv"). */
  lowercase: boolean;
  calendarWord: boolean;
}

function describeForm(name: string): NameForm {
  const tokens = nameTokens(name);
  const only = tokens.length === 1 ? tokens[0]! : undefined;
  const wordLike = only !== undefined && !(only.flags & ODD_SPELLING);
  return {
    wordLike,
    ambiguous: wordLike && !(only.flags & Flag.AllCaps),
    lowercase: tokens.length > 0 && (tokens[0]!.flags & Flag.Lowercase) !== 0,
    calendarWord: only !== undefined && CALENDAR_WORDS.has(only.norm),
  };
}

/**
 * Finds known names (the tracked brand with its aliases, competitors learned earlier) in
 * answers with one automaton, built once and reused for every answer.
 */
export class NameMatcher {
  private readonly automaton: TokenAutomaton<number>;
  private readonly forms: NameForm[];
  private readonly owners: number[];

  /** Each entry lists the spellings of one entity; matches report the entry's index. */
  constructor(entities: ReadonlyArray<readonly string[]>) {
    const names: string[] = [];
    this.owners = [];
    entities.forEach((spellings, owner) => {
      for (const name of spellings.map((spelling) => spelling.trim()).filter(Boolean)) {
        names.push(name);
        this.owners.push(owner);
      }
    });
    this.automaton = buildNameAutomaton(names);
    this.forms = names.map(describeForm);
  }

  /** Occurrences used as names (not as common words), in text order. */
  find(doc: AnswerDocument): NameSpan[] {
    const accepted: NameSpan[] = [];
    if (this.automaton.isEmpty) return accepted;
    for (const match of this.automaton.findAll(doc.tokens)) {
      if (isNameUse(doc, match.firstToken, match.endToken, this.forms[match.value]!)) {
        accepted.push({ owner: this.owners[match.value]!, firstToken: match.firstToken, endToken: match.endToken });
      }
    }
    return accepted;
  }
}

/** Weighs the evidence the answer gives that a matched word is the name, not a common word. */
function isNameUse(doc: AnswerDocument, first: number, end: number, form: NameForm): boolean {
  const token = doc.tokens[first]!;
  const flags = token.flags;
  const marked = (flags & (Flag.Bold | Flag.Link | Flag.Possessive)) !== 0 || isListOrTableHead(doc, first);
  if (flags & Flag.Lowercase && !form.lowercase) {
    return marked || (flags & Flag.QuoteStart) !== 0 || !form.wordLike;
  }
  // A sentence opening in lower case with a lower-case brand ("mineo（マイネオ）", "folk is …") is the brand's own styling.
  // "Lichtblick" matches "LichtBlick", but written so it is as ordinary a word as any.
  const writtenPlain = end - first === 1 && !(flags & (ODD_SPELLING | Flag.AllCaps));
  if (!(form.ambiguous || writtenPlain) || (form.lowercase && flags & Flag.Lowercase)) return true;
  const productFollows = followedByProductWord(doc.tokens, end);
  if (form.calendarWord) return marked || productFollows;
  // "Ein Lichtblick für alle", "a casper of …": after an indefinite article an ordinary-looking word is that word.
  const before = doc.tokens[first - 1];
  if (before && before.line === token.line && INDEFINITE_ARTICLES.has(before.norm) && !marked && !productFollows) return false;
  if (!(flags & Flag.SentenceStart) || marked || productFollows) return true;
  return !usedAsCommonWord(doc, token.norm);
}

function isListOrTableHead(doc: AnswerDocument, index: number): boolean {
  const token = doc.tokens[index]!;
  const line = doc.lines[token.line]!;
  if (token.cell > 0) return (token.flags & Flag.SentenceStart) !== 0;
  // "### 3. mineo", "2) Zoho": the numbering before a head does not make it prose.
  const numbered = index === line.firstToken + 1 && (doc.tokens[line.firstToken]!.flags & (Flag.Digit | Flag.HasLetter)) === Flag.Digit;
  return (line.firstToken === index || numbered) && (line.kind === LineKind.ListItem || line.kind === LineKind.Heading);
}

/** A possessive, a product word ("Chime app", "monday sales CRM") or a capitalised word right after. */
function followedByProductWord(tokens: readonly Token[], end: number): boolean {
  const last = tokens[end - 1]!;
  if (last.flags & Flag.Possessive) return true;
  const next = tokens[end];
  if (!next || next.line !== last.line) return false;
  if (next.flags & (Flag.Capitalized | Flag.AllCaps) && !(next.flags & Flag.SentenceStart)) return true;
  const afterNext = tokens[end + 1];
  return PRODUCT_WORDS.has(next.norm) || (afterNext !== undefined && afterNext.line === last.line && PRODUCT_WORDS.has(afterNext.norm));
}

/** The word also appears in lower case in running text: the answer uses it as a common word. */
const usedAsCommonWord = (doc: AnswerDocument, norm: string): boolean => lowercaseWords(doc).has(norm);
