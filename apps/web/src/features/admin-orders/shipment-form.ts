import { updateOrderStatusBodySchema } from '@shop/contracts/orders';
import type { z } from 'zod';

/** The courier and tracking number asked on the way to SHIPPED: the API's own rules and messages. */
export const shipmentFormSchema = updateOrderStatusBodySchema.pick({
  courier: true,
  trackingNumber: true,
});
export type ShipmentFormInput = z.input<typeof shipmentFormSchema>;
export type Shipment = z.output<typeof shipmentFormSchema>;
