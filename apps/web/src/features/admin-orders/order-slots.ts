import type { Order } from '@shop/contracts/orders';
import { createContext, type ReactNode } from 'react';

export type OrderSlot = (order: Order) => ReactNode;

/**
 * What other features add to the admin's orders, composed in app/ (features never import each
 * other): `rowBadges` under a row's payment (where its payment stands), `detailsPanels` at the
 * top of an order's details (the payment and what can be done about it).
 */
export const AdminOrderSlots = createContext<{ rowBadges?: OrderSlot; detailsPanels?: OrderSlot }>(
  {},
);
