import { describe, expect, it } from 'vitest';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs, stockOf } from '../orders/orders-fixtures.ts';
import { askForReturn, deliveredOrder, moveReturn } from './returns-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Racing' });
const ROUNDS = 5;

describe('concurrent return requests', () => {
  it('let exactly one of two requests for the last returnable unit through', async () => {
    const romper = await createProductVia(t, admin, {
      name: 'Dino Romper',
      categoryId: category.id,
      variants: [variant('0-3M', 450, 100)],
    });
    for (let round = 0; round < ROUNDS; round++) {
      const { token, order } = await deliveredOrder(t, admin, [
        { variantId: romper.variants[0]!.id, quantity: 1 },
      ]);
      const body = {
        type: 'RETURN' as const,
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' as const }],
        refundUpiId: 'asha@oksbi',
      };
      const results = await Promise.all([
        askForReturn(t, token, order.id, body),
        askForReturn(t, token, order.id, body),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('CONFLICT');
    }
  });

  it('never let an exchange approval and a checkout both take the last unit of a size', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // Two products on both sides, so the locks of each side span products (the deadlock case).
      const [kurta, socks] = await Promise.all([
        createProductVia(t, admin, {
          name: `Festive Kurta ${round}`,
          categoryId: category.id,
          variants: [variant('2-3Y', 1299, 5), variant('3-4Y', 1299, 1)],
        }),
        createProductVia(t, admin, {
          name: `Plain Socks ${round}`,
          categoryId: category.id,
          variants: [variant('0-6M', 99, 5), variant('6-12M', 99, 100)],
        }),
      ]);
      const [kurtaBought, kurtaLast] = kurta.variants.map((v) => v.id) as [string, string];
      const [socksBought, socksPlenty] = socks.variants.map((v) => v.id) as [string, string];
      const exchanger = await deliveredOrder(t, admin, [
        { variantId: kurtaBought, quantity: 1 },
        { variantId: socksBought, quantity: 1 },
      ]);
      const line = (variantId: string) =>
        exchanger.order.items.find((i) => i.product.variant.id === variantId)!.id;
      const asked = await askForReturn(t, exchanger.token, exchanger.order.id, {
        type: 'EXCHANGE',
        items: [
          {
            orderItemId: line(kurtaBought),
            quantity: 1,
            reason: 'SIZE_TOO_SMALL',
            exchangeVariantId: kurtaLast,
          },
          {
            orderItemId: line(socksBought),
            quantity: 1,
            reason: 'SIZE_TOO_SMALL',
            exchangeVariantId: socksPlenty,
          },
        ],
      });
      expect(asked.statusCode).toBe(201);
      const buyer = await customerWithCart(t, [
        { variantId: socksPlenty, quantity: 1 },
        { variantId: kurtaLast, quantity: 1 },
      ]);
      const kurtaBefore = await stockOf(t, kurta);
      const socksBefore = await stockOf(t, socks);

      const [approval, checkout] = await Promise.all([
        moveReturn(t, admin, asked.json().returnRequest.id, { status: 'APPROVED' }),
        placeOrderAs(t, buyer.token, buyer.addressId),
      ]);
      const won = [approval.statusCode === 200, checkout.statusCode === 201];
      expect(won.filter(Boolean)).toHaveLength(1);
      const loser = approval.statusCode === 200 ? checkout : approval;
      expect(loser.statusCode).toBe(409);
      expect(loser.json().code).toBe('OUT_OF_STOCK');
      expect(await stockOf(t, kurta)).toEqual([kurtaBefore[0], 0]);
      // Whoever won took one pair of the plentiful socks; the loser took nothing.
      expect(await stockOf(t, socks)).toEqual([socksBefore[0], socksBefore[1]! - 1]);
    }
  });
});
