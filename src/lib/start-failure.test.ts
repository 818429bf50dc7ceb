import { describe, expect, it } from 'vitest';
import { startFailureMessage } from './start-failure.js';

describe('start failure messages', () => {
  it('say something even when nothing was thrown', () => {
    expect(startFailureMessage(undefined)).toBe('no reason was given. Run with LOG_LEVEL=debug for details.');
  });

  it('say what to do about the usual causes', () => {
    const taken = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), { code: 'EADDRINUSE' });
    expect(startFailureMessage(taken)).toMatch(/address already in use 127\.0\.0\.1:3000\. Another process uses the port: set PORT/);
    expect(startFailureMessage(new Error('initdb: error: could not access directory "/root/x/data/postgres": Permission denied'))).toMatch(
      /set DATA_DIR/,
    );
    expect(startFailureMessage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toMatch(
      /DATABASE_URL cannot be reached/,
    );
    expect(startFailureMessage(new Error('PORT must be a positive integer, got "x"'))).toMatch(
      /Fix that variable \(in the environment or \.env/,
    );
    expect(startFailureMessage(new Error('LLM_SIMULATE must be "all" or unset, got "yes"'))).toMatch(/Fix that variable/);
    const unreadable = new Error("/srv/.env could not be read: EACCES: permission denied, open '/srv/.env'");
    expect(startFailureMessage(unreadable)).toMatch(/could not be read: .*\. Make it a readable file of NAME=value lines, or remove it\.$/);
  });

  it('keep a plain cause plain when asked to add nothing', () => {
    expect(startFailureMessage(new Error('unknown model FOO'), '')).toBe('unknown model FOO');
  });
});
