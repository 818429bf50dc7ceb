import { isProviderConfigured, type LlmConfig } from './config.js';

export type ProviderId =
  'openai' | 'anthropic' | 'google' | 'perplexity' | 'mistral' | 'deepseek' | 'xai' | 'openai-compatible' | 'simulated';

export interface ModelInfo {
  provider: ProviderId;
  providerModelId: string;
  label: string;
}

/** Every model the API accepts: one list, each with the provider that serves it and the provider's own model id. */
export const MODELS = {
  GPT_5: { provider: 'openai', providerModelId: 'gpt-5', label: 'GPT-5' },
  GPT_5_MINI: { provider: 'openai', providerModelId: 'gpt-5-mini', label: 'GPT-5 mini' },
  GPT_4O: { provider: 'openai', providerModelId: 'gpt-4o', label: 'GPT-4o' },
  GPT_4O_MINI: { provider: 'openai', providerModelId: 'gpt-4o-mini', label: 'GPT-4o mini' },
  CLAUDE_SONNET_4_5: { provider: 'anthropic', providerModelId: 'claude-sonnet-4-5', label: 'Claude Sonnet 4.5' },
  CLAUDE_HAIKU_4_5: { provider: 'anthropic', providerModelId: 'claude-haiku-4-5', label: 'Claude Haiku 4.5' },
  GEMINI_2_5_PRO: { provider: 'google', providerModelId: 'gemini-2.5-pro', label: 'Gemini 2.5 Pro' },
  GEMINI_2_5_FLASH: { provider: 'google', providerModelId: 'gemini-2.5-flash', label: 'Gemini 2.5 Flash' },
  PERPLEXITY_SONAR: { provider: 'perplexity', providerModelId: 'sonar', label: 'Perplexity Sonar' },
  PERPLEXITY_SONAR_PRO: { provider: 'perplexity', providerModelId: 'sonar-pro', label: 'Perplexity Sonar Pro' },
  MISTRAL_LARGE: { provider: 'mistral', providerModelId: 'mistral-large-latest', label: 'Mistral Large' },
  DEEPSEEK_CHAT: { provider: 'deepseek', providerModelId: 'deepseek-chat', label: 'DeepSeek Chat' },
  GROK_4: { provider: 'xai', providerModelId: 'grok-4', label: 'Grok 4' },
  LLAMA_3_3_70B: { provider: 'openai-compatible', providerModelId: 'llama-3.3-70b', label: 'Llama 3.3 70B' },
  SIMULATED: { provider: 'simulated', providerModelId: 'simulated', label: 'Simulated (offline)' },
} as const satisfies Record<string, ModelInfo>;

export type ModelId = keyof typeof MODELS;
export const MODEL_IDS = Object.keys(MODELS) as ModelId[];

/** Whether the model can answer here: every model can with LLM_SIMULATE=all, the simulator always. */
export function isModelConfigured(model: ModelId, llm: LlmConfig): boolean {
  return llm.simulateAll || isProviderConfigured(llm, MODELS[model].provider);
}
