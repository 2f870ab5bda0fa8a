import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  /** The outbox row's id: also the Message-ID's local part, so a resend of the same row is recognisably the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
}

/**
 * Sends mail: through SMTP when `SMTP_URL` is set (nodemailer), else into a
 * folder as .eml files, with a line in the log, so the product runs without a mail server and
 * says plainly that mail is not set up.
 */
export interface Mailer {
  configured: boolean;
  /** Where unsent-by-SMTP mail is written, when SMTP is not configured. */
  folder: string | null;
  from: string;
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** The domain part of the From address, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

export function createMailer(options: { smtpUrl?: string; from: string; folder: string; log: Pick<FastifyBaseLogger, 'info' | 'warn'> }): Mailer {
  const { from, log } = options;
  const messageOf = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domainOf(from)}>`,
    headers: { 'Content-Language': mail.language },
  });

  if (options.smtpUrl) {
    // A pool keeps one connection for a burst of messages instead of a handshake each.
    const transport = nodemailer.createTransport(`${options.smtpUrl}${options.smtpUrl.includes('?') ? '&' : '?'}pool=true`);
    return {
      configured: true,
      folder: null,
      from,
      send: async (mail) => {
        await transport.sendMail(messageOf(mail));
      },
      close: () => transport.close(),
    };
  }

  const folder = resolve(options.folder);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    configured: false,
    folder,
    from,
    send: async (mail) => {
      const info = await transport.sendMail(messageOf(mail));
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail not sent (SMTP_URL is not set): written to a file');
    },
    close: () => transport.close(),
  };
}
