import { Flag } from './document.js';
import type { Entity } from './entities.js';
import type { Evidence } from './evidence.js';
import type { AnswerDocument, Line } from './document.js';
import { isNoWordOfLanguage } from './romance-words.js';
import { HANGUL, HANGUL_WORD, HIRAGANA } from './ideographs.js';
import { ARTICLES, CUE_VERBS, FUNCTION_WORDS, SINGULAR_VERBS } from './lexicon.js';
import { Slot, mentionText, pushMention } from './mention.js';
import type { Mention } from './mention.js';
import { NAME_BREAKS, NAME_PART, hasIdeograph, isInCornerBrackets, isWordAfter, joinsTwoNames, startsName } from './shapes.js';

/**
 * "Starcar ist oft der günstigste Anbieter.", "A SumUp é muito simples…", "YouTube Music has a free tier…": answers
 * written as prose weigh one option a paragraph, each opening on its name as the subject. The openings form one
 * sibling group, read as options only when names among them say so (competitors.ts), as the heads of a list are.
 */
export const PARAGRAPH_SUBJECTS = -30;
const MAX_SUBJECT_WORDS = 4;
const AT_PREPOSITIONS = new Set(['chez', 'avec', 'con', 'com', 'mit', 'bei', 'with']);
/** Words that open family names and the firms named after them: "Van Bruggen", "Di Martino", "Da Silva" ("De" is as often the Dutch article). */
const NAME_PARTICLES = new Set(['van', 'di', 'da', 'del', 'della', 'dos']);

/** Adds the name opening a paragraph as the subject of its first sentence, if the paragraph opens on one. */
export function addParagraphSubject(doc: AnswerDocument, line: Line, mentions: Mention[], inHead: Uint8Array): void {
  const tokens = doc.tokens;
  let from = line.firstToken;
  // A name set in bold or linked is read as such (candidates.ts).
  if (tokens[from]!.bold >= 0 || tokens[from]!.link >= 0) return;
  // "우선 브람스는 …", "먼저 60계치킨은 …": a Korean paragraph may open on an adverb ordering the options it weighs.
  const opened = afterKoreanOpener(doc, line);
  if (opened !== from) {
    addTopic(doc, opened, particleTopicEnd(doc, opened, line.endToken), mentions, inHead);
    return;
  }
  const topicEnd = particleTopicEnd(doc, from, line.endToken);
  if (tokens[from]!.flags & Flag.Ideograph || topicEnd > 0) {
    addTopic(doc, from, topicEnd, mentions, inHead);
    return;
  }
  // "A SumUp é", "O PagBank tem", "Le Commis propose": an article may stand before the name; "Chez Boulanger, on
  // trouve …", "Con Poste Assicura puoi …": so may a preposition of where one buys or what one uses.
  if (
    (ARTICLES.has(tokens[from]!.norm) || AT_PREPOSITIONS.has(tokens[from]!.norm)) &&
    from + 1 < line.endToken &&
    tokens[from + 1]!.before === 0
  ) {
    from++;
  }
  const first = tokens[from]!;
  // "See [Capsule](…)", "Leaving Zoho CRM is common": a verb opening the paragraph is no name.
  // "Van Bruggen Adviesgroep profileert zich …": a family name's particle before a capitalised word opens a name.
  const second = tokens[from + 1];
  const nameParticle =
    NAME_PARTICLES.has(first.norm) && second !== undefined && second.line === first.line && second.before === 0 && startsName(second);
  if (
    !startsName(first) ||
    (FUNCTION_WORDS.has(first.norm) && !nameParticle) ||
    CUE_VERBS.has(first.norm) ||
    first.bold >= 0 ||
    first.link >= 0
  )
    return;
  let end = from + 1;
  let joined = false;
  while (end < line.endToken && !NAME_BREAKS.has(tokens[end]!.before)) {
    if (tokens[end - 1]!.flags & Flag.Possessive || tokens[end]!.bold >= 0 || tokens[end]!.link >= 0) break;
    // "El Palacio de Hierro participa …": one joining word between two words of a name, whose article is then its own.
    if (!joined && joinsTwoNames(doc, end, end + 1 < line.endToken)) {
      joined = true;
      end++;
    } else if (!(tokens[end]!.flags & (NAME_PART | Flag.Joined))) break;
    end++;
  }
  if (joined && from > line.firstToken && ARTICLES.has(tokens[from - 1]!.norm)) from--;
  if (end - from > MAX_SUBJECT_WORDS || end >= line.endToken) return;
  // A verb follows the subject, with nothing between; an article after the opening word makes it a verb itself
  // ("Vergleiche die Preise", "Haz fotos"), and punctuation a label ("Consejo: …").
  const next = tokens[end]!;
  const possessive = (tokens[end - 1]!.flags & Flag.Possessive) !== 0;
  // "Genertel, del gruppo Generali, ha …": a comma may set an apposition after the name.
  const apposition = next.before === 0x2c;
  if (!possessive && ((next.before !== 0 && !apposition) || !(next.flags & Flag.Lowercase) || ARTICLES.has(next.norm))) return;
  pushMention(tokens, from, end, Slot.Subject, PARAGRAPH_SUBJECTS, mentions, false, false);
  inHead.fill(1, from, end);
}

