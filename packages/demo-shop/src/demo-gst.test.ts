import { describe, expect, it } from 'vitest';
import { gstRates, hsnCodeSchema } from '@shop/contracts/gst';
import { demoProducts } from './demo-catalogue.ts';
import { demoGstOf } from './demo-gst.ts';

const named = (name: string) => demoProducts.find((p) => p.name === name)!;

describe('demo GST details', () => {
  it('gives every product a valid HSN code and one of the GST slabs', () => {
    for (const product of demoProducts) {
      expect(hsnCodeSchema.safeParse(product.hsnCode).success, product.slug).toBe(true);
      expect(gstRates, product.slug).toContain(product.gstRatePercent);
    }
  });

  it('taxes garments at 5 % up to ₹2,500 a piece and 18 % above', () => {
    expect(named('Chikankari Cotton Kurta')).toMatchObject({ hsnCode: '6203', gstRatePercent: 5 });
    const lehenga = named('Gota Patti Festive Lehenga');
    expect(Math.min(...lehenga.variants.map((v) => v.originalPrice))).toBeGreaterThan(2500);
    expect(lehenga).toMatchObject({ hsnCode: '6204', gstRatePercent: 18 });
    const garment = { kind: 'frock', categorySlug: 'frocks-dresses', sizes: ['2-3Y'] } as const;
    expect(demoGstOf({ ...garment, piecePricesInRupees: [2500] }).gstRatePercent).toBe(5);
    expect(demoGstOf({ ...garment, piecePricesInRupees: [999, 2500.01] }).gstRatePercent).toBe(18);
  });

  it("uses babies' headings for products sized in months only", () => {
    expect(named('Organic Cotton Envelope-Neck Bodysuit').hsnCode).toBe('611120');
    expect(named('Baby Denim-Look Dungaree').hsnCode).toBe('6209');
    expect(named('Kids Denim-Look Dungaree').hsnCode).toBe('620462');
    expect(named('Anti-Slip Striped Socks Pack of 3').hsnCode).toBe('6111');
    expect(named('Cotton Ankle Socks - Hearts').hsnCode).toBe('611595');
  });

  it('keeps toys and fabrics at 5 % whatever the price, and bags at 18 %', () => {
    expect(named('Cuddly Cotton Teddy Bear')).toMatchObject({ hsnCode: '9503', gstRatePercent: 5 });
    const fabric = named('Brushed Cotton Flannel Fabric - Little Stars');
    expect(Math.max(...fabric.variants.map((v) => v.originalPrice))).toBeGreaterThan(2000);
    expect(fabric).toMatchObject({ hsnCode: '5208', gstRatePercent: 5 });
    expect(named('Organic Jersey Fabric - Starry Night').hsnCode).toBe('6006');
    expect(named('Starry Preschool Backpack')).toMatchObject({
      hsnCode: '420292',
      gstRatePercent: 18,
    });
  });
});
