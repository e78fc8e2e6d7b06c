import { orderSchema, type Order } from '@shop/contracts/orders';
import { readJson, writeJson } from '../../lib/browser-storage.ts';

/*
 * The last order placed in this tab, per customer, so a reload of the checkout after an order
 * shows its confirmation again instead of an empty order form. Session storage: it ends with the
 * tab, and the key names the customer so another account in the same tab never sees it.
 */
const keyFor = (customer: string) => `placedOrder:${customer}`;

export function rememberPlacedOrder(customer: string, order: Order): void {
  writeJson(keyFor(customer), order, 'session');
}

export function recallPlacedOrder(customer: string): Order | null {
  const parsed = orderSchema.safeParse(readJson(keyFor(customer), 'session'));
  return parsed.success ? parsed.data : null;
}
