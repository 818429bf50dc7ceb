import type { FastifyBaseLogger } from 'fastify';
import { MailNotSent, type MailMessage, type Mailer } from '../../lib/mailer.js';
import type { Role } from '../users/roles.js';

export interface InviteMailInput {
  to: string;
  role: Role;
  url: string;
  expiresAt: Date;
  /** The inviting user's email; null when an API key invited. */
  invitedBy: string | null;
}

const ROLE_WORDS: Record<Role, string> = {
  owner: 'an owner (everything)',
  admin: 'an admin (everything but the owner role)',
  member: 'a member (brands, topics, campaigns and their figures)',
  viewer: 'a viewer (reads every figure, changes nothing)',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The invite as a mail: who invited, as what, the link, and until when it works. */
export function inviteMessage(input: InviteMailInput): MailMessage {
  const inviter = input.invitedBy ?? 'Your team';
  const until = input.expiresAt.toUTCString();
  const lead = `${inviter} invited you to Brandlens as ${ROLE_WORDS[input.role]}.`;
  const how = `Open this link to choose your password and sign in. It works once, until ${until}:`;
  const ignore = 'If you did not expect this invite, ignore this mail: nothing happens unless the link is opened.';
  return {
    to: input.to,
    subject: `${inviter} invited you to Brandlens`,
    text: `${lead}\n\n${how}\n\n${input.url}\n\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}

/**
 * Mails the invite when a mail server is configured, and says whether it went out. A failure never fails the invite:
 * the link is answered all the same, to copy, and the failure is logged for the operator.
 */
export async function mailInvite(
  mailer: Mailer | undefined,
  input: InviteMailInput & { inviteId: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  if (!mailer) return false;
  try {
    await mailer.send(inviteMessage(input));
    return true;
  } catch (error) {
    const reason = error instanceof MailNotSent ? { reason: error.message, code: error.code } : { err: error };
    log.warn({ inviteId: input.inviteId, ...reason }, 'invite email not sent; the invite link works all the same');
    return false;
  }
}
