import { blocks } from './compose.js';
import type { Writer } from './compose.js';
import { displayName } from './plan.js';
import type { Option } from './plan.js';
import { bold, homeUrl } from './text.js';

/** Claude: paragraphs that introduce each option by its role, a few criteria, and personal advice. */
export function renderProse(w: Writer): string {
  const { plan, pack } = w;
  const paragraphs = plan.listed.map((option, index) => {
    const intro =
      index === 0 ? pack.proseFirst(displayName(option)) : pack.proseOthers[(index - 1) % pack.proseOthers.length]!(displayName(option));
    return w.sentences([intro, w.describe(option, 'full')]);
  });
  const criteria = w
    .tips(3)
    .map((tip) => `- ${tip}`)
    .join('\n');
  const [first, second] = plan.listed;
  return blocks([
    w.opener(),
    ...paragraphs,
    w.aside(),
    plan.voice.compact ? '' : `${pack.criteriaLead}\n\n${criteria}`,
    w.passing(),
    w.furtherReading(1),
    pack.proseAdvice(bold(first!.name), bold(second!.name)),
  ]);
}

/** Perplexity: every claim followed by numbered references to the sources listed at the end. */
export function renderSourced(w: Writer): string {
  const { plan, pack } = w;
  const { citations } = plan;
  const reviewRefs = plan.reviews.map((review) => citations.indexOf(review)).filter((index) => index >= 0);
  const anyReview = () => `[${(reviewRefs.length > 0 ? w.pick(reviewRefs) : 0) + 1}]`;
  // An option's own page backs what is said about it when the answer cites it; a review does otherwise.
  const refFor = (option: Option) => {
    const own = option.link
      ? citations.indexOf(option.link)
      : citations.findIndex((citation) => option.domain !== '' && citation.url.startsWith(homeUrl(option.domain)));
    return own >= 0 ? `[${own + 1}]` : anyReview();
  };
  const leadRefs = [...new Set([anyReview(), anyReview()])].join('');
  const list = plan.listed
    .map((option, index) => `${index + 1}. ${w.name(option)}${pack.dash}${w.describe(option, 'full')}${refFor(option)}`)
    .join('\n');
  const differences = w
    .situations(3)
    .map(({ strength, option }) => `- ${bold(`${pack.strengthLabels[strength]}${pack.colon}`)} ${option.name}${refFor(option)}`)
    .join('\n');
  // Listed as bare addresses, as a copied answer shows them: titles there would read as more options.
  const sources = citations.map((citation, index) => `[${index + 1}] ${citation.url}`).join('\n');
  return blocks([
    `${pack.researchLead}${leadRefs}${pack.colon}`,
    plan.voice.compact ? list : `${w.heading(2, w.fresh(pack.headings.picks))}\n\n${list}`,
    `${bold(pack.headings.keyDifferences)}\n${differences}`,
    w.passing(),
    `${bold(pack.headings.recommendation)}\n${w.verdict()}`,
    `${bold(pack.headings.sources)}\n${sources}`,
  ]);
}

/** Gemini: a short overview, one line per option, what to look for, a link and an offer to go further. */
export function renderBrief(w: Writer): string {
  const { plan, pack } = w;
  const label = (option: Option) => (option.link ? `${displayName(option)}${pack.colon}` : bold(`${option.name}${pack.colon}`));
  const list = plan.listed.map((option) => `* ${label(option)} ${w.describe(option, 'short')}`).join('\n');
  const lookFor = w
    .tips(2)
    .map((tip) => `* ${tip}`)
    .join('\n');
  return blocks([
    w.opener(),
    list,
    plan.voice.compact ? '' : `${bold(`${pack.headings.lookFor}${pack.colon}`)}\n${lookFor}`,
    w.furtherReading(1),
    plan.voice.compact || !w.chance(0.6) ? '' : w.pick(pack.followUps),
  ]);
}
