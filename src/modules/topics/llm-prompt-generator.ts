import type { LlmConfig } from '../../llm/config.js';
import { z } from 'zod';
import { isModelConfigured, MODELS, type ModelId } from '../../llm/models.js';
import { generateStructured } from '../../llm/structured.js';
import { comparablePrompt, MAX_PROMPTS, namesBrand, type PromptGenerationInput } from './prompt-generator.js';

/** Fewer usable questions than this and the offline generator does better. */
const MIN_MODEL_PROMPTS = 10;
const MAX_PROMPT_LENGTH = 300;

const QuestionList = z.object({
  questions: z.array(z.string().describe('One buyer question, without numbering or quotes')).describe('15 to 20 distinct buyer questions'),
});

const SYSTEM = [
  'You write the questions that real buyers type into an AI assistant while researching a purchase.',
  'Given a topic, write 15 to 20 questions about it, covering distinct intents: the best options, comparisons between options,',
  'alternatives, how to choose, price and value, specific use cases, and the needs of particular kinds of buyers.',
  'Phrase each as a person would: natural, self-contained, one question each, ending with a question mark.',
  'Write every question in the requested language and for the requested market; mention the market only where a buyer would.',
  'Never name any of the brands you are told to avoid, in any spelling. No numbering, bullets, quotes or placeholders.',
  'Answer with JSON of the given schema: {"questions": [...]}.',
].join(' ');

/** English names of the language and country, which models follow more reliably than bare codes. */
function displayName(code: string, type: 'language' | 'region'): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function userPrompt(input: PromptGenerationInput): string {
  const brands = input.brandNames.filter((name) => name.trim()).map((name) => `"${name.trim()}"`);
  return [
    `Topic: ${input.seed}`,
    `Language: ${displayName(input.language, 'language')}`,
    `Market: ${displayName(input.country, 'region')}`,
    ...(brands.length > 0 ? [`Brands to avoid: ${brands.join(', ')}`] : []),
  ].join('\n');
}

/** The model PROMPT_MODEL names, when it can be asked; the simulator and LLM_SIMULATE=all have the offline generator instead. */
function promptModel(llm: LlmConfig): ModelId {
  const requested = llm.promptModel ?? '';
  if (!Object.hasOwn(MODELS, requested)) throw new Error(`PROMPT_MODEL "${requested}" is not a model id`);
  const model = requested as ModelId;
  if (MODELS[model].provider === 'simulated' || llm.simulateAll) throw new Error(`PROMPT_MODEL ${model} is answered offline`);
  if (!isModelConfigured(model, llm)) throw new Error(`PROMPT_MODEL ${model} is not configured`);
  return model;
}

// "1. ", "2) ", "(3) ", "#4 ", "Q5: ", "- ", "• ": list markers models add despite being told not to.
const LIST_MARKER = /^(?:\d{1,2}[.):]\s+|\(\d{1,2}\)\s*|#\d{1,2}\s+|Q\d{1,2}[.:)]\s*|[-*•·–—]\s+)/i;
const EDGE_QUOTES = /^["'`«“„‘]+\s*|\s*["'`»”’]+$/g;
const TEMPLATE_SYNTAX = /[{}<>]|\[[^\]]*\]/;

function tidyQuestion(raw: string): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  let previous: string;
  do {
    previous = text;
    text = text.replace(LIST_MARKER, '').replace(EDGE_QUOTES, '').trim();
  } while (text !== previous);
  return text;
}

/** Tidied, deduplicated questions; empty, overlong, templated and brand-naming ones are dropped. */
function cleanQuestions(raw: readonly string[], brandNames: readonly string[]): string[] {
  const seen = new Set<string>();
  const questions: string[] = [];
  for (const question of raw.map(tidyQuestion)) {
    if (!/\p{L}/u.test(question) || question.length > MAX_PROMPT_LENGTH || TEMPLATE_SYNTAX.test(question)) continue;
    if (namesBrand(question, brandNames)) continue;
    const key = comparablePrompt(question).replace(/[\s?？!！.。]+$/u, '');
    if (seen.has(key)) continue;
    seen.add(key);
    questions.push(question);
  }
  return questions;
}

/**
 * Asks the PROMPT_MODEL for the topic's buyer questions and returns 10 to 20 usable ones. Throws
 * on any failure (unusable PROMPT_MODEL, provider error, timeout, invalid or too short an answer),
 * for the caller to fall back on the offline generator.
 */
export async function generatePromptsWithModel(llm: LlmConfig, input: PromptGenerationInput): Promise<string[]> {
  const model = promptModel(llm);
  const answer = await generateStructured(llm, model, {
    system: SYSTEM,
    prompt: userPrompt(input),
    schema: QuestionList,
    timeoutMs: llm.promptModelTimeoutMs,
  });
  const questions = cleanQuestions(answer.questions, input.brandNames);
  if (questions.length < MIN_MODEL_PROMPTS) {
    throw new Error(`${model} wrote ${questions.length} usable questions, fewer than ${MIN_MODEL_PROMPTS}`);
  }
  return questions.slice(0, MAX_PROMPTS);
}
