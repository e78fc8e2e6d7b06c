import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (nodemailer folds and encodes them). */
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/** A From header as written, or a display name and address that nodemailer quotes itself. */
export type MailSender = string | { name: string; address: string };

const DEFAULT_SENDER_ADDRESS = 'orders@littlesprouts.example';

/**
 * MAIL_FROM when it is set; otherwise the shop's current name (read for each message, so a
 * renamed shop signs its next mail with the new name) on the default address.
 */
export function mailSender(
  mailFrom: string | undefined,
  shopName: () => Promise<string>,
): () => Promise<MailSender> {
  if (mailFrom) return async () => mailFrom;
  return async () => ({ name: await shopName(), address: DEFAULT_SENDER_ADDRESS });
}

/**
 * SMTP_URL sends real mail through nodemailer. Without it, each message is rendered by
 * nodemailer all the same and kept as an .eml file in DATA_DIR/mail, with a log line, so a
 * demo shop and the browser tests can read what would have been sent.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: () => Promise<MailSender>;
  mailDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: await options.from(), ...message });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: await options.from(), ...message });
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written');
    },
  };
}