/** Particles that make the word before them the topic or subject: Japanese は, も, が; Korean 은, 는, 이, 가, 도. */
const TOPIC_PARTICLES = new Set(['は', 'も', 'が', '은', '는', '이', '가', '도']);
const MAX_TOPIC_TOKENS = 8;

/**
 * "大地を守る会は、…", "Oisixは…", "교보문고는 …": in Japanese and Korean, a paragraph weighing one option opens on its name
 * and a particle making it the topic.
 */
function addTopic(doc: AnswerDocument, from: number, end: number, mentions: Mention[], inHead: Uint8Array): void {
  if (end <= from) return;
  // Hiragana before the particle is grammar: "まず候補になるのは…" opens on a clause; so is a Korean case ending
  // before it: "부모님께는", "서울에서는".
  const written = doc.text.slice(doc.tokens[from]!.start, doc.tokens[end - 1]!.end);
  if (HIRAGANA.test(written) || KOREAN_CASE_ENDING.test(written)) return;
  pushMention(doc.tokens, from, end, Slot.Subject, PARAGRAPH_SUBJECTS, mentions, false, false);
  inHead.fill(1, from, end);
}

/** Adverbs that order what a paragraph weighs: "우선", "먼저", "마지막으로", "예를 들어". */
const KOREAN_OPENER = /^(?:우선|먼저|또한|또|다음으로|마지막으로|끝으로|한편|반면에|반면|특히|예를 들어|이 밖에|그 밖에),?\s+/u;

/** The first token after a Korean opening adverb and its space, or the line's first token when it opens on none. */
function afterKoreanOpener(doc: AnswerDocument, line: Line): number {
  const { tokens } = doc;
  const start = tokens[line.firstToken]!.start;
  const opener = KOREAN_OPENER.exec(doc.text.slice(start, start + 12));
  if (!opener) return line.firstToken;
  let from = line.firstToken;
  while (from < line.endToken && tokens[from]!.start < start + opener[0].length) from++;
  return from < line.endToken ? from : line.firstToken;
}

/** Where the name before a topic particle ends, written together from `from`; -1 when no such particle follows soon. */
function particleTopicEnd(doc: AnswerDocument, from: number, lineEnd: number): number {
  const tokens = doc.tokens;
  for (let i = from + 1; i < lineEnd && i - from <= MAX_TOPIC_TOKENS; i++) {
    const token = tokens[i]!;
    const together = token.start === tokens[i - 1]!.end || !(token.flags & Flag.Ideograph);
    if (!together || token.before !== 0) return -1;
    if (!TOPIC_PARTICLES.has(token.norm)) continue;
    // The particle ends the word: punctuation, a space or another script follows ("Oisixは品質", "교보문고는 오프라인").
    const next = tokens[i + 1];
    const wordEnds = !next || next.before !== 0 || next.start !== token.end || HANGUL.test(token.norm) === false;
    // "투썸플레이스도": a syllable inside the word that is also a particle ("이") does not end it.
    if (!wordEnds) continue;
    return i - from >= (tokens[from]!.flags & Flag.Ideograph ? 2 : 1) ? i : -1;
  }
  return -1;
}

const KOREAN_CASE_ENDING = /(?:께|에게|에서|으로|로|에|와|과|의|만|까지|부터|보다)$/u;

