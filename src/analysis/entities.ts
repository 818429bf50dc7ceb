import { Flag } from './document.js';
import type { AnswerDocument, Token } from './document.js';
import { Slot } from './candidates.js';
import type { Mention } from './candidates.js';
import { FUNCTION_WORDS, GENERIC_SUFFIXES, LABEL_WORDS, PRODUCT_WORDS, SHARED_FIRST_WORDS } from './lexicon.js';
import type { NameSpan } from './matcher.js';
import { mentionText } from './mention.js';
import { declines } from './names.js';
import { CAPITAL, isDistinctiveToken, isPrefix, tokenNorms } from './shapes.js';
import { SpanCover } from './span-cover.js';

/** One company or product named in an answer, with every mention that refers to it. */
export interface Entity {
  isBrand: boolean;
  /** Index into the analyzer's known competitors, -1 when discovered from this answer. */
  known: number;
  forms: string[][];
  /** Distinctive later words of its names: "Clifton" in "Hoka Clifton 9". */
  subWords: Set<string>;
  mentions: Mention[];
}

/** Whether a word can stand for a maker or product line when it starts or continues a name. */
const isIdentifyingWord = (word: string): boolean =>
  word.length >= 3 &&
  !/^\d+$/.test(word) &&
  !FUNCTION_WORDS.has(word) &&
  !LABEL_WORDS.has(word) &&
  !PRODUCT_WORDS.has(word) &&
  !GENERIC_SUFFIXES.has(word) &&
  !SHARED_FIRST_WORDS.has(word);

/** Letters a declined form shares with its base: case endings change only the last ones. */
const WORD_START = 3;

const newEntity = (isBrand: boolean, known: number): Entity => ({ isBrand, known, forms: [], subWords: new Set(), mentions: [] });

/** The entities of one answer, indexed by the words that identify them. */
class EntityIndex {
  readonly brand = newEntity(true, -1);
  readonly entities: Entity[] = [];
  readonly entityOf = new Map<Mention, Entity>();
  private readonly byKnown = new Map<number, Entity>();
  private readonly byMaker = new Map<string, Entity>();
  private readonly bySubWord = new Map<string, Entity>();
  /** Entities by the first word of each of their names, to find longer and shorter spellings. */
  private readonly byFirstWord = new Map<string, Entity[]>();
  private readonly formKeys = new Map<Entity, Set<string>>();
  /** One-word names and their entities by their first letters, to find declined forms ("lidla" of "lidl"). */
  private readonly byWordStart = new Map<string, Array<[string, Entity]>>();

  constructor(private readonly tokens: readonly Token[]) {}

  /** The entity with a longer or shorter spelling of the same name. */
  findByName(words: readonly string[]): Entity | undefined {
    const sharing = this.byFirstWord.get(words[0]!);
    return sharing?.find((candidate) => candidate.forms.some((form) => isPrefix(form, words) || isPrefix(words, form)));
  }

  /** The entity named by one word that this one declines ("Lidla" after "Lidl"), or that declines it ("Lidl" after "Lidla"). */
  findByCase(words: readonly string[]): Entity | undefined {
    if (words.length !== 1) return undefined;
    const word = words[0]!;
    // A declined form keeps the start of its base: only one-word names that share it are compared.
    for (const [form, entity] of this.byWordStart.get(word.slice(0, WORD_START)) ?? []) {
      if (declines(word, form) || declines(form, word)) return entity;
    }
    return undefined;
  }

  /** The entity whose maker or product line the words start with. */
  findByRelation(words: readonly string[]): Entity | undefined {
    return this.byMaker.get(words[0]!) ?? this.bySubWord.get(words[0]!);
  }

  /**
   * The entity of a known name: one the answer already named longer or shorter ("Brooks Ghost 16", then "Brooks"),
   * known under another name or not, or a new one.
   */
  known(owner: number, words: readonly string[]): Entity {
    let entity = this.byKnown.get(owner);
    if (!entity) {
      const named = this.findByName(words);
      if (named && !named.isBrand) {
        entity = named;
        if (entity.known < 0) entity.known = owner;
      } else {
        entity = newEntity(false, owner);
        this.entities.push(entity);
      }
      this.byKnown.set(owner, entity);
    }
    return entity;
  }

