import type { LlmConfig } from '../../llm/config.js';
import { isModelConfigured, type ModelId } from '../../llm/models.js';
import type { AccountRow } from '../accounts/repository.js';

/** Tried in this order when an account has chosen no default models: one per major assistant. */
const PREFERRED_DEFAULTS: ModelId[] = ['GPT_4O', 'CLAUDE_SONNET_4_5', 'GEMINI_2_5_FLASH', 'PERPLEXITY_SONAR'];

export function defaultModels(account: Pick<AccountRow, 'defaultModels'>, llm: LlmConfig): ModelId[] {
  if (account.defaultModels && account.defaultModels.length > 0) return account.defaultModels as ModelId[];
  const configured = PREFERRED_DEFAULTS.filter((model) => isModelConfigured(model, llm));
  return configured.length > 0 ? configured : ['SIMULATED'];
}
