import { describe, expect, it } from 'vitest';
import { credentialSecrets, isProviderConfigured, loadLlmConfig } from './config.js';

describe('LLM configuration', () => {
  it('reads every provider’s variables into typed settings', () => {
    const llm = loadLlmConfig({
      OPENAI_API_KEY: ' sk-openai-key ',
      OPENAI_WEB_SEARCH: 'yes',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_COMPATIBLE_MODEL: 'llama3.3:70b',
      PROMPT_MODEL: 'GPT_4O_MINI',
      PROMPT_MODEL_TIMEOUT_MS: '5000',
    });
    expect(llm.simulateAll).toBe(false);
    expect(llm.providers.openai).toEqual({ apiKey: 'sk-openai-key', baseUrl: undefined, webSearch: true, model: undefined });
    expect(llm.providers.anthropic).toMatchObject({ apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', webSearch: false });
    expect(isProviderConfigured(llm, 'openai')).toBe(true);
    expect(isProviderConfigured(llm, 'anthropic')).toBe(false);
    // A local endpoint needs no key: its URL configures it.
    expect(isProviderConfigured(llm, 'openai-compatible')).toBe(true);
    expect(llm).toMatchObject({ promptModel: 'GPT_4O_MINI', promptModelTimeoutMs: 5000 });
    expect(credentialSecrets(llm)).toEqual(['sk-openai-key']);
    expect(loadLlmConfig({ LLM_SIMULATE: 'all' }).simulateAll).toBe(true);
  });

  it('refuses a bad value naming its variable', () => {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ LLM_SIMULATE: 'yes' }, /LLM_SIMULATE must be "all"/],
      [{ OPENAI_BASE_URL: 'api.openai.com' }, /OPENAI_BASE_URL must be an http\(s\) URL/],
      [{ ANTHROPIC_WEB_SEARCH: 'maybe' }, /ANTHROPIC_WEB_SEARCH must be true or false/],
      [{ PROMPT_MODEL_TIMEOUT_MS: '-1' }, /PROMPT_MODEL_TIMEOUT_MS must be a positive integer/],
    ];
    for (const [env, message] of cases) expect(() => loadLlmConfig(env)).toThrow(message);
  });
});