  adoptKnown(entity: Entity, owner: number): void {
    if (this.byKnown.has(owner)) return;
    entity.known = owner;
    this.byKnown.set(owner, entity);
  }

  create(): Entity {
    const entity = newEntity(false, -1);
    this.entities.push(entity);
    return entity;
  }

  addForm(entity: Entity, words: string[]): void {
    let keys = this.formKeys.get(entity);
    if (!keys) this.formKeys.set(entity, (keys = new Set()));
    const key = words.join(' ');
    if (keys.has(key)) return;
    keys.add(key);
    entity.forms.push(words);
    if (words.length === 1) {
      const start = words[0]!.slice(0, WORD_START);
      const sameStart = this.byWordStart.get(start);
      if (sameStart) sameStart.push([words[0]!, entity]);
      else this.byWordStart.set(start, [[words[0]!, entity]]);
    }
    const sharing = this.byFirstWord.get(words[0]!);
    if (!sharing) this.byFirstWord.set(words[0]!, [entity]);
    else if (!sharing.includes(entity)) sharing.push(entity);
  }

  /** A mention that is an entity of its own, whose words no other mention is matched against. */
  rememberApart(mention: Mention, words: string[]): void {
    const entity = this.create();
    entity.mentions.push(mention);
    entity.forms.push(words);
    this.entityOf.set(mention, entity);
  }

  remember(entity: Entity, mention: Mention, words: string[]): void {
    const tokens = this.tokens;
    entity.mentions.push(mention);
    this.entityOf.set(mention, entity);
    this.addForm(entity, words);
    // A name in running text only ("an iPad with Apple Pencil") is no maker for the products after it ("Apple Notes").
    const inRunningText = mention.slot === Slot.Prose || mention.slot === Slot.Subject;
    const anchors = !inRunningText || entity.known >= 0 || entity.isBrand;
    if (anchors && tokens[mention.firstToken]!.flags & CAPITAL && isIdentifyingWord(words[0]!) && !this.byMaker.has(words[0]!)) {
      this.byMaker.set(words[0]!, entity);
    }
    if (inRunningText || mention.slot === Slot.Link || mention.slot === Slot.TableHeader) return;
    for (let i = mention.firstToken + 1; i < mention.endToken; i++) {
      const word = tokens[i]!.norm;
      if ((tokens[i]!.flags & CAPITAL || isDistinctiveToken(tokens[i]!)) && isIdentifyingWord(word) && !this.bySubWord.has(word)) {
        entity.subWords.add(word);
        this.bySubWord.set(word, entity);
      }
    }
  }
}

export interface EntityGrouping {
  brand: Entity;
  entities: Entity[];
  entityOf: Map<Mention, Entity>;
  /** Mentions grouped by maker or product line rather than by name ("Adobe Fonts" under "Adobe Express"). */
  related: Set<Mention>;
}

/**
 * Groups mentions into entities: the same name written longer or shorter ("Zoho" and
 * "Zoho CRM"), another product of the same maker ("Varo Believe" after "Varo"), or a
 * product line named without its maker ("Pegasus 41" after "Nike Pegasus 41").
 */
