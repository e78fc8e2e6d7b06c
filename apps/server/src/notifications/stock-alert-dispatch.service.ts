import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@shop/contracts/languages';
import { startPeriodicRounds, type PeriodicRounds } from '../db/periodic-rounds.ts';
import { queryRows } from '../db/client.ts';
import { stockAlerts } from '../db/schema.ts';
import { enqueueMail, type MailingDeps } from '../mail/mail-outbox.ts';
import type { MailBrand } from '../mail/mail-document.ts';
import { mailingBrand } from '../content/company.service.ts';
import { coverImages } from '../catalog/products.service.ts';
import { unsubscribeLinks } from './unsubscribe-token.ts';
import { stockAlertMail, type RestockedVariant } from './stock-alert-mail.ts';

/** Alerts mailed per transaction: a restock of a popular size is spread over a few. */
const BATCH = 50;

type DueAlert = RestockedVariant & {
  id: string;
  email: string;
  /** The language of the page it was asked on: its mail is written in it. */
  language: Language;
  turnedOff: boolean;
};

/**
 * Mails one batch of due alerts, oldest request first: each alert of a size with stock again, of
 * a product on sale, gets its one mail queued and is spent (notified_at), all in one transaction.
 * The rows are claimed with FOR UPDATE SKIP LOCKED, so instances running this side by side never
 * take the same alert. A due alert of a draft product stays due and waits. An address that has
 * turned these alerts off since it asked gets no mail; its alert is spent all the same.
 */
async function mailBatch(
  deps: MailingDeps,
  brand: MailBrand,
): Promise<{ claimed: number; mailed: number }> {
  return deps.db.transaction(async (tx) => {
    const due = await queryRows<{
      id: string;
      email: string;
      variant_id: string;
      product_id: string;
      product_name: string;
      product_slug: string;
      size: string;
      color: string;
      original_price_paise: number;
      discount_price_paise: number | null;
      language: Language;
      turned_off: boolean;
    }>(
      tx,
      sql`select a.id, a.email, a.language, a.variant_id, p.id as product_id, p.name as product_name,
            p.slug as product_slug, v.size, v.color, v.original_price_paise, v.discount_price_paise,
            exists (select 1 from mail_opt_outs o
              where o.email = a.email and o.kind = 'STOCK_ALERT') as turned_off
          from stock_alerts a
          join product_variants v on v.id = a.variant_id
          join products p on p.id = v.product_id
          where a.due_at is not null and a.notified_at is null
            and v.stock > 0 and p.status = 'ACTIVE'
          order by a.created_at, a.id
          limit ${BATCH}
          for update of a skip locked`,
    );
    if (due.length === 0) return { claimed: 0, mailed: 0 };
    const covers = await coverImages(tx, [...new Set(due.map((row) => row.product_id))]);
    const alerts: DueAlert[] = due.map((row) => ({
      id: row.id,
      email: row.email,
      language: row.language,
      turnedOff: row.turned_off,
      variantId: row.variant_id,
      productName: row.product_name,
      productSlug: row.product_slug,
      size: row.size,
      color: row.color,
      originalPricePaise: row.original_price_paise,
      discountPricePaise: row.discount_price_paise,
      thumbUrl: covers.get(row.product_id)?.[0]?.thumbUrl ?? null,
    }));
    const wanted = alerts.filter((alert) => !alert.turnedOff);
    for (const alert of wanted) {
      const links = await unsubscribeLinks(
        deps,
        { email: alert.email, kind: 'STOCK_ALERT' },
        alert.language,
      );
      await enqueueMail(tx, stockAlertMail(brand, alert.email, alert, links, alert.language), {
        kind: 'STOCK_ALERT',
        // Due now, each a moment after the last: the outbox sends by this time, so the people
        // who asked first hear first (now() is one instant for the whole transaction).
        notBefore: sql`clock_timestamp()`,
      });
    }
    await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        inArray(
          stockAlerts.id,
          alerts.map((alert) => alert.id),
        ),
      );
    return { claimed: alerts.length, mailed: wanted.length };
  });
}

/**
 * Due alerts whose size sold out again before they were mailed go back to waiting: the next
 * restock (0 to more, the trigger of migration 0021) makes them due again. A size being
 * restocked right now is locked by that change, and skipped: this never undoes a restock it
 * cannot see yet.
 */
async function returnSoldOutToWaiting(deps: MailingDeps): Promise<void> {
  await deps.db.execute(
    sql`update stock_alerts set due_at = null
        where id in (select a.id from stock_alerts a
          join product_variants v on v.id = a.variant_id
          where a.due_at is not null and a.notified_at is null and v.stock = 0
          for update of a skip locked for share of v skip locked)`,
  );
}

/** Mails every due alert it can, then kicks the outbox; how many this call mailed. */
export async function dispatchStockAlerts(deps: MailingDeps): Promise<number> {
  await returnSoldOutToWaiting(deps);
  const brand = await mailingBrand(deps);
  let mailed = 0;
  for (;;) {
    const batch = await mailBatch(deps, brand);
    mailed += batch.mailed;
    if (batch.claimed < BATCH) break;
  }
  if (mailed > 0) deps.afterCommit();
  return mailed;
}

/**
 * Runs `dispatchStockAlerts` every `intervalMs` (10 s) and once at once. Its state is the
 * alerts' own rows (due_at set by the database's trigger on any restock, notified_at once
 * mailed), so a restart misses nothing and any number of instances may run it side by side
 * (SKIP LOCKED). A failed round is logged and the next one tries again; the timer is unref'd.
 */
export function startStockAlertDispatch(options: {
  deps: MailingDeps;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
}): PeriodicRounds {
  const { deps, log } = options;
  return startPeriodicRounds({
    round: async () => {
      const mailed = await dispatchStockAlerts(deps);
      if (mailed > 0) log.info({ mailed }, 'back-in-stock alerts mailed');
    },
    intervalMs: options.intervalMs ?? 10_000,
    log,
    failure: 'back-in-stock alert round failed',
  });
}
