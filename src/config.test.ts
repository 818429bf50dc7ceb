import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentWithEnvFile, loadConfig } from './config.js';

const directories: string[] = [];
afterAll(() => directories.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function directoryWith(envFile?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-config-'));
  directories.push(dir);
  if (envFile !== undefined) writeFileSync(path.join(dir, '.env'), envFile);
  return dir;
}

describe('configuration', () => {
  it('is one typed object: the service, the engine and the language models', () => {
    const config = loadConfig({ PORT: '8080', WORKER: 'off', LLM_CONCURRENCY: '3', LLM_SIMULATE: 'all' });
    expect(config).toMatchObject({ port: 8080, worker: false, llm: { simulateAll: true } });
    expect(config.engine.concurrency.openai).toBe(3);
    expect(loadConfig({})).toMatchObject({ worker: true, llm: { simulateAll: false }, engine: { maxRetries: 4 } });
  });

  it('reads .env in the working directory under the environment, which wins', () => {
    const dir = directoryWith(
      ['# as the server was started', 'LLM_SIMULATE=all', 'export PORT=4000', 'OPENAI_API_KEY="sk-from-the-file"', 'HOST=0.0.0.0'].join(
        '\n',
      ),
    );
    const env = environmentWithEnvFile({ HOST: '127.0.0.1', LLM_SIMULATE: '' }, dir);
    expect(env).toMatchObject({ PORT: '4000', OPENAI_API_KEY: 'sk-from-the-file', HOST: '127.0.0.1' });
    // Set to nothing in the environment is set: the file's LLM_SIMULATE=all does not come back.
    expect(loadConfig(env)).toMatchObject({ port: 4000, host: '127.0.0.1', llm: { simulateAll: false } });
  });

  it('is the environment alone where there is no .env', () => {
    const env = { PORT: '3001' };
    expect(environmentWithEnvFile(env, directoryWith())).toBe(env);
  });

  it('names the variable of a bad value from the file, and the file when it cannot be read', () => {
    const badValue = environmentWithEnvFile({}, directoryWith('PROMPT_MODEL_TIMEOUT_MS=soon\n'));
    expect(() => loadConfig(badValue)).toThrow('PROMPT_MODEL_TIMEOUT_MS must be a positive integer, got "soon"');
    const unreadable = directoryWith();
    mkdirSync(path.join(unreadable, '.env'));
    expect(() => environmentWithEnvFile({}, unreadable)).toThrow(`${path.join(unreadable, '.env')} could not be read: EISDIR`);
  });
});