export function groupMentions(
  doc: AnswerDocument,
  mentions: readonly Mention[],
  brandSpans: readonly NameSpan[],
  knownSpans: readonly NameSpan[],
): EntityGrouping {
  const tokens = doc.tokens;
  const index = new EntityIndex(tokens);
  const related = new Set<Mention>();
  const brandCover = new SpanCover(tokens.length, brandSpans);
  const knownCover = new SpanCover(tokens.length, knownSpans);
  let previous: Mention | undefined;
  for (const mention of mentions) {
    const words = tokenNorms(tokens, mention.firstToken, mention.endToken);
    let entity: Entity | undefined;
    if (brandCover.find(mention.firstToken, mention.endToken)) entity = index.brand;
    // "- 배민 마트를 이용하면 간편식도 …": a sentence opening on a name's word is no spelling of it, for it nor for names after it.
    if (!entity && isSentence(doc, mention)) {
      index.rememberApart(mention, words);
      previous = mention;
      continue;
    }
    // "배민(배달의민족)", "Meta (Facebook)": a name alone in brackets right after a name is another name of it.
    if (!entity && previous && isBracketedAfter(doc, previous, mention)) {
      entity = index.entityOf.get(previous)!;
      // "배민(배달의민족)": the name before the brackets is known as the one in them.
      const known = knownCover.find(mention.firstToken, mention.endToken);
      if (known && entity.known < 0 && !entity.isBrand) index.adoptKnown(entity, known.owner);
      // A variant or a plan as much as another name ("Nectar Classic (Twin XL)"): no evidence that its neighbours are options.
      related.add(mention);
    }
    // "Chime's Credit Builder", "the F-150 Lightning's Pro Trailer Backup Assist": what a name owns is a part of it.
    if (!entity && previous && isOwnedBy(doc, previous, mention)) {
      entity = index.entityOf.get(previous)!;
      related.add(mention);
    }
    if (!entity) {
      const known = knownCover.find(mention.firstToken, mention.endToken);
      if (known) entity = index.known(known.owner, words);
    }
    entity ??= index.findByName(words) ?? index.findByCase(words);
    if (!entity) {
      entity = index.findByRelation(words);
      // "1. **Semen Gresik** … 4. **Semen Padang**": heads of one list are options apart, whatever word they share.
      if (entity && isSiblingHead(entity, mention)) entity = undefined;
      if (entity) related.add(mention);
    }
    index.remember(entity ?? index.create(), mention, words);
    previous = mention;
  }
  for (const span of brandSpans) index.addForm(index.brand, tokenNorms(tokens, span.firstToken, span.endToken));
  return { brand: index.brand, entities: index.entities, entityOf: index.entityOf, related };
}

/** More spaced words than a name is written with. */
const MAX_NAME_WORDS = 6;

/** The mention is written as more spaced words than a name is: a sentence. */
const isSentence = (doc: AnswerDocument, mention: Mention): boolean => mentionText(doc, mention).split(/\s+/).length > MAX_NAME_WORDS;

const isSiblingHead = (entity: Entity, mention: Mention): boolean =>
  mention.group !== -1 &&
  (mention.slot === Slot.ListHead || mention.slot === Slot.TableFirstColumn) &&
  entity.mentions.some((other) => other.group === mention.group && other.slot === mention.slot);

function isOwnedBy(doc: AnswerDocument, owner: Mention, owned: Mention): boolean {
  const { text, tokens } = doc;
  const possessive = tokens[owner.endToken - 1]!;
  if (owner.endToken !== owned.firstToken || !(possessive.flags & Flag.Possessive)) return false;
  return /^'s?\s+$|^’s?\s+$/.test(text.slice(possessive.end, tokens[owned.firstToken]!.start));
}

function isBracketedAfter(doc: AnswerDocument, name: Mention, bracketed: Mention): boolean {
  const { text, tokens } = doc;
  if (name.endToken !== bracketed.firstToken) return false;
  const between = text.slice(tokens[name.endToken - 1]!.end, tokens[bracketed.firstToken]!.start);
  const after = text.slice(tokens[bracketed.endToken - 1]!.end, tokens[bracketed.endToken - 1]!.end + 3);
  if (!/^[*_]*\s?[(（]$/.test(between) || !/^\s?[)）]/.test(after)) return false;
  // An acronym in brackets names the thing before it only when it spells its initials ("Business Associate Agreement (BAA)");
  // otherwise it names a feature of it ("Box KeySafe (BYOK)").
  const acronym = bracketed.endToken - bracketed.firstToken === 1 && (tokens[bracketed.firstToken]!.flags & Flag.AllCaps) !== 0;
  if (!acronym) return true;
  let initials = '';
  for (let i = name.firstToken; i < name.endToken; i++) initials += tokens[i]!.norm[0];
  return initials === tokens[bracketed.firstToken]!.norm;
}
