import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; the app is given one only when SMTP_URL is set, so its absence means "no mail server". */
export interface Mailer {
  /** Resolves once the mail server accepted the message; rejects with `MailNotSent` otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Why a message did not go out, in words an operator can act on (never the URL, which may hold a password). */
export class MailNotSent extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'MailNotSent';
  }
}

interface NodemailerError extends Error {
  code?: string;
  response?: string;
}

/**
 * A mailer over SMTP (nodemailer). One connection per message, no pool: invites are rare, and a pooled connection
 * to a server that went away would fail the next invite. Each send is given `timeoutMs` as a whole (connection,
 * greeting, TLS, authentication and data together), after which the connection is closed and the send fails.
 */
export function smtpMailer(config: SmtpConfig): Mailer {
  const transport = createTransport(config.url, { from: config.from });
  return {
    async send(message) {
      try {
        await transport.sendMail({ ...message, signal: AbortSignal.timeout(config.timeoutMs) });
      } catch (error) {
        const cause = error as NodemailerError;
        if (cause.code === 'EABORT') {
          throw new MailNotSent(`the mail server did not accept the message within ${config.timeoutMs} ms`, 'ETIMEDOUT');
        }
        throw new MailNotSent(
          `the mail server could not be reached or refused the message: ${cause.response ?? cause.message}`,
          cause.code,
        );
      }
    },
    close: () => transport.close(),
  };
}
