import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../lib/mailer.js';
import { freePort } from '../../../test/support/processes.js';
import { signIn, signedInFrom, TEST_PASSWORD, uniqueEmail, type SignedIn } from '../../../test/support/sessions.js';
import { createTestContext, type TestContext } from '../../../test/support/test-app.js';
import { createUser } from '../users/service.js';

const PUBLIC_BASE_URL = 'https://brandlens.agency.example';
const SMTP_USER = 'brandlens';
// Percent-encoded in SMTP_URL, as the README says a password with @ or : must be.
const SMTP_PASSWORD = 'p@ss:word';
const FROM = 'Acme Agency <invites@agency.example>';

interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** A mail server on a port of its own, as a relay would be: it asks for the password and keeps what it is given. */
async function startMailServer(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on a local port: STARTTLS would need a certificate, and the authentication is what is tested.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((address: SMTPServerAddress) => address.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Log lines of an app, as JSON objects, to check what an operator would read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
}

describe('invites mailed over SMTP', () => {
  let ctx: TestContext;
  let accountId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    accountId = (await ctx.createAccount()).id;
  });
  afterAll(async () => ctx.close());

  /** An app of the same database that mails through `smtpUrl`, and its owner signed in there. */
  async function appMailingThrough(smtpUrl: string, timeoutMs = 5_000) {
    const { logger, lines } = capturedLogger();
    const app = await ctx.buildApp({ mailer: smtpMailer({ url: smtpUrl, from: FROM, timeoutMs }), publicBaseUrl: PUBLIC_BASE_URL, logger });
    const email = uniqueEmail('owner');
    await createUser(ctx.database.db, { accountId, email, role: 'owner', password: TEST_PASSWORD });
    return { app, logs: lines, owner: await signIn(app, email) };
  }
  const invite = (by: SignedIn, email: string, role = 'member') =>
    by.request({ method: 'POST', url: '/api/v1/invites', payload: { email, role } });
  const accept = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/invites/accept', payload: { token, password: 'the invitee chose this' } });

  it('mails the link to the invitee, and the link in the mail accepts the invite', async () => {
    const mailServer = await startMailServer();
    try {
      const { app, owner, logs } = await appMailingThrough(
        `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${mailServer.port}`,
      );
      const inviteeEmail = uniqueEmail('invitee');
      const created = await invite(owner, inviteeEmail, 'admin');
      expect(created.statusCode, created.body).toBe(201);
      const { data } = created.json();
      expect(data).toMatchObject({
        email: inviteeEmail,
        role: 'admin',
        emailed: true,
        url: `${PUBLIC_BASE_URL}/accept-invite#${data.token}`,
      });

      // Answered after the server accepted it: the mail is there already.
      expect(mailServer.received).toHaveLength(1);
      const [{ envelopeTo, mail }] = mailServer.received as [ReceivedMail];
      expect(envelopeTo).toEqual([inviteeEmail]);
      expect(mail.to).toMatchObject({ value: [{ address: inviteeEmail }] });
      expect(mail.from).toMatchObject({ value: [{ name: 'Acme Agency', address: 'invites@agency.example' }] });
      expect(mail.subject).toBe(`${owner.email} invited you to Brandlens`);
      expect(mail.text).toContain('as an admin');
      expect(mail.html).toContain(`href="${data.url}"`);

      // What the invitee has is the mail: its link, not the API's answer.
      const link = /https:\/\/\S+\/accept-invite#\S+/.exec(mail.text ?? '')?.[0];
      expect(link).toBe(data.url);
      const accepted = await accept(app, new URL(link!).hash.slice(1));
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().data.user).toMatchObject({ email: inviteeEmail, role: 'admin' });
      const newcomer = signedInFrom(app, accepted);
      expect((await newcomer.request({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(200);
      expect(logs).toEqual([]);
    } finally {
      await mailServer.close();
    }
  });

  it('answers the invite with emailed false, and logs why, when the mail server is down or refuses the mail', async () => {
    // Refusing: the password is wrong.
    const mailServer = await startMailServer();
    // Down: nothing listens on the port. Chosen once the mail server listens, so the system cannot hand the mail server
    // the port just found free.
    const down = await appMailingThrough(`smtp://127.0.0.1:${await freePort()}`);
    const refusing = await appMailingThrough(`smtp://${SMTP_USER}:wrong@127.0.0.1:${mailServer.port}`);
    try {
      for (const [{ app, owner, logs }, code] of [
        [down, 'ESOCKET'],
        [refusing, 'EAUTH'],
      ] as const) {
        const created = await invite(owner, uniqueEmail('unmailed'));
        expect(created.statusCode, created.body).toBe(201);
        const { data } = created.json();
        expect(data.emailed).toBe(false);
        expect(data.url).toBe(`${PUBLIC_BASE_URL}/accept-invite#${data.token}`);
        expect(logs).toEqual([
          expect.objectContaining({
            level: 40,
            inviteId: data.id,
            code,
            reason: expect.stringContaining('the mail server could not be reached or refused the message'),
            msg: 'invite email not sent; the invite link works all the same',
          }),
        ]);
        // The password to the mail server stays out of the log.
        expect(JSON.stringify(logs)).not.toContain('wrong');
        // The invite is whole: listed, and its link accepts it.
        expect((await owner.request({ method: 'GET', url: '/api/v1/invites' })).body).toContain(data.id);
        expect((await accept(app, data.token)).statusCode).toBe(201);
      }
      expect(mailServer.received).toEqual([]);
    } finally {
      await mailServer.close();
    }
  });

  it('does not wait past SMTP_TIMEOUT_MS for a mail server that never answers', async () => {
    // Takes the connection and never greets, as a server behind a stuck firewall would.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      const { app, owner, logs } = await appMailingThrough(`smtp://127.0.0.1:${port}`, 500);
      const startedAt = Date.now();
      const created = await invite(owner, uniqueEmail('slow'));
      const waited = Date.now() - startedAt;
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.emailed).toBe(false);
      expect(waited).toBeGreaterThanOrEqual(500);
      // Far below nodemailer's own defaults (a 2-minute connection timeout), with room for a busy CI machine.
      expect(waited).toBeLessThan(5_000);
      expect(logs).toEqual([
        expect.objectContaining({
          inviteId: created.json().data.id,
          code: 'ETIMEDOUT',
          reason: 'the mail server did not accept the message within 500 ms',
        }),
      ]);
      expect((await accept(app, created.json().data.token)).statusCode).toBe(201);
      // The connection to the silent server was closed, not left open.
      await expect.poll(() => [...sockets].every((socket) => socket.destroyed || socket.readableEnded)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
