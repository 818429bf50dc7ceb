import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../db/client.js';
import { repeatingErrorLog } from './error-log.js';

describe('repeating error events', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the first, then at most one per interval saying how many it stands for', () => {
    vi.useFakeTimers({ now: 0 });
    const warn = vi.fn();
    const onError = repeatingErrorLog({ warn }, 'the job queue failed', 30_000);
    onError(new Error('down'));
    for (let i = 0; i < 5; i++) onError(new Error('still down'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([{ err: expect.objectContaining({ message: 'down' }) }, 'the job queue failed']);
    vi.setSystemTime(30_000);
    onError(new Error('down again'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]).toEqual([{ err: expect.any(Error), since: 5 }, 'the job queue failed (and 5 more since)']);
  });

  it("logs an idle database connection's failure instead of crashing or swallowing it", async () => {
    const warn = vi.fn();
    const database = connectDatabase('postgresql://postgres@127.0.0.1:1/none', { log: { warn } });
    database.pool.emit('error', new Error('terminating connection due to administrator command'));
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'an idle database connection failed');
    await database.close();
  });
});
