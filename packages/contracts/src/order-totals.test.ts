import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineTotalPaise, listPricePaise, orderTotals, type PricedLine } from './order-totals.ts';

const line = (quantity: number, pricePaise: number, discountPaise = 0): PricedLine => ({
  quantity,
  pricePaise,
  discountPaise,
});

describe('orderTotals', () => {
  it('counts the subtotal at list price, the discount saved and the total charged', () => {
    const totals = orderTotals([line(2, 49_900, 10_000), line(1, 129_900), line(3, 25_050, 4_950)]);
    assert.deepEqual(totals, {
      // (499 + 100) × 2 + 1299 + (250.50 + 49.50) × 3
      subtotalPaise: 119_800 + 129_900 + 90_000,
      discountTotalPaise: 20_000 + 0 + 14_850,
      couponDiscountPaise: 0,
      shippingTotalPaise: 0,
      orderTotalPaise: 99_800 + 129_900 + 75_150,
    });
  });

  it('charges the subtotal less the discount', () => {
    const { subtotalPaise, discountTotalPaise, shippingTotalPaise, orderTotalPaise } = orderTotals([
      line(7, 33_333, 1),
      line(1, 1, 99_999),
    ]);
    assert.equal(orderTotalPaise, subtotalPaise - discountTotalPaise + shippingTotalPaise);
    assert.equal(orderTotalPaise, 7 * 33_333 + 1);
  });

  it("counts a code's discount in the discount and charges the total after it", () => {
    const totals = orderTotals([line(2, 49_900, 10_000), line(1, 129_900)], 22_970);
    assert.equal(totals.couponDiscountPaise, 22_970);
    assert.equal(totals.discountTotalPaise, 20_000 + 22_970);
    assert.equal(totals.orderTotalPaise, 99_800 + 129_900 - 22_970);
  });

  it('is all zero for no lines', () => {
    assert.deepEqual(orderTotals([]), {
      subtotalPaise: 0,
      discountTotalPaise: 0,
      couponDiscountPaise: 0,
      shippingTotalPaise: 0,
      orderTotalPaise: 0,
    });
  });
});

describe('listPricePaise and lineTotalPaise', () => {
  it('strike through price + discount and charge price × quantity', () => {
    assert.equal(listPricePaise({ pricePaise: 39_999, discountPaise: 10_001 }), 50_000);
    assert.equal(listPricePaise({ pricePaise: 39_900, discountPaise: 0 }), 39_900);
    assert.equal(lineTotalPaise(line(3, 10, 5)), 30);
  });
});
