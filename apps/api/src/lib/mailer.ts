import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '../config/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The message's one action link; without SMTP it is logged, so a developer can open it from the console. */
  link?: string;
}

/** Sends mail. SMTP in production; .eml files under DATA_DIR/mail/ where no SMTP server is set. */
export interface Mailer {
  /** Where messages go, for the boot log: 'smtp' or the folder the .eml files land in. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function mailFrom(env: Pick<Env, 'MAIL_FROM' | 'ALLOWED_EMAIL_DOMAIN'>): string {
  return env.MAIL_FROM ?? `Hotel Profiler <no-reply@${env.ALLOWED_EMAIL_DOMAIN}>`;
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'ALLOWED_EMAIL_DOMAIN' | 'DATA_DIR'>, logger: Logger): Mailer {
  const from = mailFrom(env);
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL, { from });
    return {
      destination: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
      close: () => transport.close(),
    };
  }
  // Without a mail server the message is still composed in full (headers, MIME parts) and kept as
  // a file, so development and tests read the same bytes a mailbox would receive.
  const dir = join(env.DATA_DIR, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: dir,
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      // Logged first: should the file not be writable, the link is still there to open.
      logger.info({ to: message.to, subject: message.subject, file, link: message.link }, 'mail written to a file (no SMTP_URL)');
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
