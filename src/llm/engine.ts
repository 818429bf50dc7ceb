import type { LlmConfig } from './config.js';
import { createProviderEngine } from './providers.js';
import { createSimulator } from './simulator.js';
import type { AnswerEngine } from './types.js';

/**
 * SIMULATED answers offline; with LLM_SIMULATE=all every model does (for demos and tests), and
 * every other model goes to its real provider.
 */
export function createAnswerEngine(llm: LlmConfig): AnswerEngine {
  const simulator = createSimulator();
  const providers = createProviderEngine(llm);
  const { simulateAll } = llm;
  return {
    answer: (request) => (simulateAll || request.model === 'SIMULATED' ? simulator : providers).answer(request),
  };
}
