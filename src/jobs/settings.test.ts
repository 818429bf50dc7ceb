import { describe, expect, it } from 'vitest';
import { loadEngineSettings } from './settings.js';

describe('engine settings', () => {
  it('has defaults, a concurrency per provider, and refuses nonsense', () => {
    const defaults = loadEngineSettings({});
    expect(defaults).toMatchObject({
      timeoutMs: 60_000,
      maxRetries: 4,
      retryDelaySeconds: 5,
      weeklyCron: '0 6 * * 1',
      runTimeLimitSeconds: 240,
      runLeaseSeconds: 20,
    });
    expect(defaults.concurrency.openai).toBe(8);

    const tuned = loadEngineSettings({
      LLM_CONCURRENCY: '3',
      LLM_CONCURRENCY_OPENAI: '20',
      LLM_CONCURRENCY_OPENAI_COMPATIBLE: '1',
      LLM_TIMEOUT_MS: '1000',
    });
    expect(tuned.concurrency).toMatchObject({ openai: 20, anthropic: 3, 'openai-compatible': 1, simulated: 3 });
    expect(tuned.runTimeLimitSeconds).toBe(63);
    expect(() => loadEngineSettings({ RUN_LEASE_SECONDS: '1' })).toThrow(/RUN_LEASE_SECONDS/);

    expect(() => loadEngineSettings({ LLM_CONCURRENCY: '0' })).toThrow(/LLM_CONCURRENCY/);
    expect(() => loadEngineSettings({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(loadEngineSettings({ LLM_MAX_RETRIES: '0' }).maxRetries).toBe(0);
  });
});