/**
 * A paragraph's subject that is a name by evidence of its own: the brand or a known name, a name as the answer writes it,
 * several capitalised words, or a word written again elsewhere; a word opening one paragraph only may be any word
 * ("Depende", "Avant", "Whichever").
 */
export function isNamedSubject(evidence: Evidence, mention: Mention, entity: Entity): boolean {
  if (entity.isBrand || entity.known >= 0) return true;
  if (evidence.isLabel(mention, false) || evidence.looksLikeCommonWord(mention) || isQuestionTopic(evidence, mention)) return false;
  // Where every noun has a capital, capitals make no name ("Der Hamburger Anbieter ist …").
  const capitalised = !evidence.context.capitalisesNouns && evidence.hasCapitalizedWords(mention);
  // "Qobuz is the specialist's choice.": among paragraphs weighing options, one opening on a word and "is" weighs one too.
  const weighed = evidence.context.articleBeforeNouns && evidence.isWeighedSubject(mention);
  const bare = evidence.context.capitalisesNouns && isBareSingularSubject(evidence, mention);
  const noWord = isNoWordOfLanguage(evidence.context, mention);
  return (
    evidence.isName(entity) ||
    capitalised ||
    weighed ||
    bare ||
    noWord ||
    evidence.isWrittenAgain(entity) ||
    isInLettersAmongIdeographs(evidence, mention) ||
    isIdeographicTopic(evidence, mention) ||
    isInCornerBrackets(evidence.context.doc.tokens, mention.firstToken, mention.endToken)
  );
}

/** "Wichtig ist …", "Entscheidend ist …": an adjective opens such a sentence too. */
const ADJECTIVE_ENDING = /(?:ig|lich|isch|bar|sam|end|los|voll|haft)$/u;

/**
 * "Buchbinder hat ebenfalls günstige Angebote": where every noun has a capital, a common noun in the singular takes an
 * article as a sentence's subject; a single word opening a sentence right before such a verb is a name (read so for a
 * paragraph's subject, and for any sentence's when no dictionary holds the word, competitors.ts).
 */
export function isBareSingularSubject(evidence: Evidence, mention: Mention): boolean {
  const tokens = evidence.context.doc.tokens;
  const first = tokens[mention.firstToken]!;
  return (
    mention.endToken - mention.firstToken === 1 &&
    (first.flags & Flag.SentenceStart) !== 0 &&
    isWordAfter(tokens, mention.endToken, SINGULAR_VERBS) &&
    !ADJECTIVE_ENDING.test(first.norm)
  );
}

/**
 * "배송은 …" after "가격이랑 배송 위주로": a word in a script without capitals that the question asks about, and does not put up
 * as a name, is one of its topics, however often the answer writes it.
 */
function isQuestionTopic(evidence: Evidence, mention: Mention): boolean {
  const { doc, prompt } = evidence.context;
  if (!(doc.tokens[mention.firstToken]!.flags & Flag.Ideograph)) return false;
  return prompt.includes(mentionText(doc, mention));
}

/**
 * "투썸플레이스도 …", "할리스는 …": a paragraph's topic written as one hangul word, among topics alike. Korean spaces its words,
 * so a topic of one word is a noun; Japanese writes a clause together and its topics are as often common words.
 */
function isIdeographicTopic(evidence: Evidence, mention: Mention): boolean {
  return HANGUL_WORD.test(mentionText(evidence.context.doc, mention));
}

/** "Wantedlyも定番です": Japanese, Korean and Chinese write their own words in their scripts; a capitalised word in letters is a name. */
function isInLettersAmongIdeographs(evidence: Evidence, mention: Mention): boolean {
  const { doc } = evidence.context;
  const first = doc.tokens[mention.firstToken]!;
  const line = doc.lines[first.line]!;
  return (
    (first.flags & (Flag.Capitalized | Flag.AllCaps | Flag.InnerCapital)) !== 0 && hasIdeograph(doc.tokens, line.firstToken, line.endToken)
  );
}

export function namedSubjects(evidence: Evidence, members: readonly Mention[]): number {
  const { entityOf } = evidence.context;
  return new Set(members.filter((member) => isNamedSubject(evidence, member, entityOf.get(member)!)).map((member) => entityOf.get(member)!))
    .size;
}
