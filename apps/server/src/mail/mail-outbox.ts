import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailKind } from '@shop/contracts/notifications';
import type { MailMessage, Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 10;
// While one instance sends a message, the others leave it alone for this long.
const LEASE = sql`interval '5 minutes'`;
const SKIPPED_TURNED_OFF = 'Not sent: its recipient turned this kind of mail off.';
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);

/**
 * Queues a mail; call inside the transaction that makes it true, so both land or neither. A mail
 * that is not about an order names its `kind`, which its recipient may turn off before it goes.
 */
export async function enqueueMail(
  db: Db,
  message: MailMessage,
  options: { notBefore?: SQL; kind?: MailKind } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    headers: message.headers ?? null,
    kind: options.kind ?? null,
    // A mail meant for later waits in the outbox until then, as a retry does.
    ...(options.notBefore && { nextAttemptAt: options.notBefore }),
  });
}

/**
 * What a change that mails the customer needs: the database, PUBLIC_URL for the mail's links,
 * and the outbox's kick, called after the commit that queued the mail.
 */
export type MailingDeps = {
  db: Db;
  publicUrl: string;
  /** The server's signing key, for the signed links some mails carry ("Confirm my order"). */
  secret: string;
  afterCommit: () => void;
};

export type OutboxWorker = {
  /** Sends what is due now (e.g. right after a commit); resolves when this round is done. */
  kick(): Promise<void>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
};

/**
 * Sends queued mail, retrying failures with exponential backoff. Messages are claimed with a
 * lease (SKIP LOCKED), so several instances can run workers without sending anything twice.
 */
export function startOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Asked just before a mail of a kind goes: false when its recipient turned that kind off. */
  stillWanted?: (mail: { recipient: string; kind: MailKind }) => Promise<boolean>;
}): OutboxWorker {
  const { db, mailer, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    const claimed = await queryRows<{
      id: string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      kind: MailKind | null;
      headers: Record<string, string> | null;
      attempts: number;
    }>(
      db,
      sql`update mail_outbox set next_attempt_at = now() + ${LEASE}, attempts = attempts + 1
          where id in (
            select id from mail_outbox
            where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
            order by next_attempt_at limit ${BATCH}
            for update skip locked)
          returning id, recipient, subject, text_body, html_body, kind, headers, attempts`,
    );
    for (const row of claimed) {
      try {
        if (row.kind && options.stillWanted) {
          const wanted = await options.stillWanted({ recipient: row.recipient, kind: row.kind });
          if (!wanted) {
            await db
              .update(mailOutbox)
              .set({ sentAt: new Date(), skippedReason: SKIPPED_TURNED_OFF })
              .where(eq(mailOutbox.id, row.id));
            continue;
          }
        }
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { mailId: row.id, attempts: row.attempts, err: message },
          'mail failed; will retry',
        );
        await db
          .update(mailOutbox)
          .set({
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
          })
          .where(and(eq(mailOutbox.id, row.id), sql`${mailOutbox.sentAt} is null`));
      }
    }
    if (claimed.length === BATCH) again = true;
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await sendDue();
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'mail outbox round failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const timer = setInterval(() => void kick(), options.intervalMs ?? 30_000);
  timer.unref();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
