import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('mail server configuration', () => {
  it('is unset without SMTP_URL, and takes smtp:// and smtps:// URLs with a default From and timeout', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://user:secret@mail.agency.example:587' }).smtp).toEqual({
      url: 'smtp://user:secret@mail.agency.example:587',
      from: 'Brandlens <no-reply@localhost>',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://mail.agency.example', SMTP_FROM: 'Acme Agency <team@agency.example>', SMTP_TIMEOUT_MS: '2000' }).smtp,
    ).toEqual({ url: 'smtps://mail.agency.example', from: 'Acme Agency <team@agency.example>', timeoutMs: 2000 });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.agency.example', SMTP_FROM: 'team@agency.example' }).smtp?.from).toBe('team@agency.example');
  });

  it('names the variable of a bad value, and never repeats a URL that may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:secret@mail host:587' })).toThrow(/^SMTP_URL is not a URL; write it as smtp:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:secret@mail host:587' })).not.toThrow(/secret/);
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret@mail.agency.example' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://, got "https:"',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp:secret' })).toThrow('SMTP_URL names no host');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.agency.example', SMTP_FROM: 'Brandlens' })).toThrow(
      'SMTP_FROM must be an address (no-reply@agency.example) or a name and one (Brandlens <no-reply@agency.example>), got "Brandlens"',
    );
    expect(() => loadConfig({ SMTP_FROM: 'a@b.example\nBcc: everyone@example.com' })).toThrow('SMTP_FROM must be an address');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.agency.example', SMTP_TIMEOUT_MS: 'soon' })).toThrow(
      'SMTP_TIMEOUT_MS must be a positive integer, got "soon"',
    );
  });
});
