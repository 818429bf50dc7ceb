import { describe, expect, it } from 'vitest';
import { PROVIDERS } from './settings.js';
import { CallSlots } from './call-slots.js';

const limits = Object.fromEntries(PROVIDERS.map((provider) => [provider, provider === 'openai' ? 2 : 1])) as ConstructorParameters<
  typeof CallSlots
>[0];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('provider call slots', () => {
  it('keeps each provider at its limit, in turn, and frees a slot whether the call succeeds or throws', async () => {
    const slots = new CallSlots(limits);
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const call = (index: number) =>
      slots.run('openai', async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await sleep(10);
        inFlight -= 1;
        order.push(index);
        if (index === 1) throw new Error('provider error');
        return index;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(call));
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(order.slice(2)).toEqual([2, 3, 4, 5]);
  });

  it('does not let one provider take another one’s slots', async () => {
    const slots = new CallSlots(limits);
    let release!: () => void;
    const held = slots.run('anthropic', () => new Promise<void>((resolve) => (release = resolve)));
    expect(await slots.run('openai', async () => 'called')).toBe('called');
    let second = false;
    const waiting = slots.run('anthropic', async () => (second = true));
    await sleep(10);
    expect(second).toBe(false);
    release();
    await Promise.all([held, waiting]);
    expect(second).toBe(true);
  });
});
