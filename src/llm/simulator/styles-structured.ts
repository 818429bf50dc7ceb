import { blocks } from './compose.js';
import type { Writer } from './compose.js';
import { asStatement, bold } from './text.js';

/** ChatGPT: headed sections, a ranked list, a comparison table, a decision guide and a closing verdict. */
export function renderTable(w: Writer): string {
  const { plan, pack } = w;
  const level = plan.voice.leadWithAnswer ? 2 : 3;
  const first = plan.listed[0]!;
  const lead = plan.voice.leadWithAnswer
    ? `${w.heading(2, pack.headings.shortAnswer)}\n${w.sentences([w.pick(pack.shortAnswers)(bold(first.name)), w.opener()])}`
    : w.opener();
  const list = plan.listed.map((option, index) => `${index + 1}. ${w.name(option)}${pack.dash}${w.describe(option, 'full')}`).join('\n');
  const table = [
    `| ${pack.table.option} | ${pack.table.bestFor} | ${pack.table.price} |`,
    '|---|---|---|',
    ...plan.listed.map(
      (option) => `| ${bold(option.name)} | ${pack.strengthLabels[option.strengths[0]]} | ${pack.priceTiers[option.price - 1]} |`,
    ),
  ].join('\n');
  const decide = w
    .situations(4)
    .map(({ strength, option }) => `- ${bold(pack.situations[strength])} ${option.name}${w.stop}`)
    .join('\n');
  const tips = w
    .tips(3)
    .map((tip) => `- ${tip}`)
    .join('\n');
  return blocks([
    lead,
    `${w.heading(level, w.fresh(pack.headings.picks))}\n\n${list}`,
    w.aside(),
    `${w.heading(level, pack.headings.comparison)}\n\n${table}`,
    plan.voice.compact ? '' : `${w.heading(level, pack.headings.howToChoose)}\n\n${decide}`,
    plan.voice.compact ? '' : `${w.heading(level, pack.headings.tips)}\n\n${tips}`,
    w.passing(),
    w.furtherReading(2),
    w.verdict(),
    !plan.voice.compact && w.chance(0.3) ? w.pick(pack.followUps) : '',
  ]);
}

/** Mistral, DeepSeek, Llama: bold or light headings over bullet lists, bare reference URLs, a short piece of advice. */
export function renderBullets(w: Writer): string {
  const { plan, pack } = w;
  const marker = (index: number) => (plan.voice.numbered ? `${index + 1}.` : '-');
  const list = plan.listed.map((option, index) => `${marker(index)} ${w.name(option)}${pack.dash}${w.describe(option, 'full')}`).join('\n');
  const criteria = w
    .situations(3)
    .map(({ strength, option }, index) => `${index + 1}. ${bold(pack.strengthLabels[strength])}${pack.colon} ${option.name}`)
    .join('\n');
  const references = plan.reviews
    .slice(0, 2)
    .map((review) => `- ${review.headline}: ${review.url}`)
    .join('\n');
  return blocks([
    asStatement(w.opener()),
    `${w.heading(3, w.fresh(pack.headings.picks))}\n\n${list}`,
    w.aside(),
    plan.voice.compact ? '' : `${w.heading(3, pack.headings.howToChoose)}\n\n${criteria}`,
    w.passing(),
    references === '' ? '' : `${w.heading(3, pack.headings.references)}\n${references}`,
    w.verdict(),
  ]);
}

/** Grok: the answer first, then a ranked list, then one blunt closing line and a source. */
export function renderDirect(w: Writer): string {
  const { plan, pack } = w;
  const first = plan.listed[0]!;
  const list = plan.listed.map((option, index) => `${index + 1}. ${w.name(option)}${pack.dash}${w.describe(option, 'full')}`).join('\n');
  const review = plan.reviews[0];
  return blocks([
    `${bold(`${pack.headings.shortAnswer}${pack.colon}`)} ${w.pick(pack.shortAnswers)(bold(first.name))}`,
    `${w.heading(2, w.fresh(pack.headings.picks))}\n\n${list}`,
    w.aside(),
    w.passing(),
    `${bold(`${pack.headings.verdict}${pack.colon}`)} ${w.verdict()}`,
    review ? `${review.headline}: ${review.url}` : '',
  ]);
}
