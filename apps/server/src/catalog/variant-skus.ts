import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProductFields } from '@shop/contracts/catalog';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { productVariants, products } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

type VariantFields = ProductFields['productVariants'][number];

const SKU_INDEX = 'product_variants_sku_lower_key';

const skuConflict = (message: string) =>
  new AppError('CONFLICT', 409, message, [{ path: 'productVariants', message }]);

/**
 * Refuses a form whose SKUs clash, regardless of case, with each other or with another product's
 * variants: 409 naming the SKU and who has it. This product's own variants do not count, since
 * the save rewrites them (see releaseChangingSkus).
 */
export async function assertSkusAvailable(
  db: Db,
  fields: Pick<ProductFields, 'id' | 'productVariants'>,
): Promise<void> {
  const seen = new Set<string>();
  for (const { sku } of fields.productVariants) {
    if (!sku) continue;
    if (seen.has(sku.toLowerCase())) throw skuConflict(`SKU ${sku} is given to two variants.`);
    seen.add(sku.toLowerCase());
  }
  if (seen.size === 0) return;
  const lowerSku = sql<string>`lower(${productVariants.sku})`;
  const [taken] = await db
    .select({
      sku: lowerSku,
      product: products.name,
      size: productVariants.size,
      color: productVariants.color,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(lowerSku, [...seen]),
        fields.id ? ne(productVariants.productId, fields.id) : undefined,
      ),
    )
    .limit(1);
  if (!taken) return;
  const sku = fields.productVariants.find((v) => v.sku?.toLowerCase() === taken.sku)?.sku;
  throw skuConflict(
    `SKU ${sku} is already used by "${taken.product}" (${taken.size}, ${taken.color}).`,
  );
}

/**
 * The unique index on lower(sku) is checked row by row, so two variants swapping SKUs in one save
 * would collide half way. Kept variants whose SKU changes let go of the old one first.
 */
export async function releaseChangingSkus(
  tx: Db,
  productId: string,
  variants: VariantFields[],
): Promise<void> {
  const wanted = new Map(variants.flatMap((v) => (v.id ? [[v.id, v.sku?.toLowerCase()]] : [])));
  if (wanted.size === 0) return;
  const current = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        inArray(productVariants.id, [...wanted.keys()]),
      ),
    );
  const changing = current
    .filter((row) => row.sku !== null && row.sku.toLowerCase() !== wanted.get(row.id))
    .map((row) => row.id);
  if (changing.length === 0) return;
  await tx.update(productVariants).set({ sku: null }).where(inArray(productVariants.id, changing));
}

/** A write that lost a race for a SKU to another save, as the 409 the check would have given. */
export function skuTakenMeanwhile(
  error: unknown,
  sku: string | null | undefined,
): AppError | undefined {
  if (!sku || uniqueViolation(error) !== SKU_INDEX) return undefined;
  return skuConflict(`SKU ${sku} is already used by another variant.`);
}
