import { Writer } from './simulator/compose.js';
import { dayNumber, planAnswer } from './simulator/plan.js';
import type { AnswerPlan } from './simulator/plan.js';
import { hashUnit } from './simulator/random.js';
import { renderBrief, renderProse, renderSourced } from './simulator/styles-conversational.js';
import { renderBullets, renderDirect, renderTable } from './simulator/styles-structured.js';
import type { Style } from './simulator/voice.js';
import { LlmError } from './types.js';
import type { Answer, AnswerEngine, AnswerRequest } from './types.js';

const RENDERERS: Readonly<Record<Style, (writer: Writer) => string>> = {
  table: renderTable,
  prose: renderProse,
  sourced: renderSourced,
  brief: renderBrief,
  bullets: renderBullets,
  direct: renderDirect,
};

/** Roughly what a tokenizer counts: a token per ideograph or syllable block, one per four characters elsewhere. */
function estimateTokens(text: string): number {
  const wide = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  return wide + Math.ceil((text.length - wide) / 4);
}

export function simulateAnswer(request: AnswerRequest): { answer: Answer; plan: AnswerPlan } {
  const day = dayNumber(request.context.date);
  if (day === null) throw new LlmError('bad_request', `The simulator needs the run date as YYYY-MM-DD, got "${request.context.date}"`);
  const plan = planAnswer(request, day);
  const text = RENDERERS[plan.voice.style](new Writer(plan));
  const outputTokens = estimateTokens(text);
  const seed = `${request.prompt}|${request.model}|${request.context.runIndex}|${request.context.date}`;
  return {
    plan,
    answer: {
      text,
      citations: plan.citations.map(({ url, title }) => (title === undefined ? { url } : { url, title })),
      usage: { inputTokens: estimateTokens(`${request.system ?? ''}\n${request.prompt}`) + 12, outputTokens },
      providerModelId: `simulated-${request.model.toLowerCase()}`,
      // What a real call of this length would take, for dashboards; nothing waits.
      latencyMs: Math.round(400 + outputTokens * 3 + hashUnit(`latency|${seed}`) * 250),
      simulated: true,
    },
  };
}

/** The offline engine: answers like an assistant would, the same way every time for the same run. */
export function createSimulator(): AnswerEngine {
  return {
    answer: async (request) => simulateAnswer(request).answer,
  };
}
