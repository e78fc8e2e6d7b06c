import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders, orderStatusHistory, productVariants, products } from '../db/schema.ts';
import { coverImages } from '../catalog/products.service.ts';
import { newPublicNumber } from './orders.service.ts';
import { expectedDeliveryDate } from './delivery-promise.ts';

type ReplacementLine = { variantId: string; quantity: number };

/**
 * The order that sends an exchange's new sizes: total 0, each line priced 0 at its exchange
 * variant (name, slug, size, colour and cover copied as a placed order's are), the source order's
 * address, PENDING with its first status in the history. It takes no stock: the exchange held the
 * stock when it was approved. Call inside the exchange's transaction.
 */
export async function createReplacementOrder(
  tx: Db,
  sourceOrderId: string,
  lines: ReplacementLine[],
): Promise<{ id: string; orderNumber: string }> {
  const [source] = await tx.select().from(orders).where(eq(orders.id, sourceOrderId));
  if (!source) throw new Error(`replacement for a missing order ${sourceOrderId}`);
  const variants = await tx
    .select({
      variantId: productVariants.id,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      size: productVariants.size,
      color: productVariants.color,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        lines.map((line) => line.variantId),
      ),
    );
  const byId = new Map(variants.map((v) => [v.variantId, v]));
  const orderValues = {
    userId: source.userId,
    subtotalPaise: 0,
    discountTotalPaise: 0,
    shippingTotalPaise: 0,
    orderTotalPaise: 0,
    shipAddressLine1: source.shipAddressLine1,
    shipAddressLine2: source.shipAddressLine2,
    shipCity: source.shipCity,
    shipState: source.shipState,
    shipPostalCode: source.shipPostalCode,
    expectedDeliveryDate: expectedDeliveryDate(),
  };
  let inserted: { id: string; orderNumber: string } | undefined;
  // A clash of random order numbers is rare; on one, simply draw again.
  while (!inserted) {
    [inserted] = await tx
      .insert(orders)
      .values({ ...orderValues, orderNumber: newPublicNumber('LS') })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
  }
  const covers = await coverImages(
    tx,
    variants.map((v) => v.productId),
  );
  await tx.insert(orderItems).values(
    lines.map((line) => {
      const v = byId.get(line.variantId);
      if (!v) throw new Error(`replacement for a missing variant ${line.variantId}`);
      return {
        orderId: inserted.id,
        productId: v.productId,
        variantId: v.variantId,
        productName: v.name,
        productSlug: v.slug,
        size: v.size,
        color: v.color,
        imageUrl: covers.get(v.productId)?.[0]?.thumbUrl ?? null,
        quantity: line.quantity,
        pricePaise: 0,
        discountPaise: 0,
      };
    }),
  );
  await tx.insert(orderStatusHistory).values({ orderId: inserted.id, status: 'PENDING' });
  return inserted;
}
