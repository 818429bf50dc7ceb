import type { ModelId } from '../../src/llm/models.js';
import type { AnswerRequest } from '../../src/llm/types.js';

/** A run's request as the job queue builds it, for calling an engine directly. */
export function answerRequest(model: ModelId, overrides: Partial<AnswerRequest> = {}): AnswerRequest {
  return {
    model,
    prompt: 'Which CRM should a small agency choose?',
    system: 'The user is based in France. The user is a founder in the marketing sector.',
    language: 'en',
    country: 'FR',
    timeoutMs: 5_000,
    context: { brandName: 'Acme', brandAliases: [], brandDomain: 'acme.example', topicSeed: 'crm', runIndex: 0, date: '2025-06-02' },
    ...overrides,
  };
}
