import { suggestedGstRate, type GstRatePercent } from '@shop/contracts/gst';
import type { ArtKind } from './demo-catalogue.ts';

// What a tax invoice names each kind of demo goods by (its HSN heading in India's customs tariff)
// and the GST rate its prices carry.
//
// Rates are those in force since 22 September 2025 (Notification No. 9/2025-Central Tax (Rate)
// of 17 September 2025, after the 56th GST Council meeting): garments, made-up textiles and
// footwear (chapters 61 to 64) are 5 % up to ₹2,500 a piece and 18 % above; toys (9503) and
// fabrics (chapters 52 and 60) are 5 %; the other goods keep the slab named beside them.

type Heading = {
  /** The heading for children's sizes (years, shoe sizes, free size). */
  hsnCode: string;
  /**
   * Babies' garments have their own heading (chapter notes to 61 and 62: young children up to
   * 86 cm tall, about 24 months), used when every size of the product is in months.
   */
  babiesHsnCode?: string;
  /** A slab fixed by the goods; without one the rate follows the price of a piece. */
  fixedRate?: GstRatePercent;
};

const BABIES_KNITTED = '6111'; // babies' garments and clothing accessories, knitted or crocheted
const BABIES_WOVEN = '6209'; // babies' garments and clothing accessories, not knitted

const headingByKind: Record<ArtKind, Heading> = {
  // Snap bodysuits are cotton jersey: babies' garments, knitted, of cotton.
  bodysuit: { hsnCode: '611120' },
  // Rompers in muslin and gingham are woven: babies' garments, not knitted, of cotton.
  romper: { hsnCode: '620920' },
  // Woven cotton bib-and-brace overalls: babies' (6209) or girls' and unisex (620462; a garment
  // not made for boys only is classed with girls').
  dungaree: { hsnCode: '620462', babiesHsnCode: BABIES_WOVEN },
  // Woven cotton frocks: girls' dresses of cotton, or babies' garments for the month sizes.
  frock: { hsnCode: '620442', babiesHsnCode: BABIES_WOVEN },
  // Knitted tee-and-shorts sets: girls' and unisex ensembles, knitted, of cotton.
  'coord-set': { hsnCode: '610422', babiesHsnCode: BABIES_KNITTED },
  // Cotton jersey T-shirts.
  tshirt: { hsnCode: '610910' },
  // Pull-on woven cotton shorts: girls' and unisex trousers and shorts, of cotton.
  shorts: { hsnCode: '620462' },
  // Knitted cotton joggers and lounge pants: girls' and unisex trousers, knitted, of cotton.
  joggers: { hsnCode: '610462' },
  // Night suits and pyjamas, knitted, of cotton (girls' and unisex).
  'pyjama-set': { hsnCode: '610831' },
  // Cotton sweatshirts and hoodies: jerseys, pullovers and the like, knitted, of cotton.
  hoodie: { hsnCode: '611020' },
  // Boys' kurta sets: suits and ensembles, not knitted (kurta with pyjama).
  kurta: { hsnCode: '6203' },
  // Lehenga cholis: girls' ensembles of skirt and blouse, not knitted.
  lehenga: { hsnCode: '6204' },
  // Caps and beanies: babies' headgear is excluded from 6111 and goes to hats, knitted or of
  // textile fabric (6505), 5 % since the 12 % slab was folded into it.
  beanie: { hsnCode: '6505', fixedRate: 5 },
  sunhat: { hsnCode: '6505', fixedRate: 5 },
  // Stretch knitted headbands with a bow: other made-up clothing accessories, knitted (6117),
  // rather than 9615 (combs, hair-slides and hairpins of hard materials).
  hairband: { hsnCode: '6117' },
  // Knitted and soft-sole booties without an applied outer sole are babies' clothing
  // accessories, knitted.
  booties: { hsnCode: BABIES_KNITTED },
  // Canvas sneakers with rubber soles: footwear with outer soles of rubber or plastics and
  // uppers of textile materials.
  shoes: { hsnCode: '640419' },
  // Strap sandals of synthetic uppers and soles: other footwear of rubber or plastics.
  sandals: { hsnCode: '640299' },
  // Babies' and toddlers' socks: 6115 (hosiery) leaves babies' socks to 6111; older children's
  // socks are hosiery, knitted, of cotton (611595).
  socks: { hsnCode: '611595', babiesHsnCode: BABIES_KNITTED },
  // Scratch mittens: babies' clothing accessories, knitted.
  mittens: { hsnCode: BABIES_KNITTED },
  // Terry and muslin bibs: babies' clothing accessories, not knitted, of cotton.
  bib: { hsnCode: '620920' },
  // Backpacks with an outer surface of textile: rucksacks and school bags (4202 92), 18 %
  // (unchanged on 22 September 2025).
  backpack: { hsnCode: '420292', fixedRate: 18 },
  // Muslin swaddles are wraps: blankets and travelling rugs, of cotton.
  swaddle: { hsnCode: '630130' },
  // Dohars, cellular and quilted blankets: blankets and travelling rugs, of cotton.
  blanket: { hsnCode: '630130' },
  // Fitted cot sheets and bedding sets: bed linen.
  'cot-sheet': { hsnCode: '6302' },
  // Stuffed pillows (mustard seed, fibre): bedding articles stuffed (9404 90), 18 %.
  pillow: { hsnCode: '940490', fixedRate: 18 },
  // Hooded bath towels in terry: toilet linen of terry towelling, of cotton.
  'hooded-towel': { hsnCode: '630260' },
  // Cotton woven fabric by the metre (muslin, mulmul, poplin, cambric, flannel): woven fabrics
  // of cotton, at least 85 % cotton, up to 200 g/m². Jersey and interlock are overridden below.
  'fabric-bolt': { hsnCode: '5208', fixedRate: 5 },
  // Stuffed toys and wooden rattles: other toys (9503), 5 % since 22 September 2025.
  teddy: { hsnCode: '9503', fixedRate: 5 },
  bunny: { hsnCode: '9503', fixedRate: 5 },
  rattle: { hsnCode: '9503', fixedRate: 5 },
};

/** Categories whose goods need a different heading from their kind's. */
const headingByCategory: Partial<Record<string, Heading>> = {
  // Organic jersey and interlock are knitted: other knitted or crocheted fabrics (6006), 5 %.
  'organic-cotton-fabrics': { hsnCode: '6006', fixedRate: 5 },
};

const MONTH_SIZE = /^\d+-\d+M$/;

/**
 * The demo product's HSN code and GST rate: its heading, babies' when every size is in months,
 * and the slab for the goods, or for garments and footwear the one its dearest piece falls in.
 */
export function demoGstOf(product: {
  kind: ArtKind;
  categorySlug: string;
  sizes: readonly string[];
  piecePricesInRupees: readonly number[];
}): { hsnCode: string; gstRatePercent: GstRatePercent } {
  const heading = headingByCategory[product.categorySlug] ?? headingByKind[product.kind];
  const forBabies = product.sizes.every((size) => MONTH_SIZE.test(size));
  const hsnCode = (forBabies && heading.babiesHsnCode) || heading.hsnCode;
  const dearestPaise = Math.round(Math.max(...product.piecePricesInRupees) * 100);
  return { hsnCode, gstRatePercent: heading.fixedRate ?? suggestedGstRate(hsnCode, dearestPaise) };
}
