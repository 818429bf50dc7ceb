import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { LOOP_MARKER } from '../../test/support/looping-analyzer.js';
import { AnalysisThreads, AnalysisTimeoutError } from './thread-pool.js';

const brand = { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' };
const input = (answer: string) => ({ answer, citations: [], language: 'en' });
const answer = '1. **HubSpot** – free plan.\n2. **Pipedrive** – pipeline.\n3. **Zoho CRM** – cheap.';

describe('analysis threads', () => {
  const looping = new AnalysisThreads({
    threads: 1,
    timeoutMs: 1_000,
    analyzerModule: new URL('../../test/support/looping-analyzer.ts', import.meta.url),
  });
  const real = new AnalysisThreads({ threads: 2, timeoutMs: 5_000 });
  afterAll(async () => Promise.all([looping.close(), real.close()]));

  it('analyses answers as the analyzer does in this thread', async () => {
    const result = await real.analyze('brand-1', brand, {}, input(answer));
    expect(result.brandPosition).toBe(2);
    expect(result.competitors.map((competitor) => competitor.name)).toEqual(['HubSpot', 'Zoho CRM']);
  });

  it('stops an answer that runs over its budget and goes on with the next ones on a fresh thread', async () => {
    const stuck = looping.analyze('brand-1', brand, {}, input(`${answer}\n${LOOP_MARKER}`));
    const queued = looping.analyze('brand-1', brand, {}, input(answer));
    await expect(stuck).rejects.toBeInstanceOf(AnalysisTimeoutError);
    expect((await queued).competitors.map((competitor) => competitor.name)).toEqual(['HubSpot', 'Zoho CRM']);
    expect((await looping.analyze('brand-1', brand, {}, input(answer))).brandMentioned).toBe(true);
  }, 20_000);

  it('gives up, with the reason, on an analyzer module that cannot load instead of starting threads forever', async () => {
    const broken = new AnalysisThreads({ threads: 1, timeoutMs: 1_000, analyzerModule: new URL('./no-such-analyzer.ts', import.meta.url) });
    try {
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        messages.push(
          await broken.analyze('brand-1', brand, {}, input(answer)).then(
            () => 'answered',
            (error: Error) => error.message,
          ),
        );
      }
      expect(messages.every((message) => /no-such-analyzer/.test(message))).toBe(true);
      expect(messages.at(-1)).toMatch(/^The analysis threads cannot start/);
    } finally {
      await broken.close();
    }
  }, 20_000);

  it('keeps a process that awaits an answer alive until it has it', () => {
    const pool = new URL('./thread-pool.ts', import.meta.url).href;
    const script = `const { AnalysisThreads } = await import(${JSON.stringify(pool)});
      const threads = new AnalysisThreads({ threads: 1, timeoutMs: 10000 });
      const result = await threads.analyze('k', { name: 'Acme', aliases: [], domain: null }, {}, { answer: '1. **HubSpot** – a\\n2. **Zoho** – b', citations: [], language: 'en' });
      console.log(result.competitors.length);`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(output.trim()).toBe('2');
  }, 30_000);
});
