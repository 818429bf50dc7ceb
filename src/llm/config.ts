import type { ProviderId } from './models.js';

/** One provider's connection, as configured. */
export interface ProviderSettings {
  /** The credential that makes the provider usable (for openai-compatible, its base URL is enough). */
  apiKey?: string;
  baseUrl?: string;
  /** Answers search the web (OPENAI_WEB_SEARCH, ANTHROPIC_WEB_SEARCH, GOOGLE_SEARCH_GROUNDING). */
  webSearch: boolean;
  /** openai-compatible: the model every request asks for (OPENAI_COMPATIBLE_MODEL). */
  model?: string;
}

export type RemoteProviderId = Exclude<ProviderId, 'simulated'>;

/** How the service reaches the language models: read once at an entry point, passed down typed. */
export interface LlmConfig {
  /** LLM_SIMULATE=all: every model answers through the offline simulator (demos, tests). */
  simulateAll: boolean;
  providers: Record<RemoteProviderId, ProviderSettings>;
  /** PROMPT_MODEL: the model id that writes topic prompts, when set (validated where it is used). */
  promptModel?: string;
  promptModelTimeoutMs: number;
}

/** The variables of each provider; the first is the one whose presence makes the provider usable. */
const PROVIDER_VARIABLES: Record<RemoteProviderId, { credential: string; baseUrl: string; webSearch?: string; model?: string }> = {
  openai: { credential: 'OPENAI_API_KEY', baseUrl: 'OPENAI_BASE_URL', webSearch: 'OPENAI_WEB_SEARCH' },
  anthropic: { credential: 'ANTHROPIC_API_KEY', baseUrl: 'ANTHROPIC_BASE_URL', webSearch: 'ANTHROPIC_WEB_SEARCH' },
  google: { credential: 'GOOGLE_GENERATIVE_AI_API_KEY', baseUrl: 'GOOGLE_BASE_URL', webSearch: 'GOOGLE_SEARCH_GROUNDING' },
  perplexity: { credential: 'PERPLEXITY_API_KEY', baseUrl: 'PERPLEXITY_BASE_URL' },
  mistral: { credential: 'MISTRAL_API_KEY', baseUrl: 'MISTRAL_BASE_URL' },
  deepseek: { credential: 'DEEPSEEK_API_KEY', baseUrl: 'DEEPSEEK_BASE_URL' },
  xai: { credential: 'XAI_API_KEY', baseUrl: 'XAI_BASE_URL' },
  'openai-compatible': { credential: 'OPENAI_COMPATIBLE_API_KEY', baseUrl: 'OPENAI_COMPATIBLE_BASE_URL', model: 'OPENAI_COMPATIBLE_MODEL' },
};

const DEFAULT_PROMPT_MODEL_TIMEOUT_MS = 20_000;

function switchSetting(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '') return false;
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function urlSetting(name: string, raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return value;
}

export function loadLlmConfig(env: NodeJS.ProcessEnv): LlmConfig {
  const simulate = env.LLM_SIMULATE?.trim() ?? '';
  if (simulate !== '' && simulate !== 'all') throw new Error(`LLM_SIMULATE must be "all" or unset, got "${env.LLM_SIMULATE}"`);
  const providers = Object.fromEntries(
    Object.entries(PROVIDER_VARIABLES).map(([provider, names]) => [
      provider,
      {
        apiKey: env[names.credential]?.trim() || undefined,
        baseUrl: urlSetting(names.baseUrl, env[names.baseUrl]),
        webSearch: names.webSearch ? switchSetting(names.webSearch, env[names.webSearch]) : false,
        model: names.model ? env[names.model]?.trim() || undefined : undefined,
      } satisfies ProviderSettings,
    ]),
  ) as Record<RemoteProviderId, ProviderSettings>;
  const timeout = env.PROMPT_MODEL_TIMEOUT_MS?.trim();
  const promptModelTimeoutMs = timeout ? Number(timeout) : DEFAULT_PROMPT_MODEL_TIMEOUT_MS;
  if (!Number.isInteger(promptModelTimeoutMs) || promptModelTimeoutMs <= 0) {
    throw new Error(`PROMPT_MODEL_TIMEOUT_MS must be a positive integer, got "${env.PROMPT_MODEL_TIMEOUT_MS}"`);
  }
  return { simulateAll: simulate === 'all', providers, promptModel: env.PROMPT_MODEL?.trim() || undefined, promptModelTimeoutMs };
}

/** The variable to set to make a provider usable; undefined for the simulator. */
export function credentialVariable(provider: ProviderId): string | undefined {
  if (provider === 'simulated') return undefined;
  return provider === 'openai-compatible' ? PROVIDER_VARIABLES[provider].baseUrl : PROVIDER_VARIABLES[provider].credential;
}

/** Whether a provider can be called: its credential is set (openai-compatible: its base URL). */
export function isProviderConfigured(llm: LlmConfig, provider: ProviderId): boolean {
  if (provider === 'simulated') return true;
  const settings = llm.providers[provider];
  return provider === 'openai-compatible' ? settings.baseUrl !== undefined : settings.apiKey !== undefined;
}

/** Credential values, which no error message may repeat. */
export function credentialSecrets(llm: LlmConfig): string[] {
  return Object.values(llm.providers)
    .map((settings) => settings.apiKey)
    .filter((key): key is string => key !== undefined && key.length >= 8);
}
