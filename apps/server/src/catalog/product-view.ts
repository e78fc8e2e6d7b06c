import { sql } from 'drizzle-orm';
import type { Product } from '@shop/contracts/catalog';
import { toRupees } from '@shop/contracts/money';
import { queryRows, type Db } from '../db/client.ts';
import { mediaUrl } from '../images/image-store.ts';

type ProductRow = {
  id: string;
  name: string;
  slug: string;
  status: Product['status'];
  description: string;
  hsn_code: string | null;
  gst_rate_percent: number;
  rating_count: number;
  rating_average: string | number | null;
  created_at: Date | string;
  updated_at: Date | string;
  category: Product['category'];
  variants: {
    id: string;
    sku: string | null;
    size: string;
    color: string;
    colorHexCode: string | null;
    stock: number;
    originalPricePaise: number;
    discountPricePaise: number | null;
  }[];
  images: { id: string; fullKey: string; thumbKey: string }[];
};

/**
 * Full products for a list of ids, in that order: one statement whatever the number of products
 * (each product row carries its category, variants and images as JSON), never one per product.
 * One round trip instead of three halves the time a page of twenty takes.
 */
export async function loadProducts(db: Db, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ProductRow>(
    db,
    sql`
    select p.id, p.name, p.slug, p.status, p.description, p.hsn_code, p.gst_rate_percent,
      p.rating_count, p.rating_average,
      p.created_at, p.updated_at,
      json_build_object('id', c.id, 'name', c.name, 'nameHi', c.name_hi, 'slug', c.slug) as category,
      coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'size', v.size, 'color', v.color, 'colorHexCode', v.color_hex_code,
          'stock', v.stock, 'originalPricePaise', v.original_price_paise,
          'discountPricePaise', v.discount_price_paise) order by v.position, v.created_at)
        from product_variants v where v.product_id = p.id
      ), '[]') as variants,
      coalesce((
        select json_agg(json_build_object('id', i.id, 'fullKey', i.full_key, 'thumbKey', i.thumb_key)
          order by i.position, i.created_at)
        from product_images i where i.product_id = p.id
      ), '[]') as images
    from products p
    join categories c on c.id = p.category_id
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    description: row.description,
    hsnCode: row.hsn_code,
    gstRatePercent: row.gst_rate_percent,
    rating: {
      // One decimal, as stars are read: 4.33 shows as 4.3.
      average:
        row.rating_average === null ? null : Math.round(Number(row.rating_average) * 10) / 10,
      count: row.rating_count,
    },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    category: row.category,
    variants: row.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      colorHexCode: v.colorHexCode,
      stock: v.stock,
      originalPrice: toRupees(v.originalPricePaise),
      discountPrice: v.discountPricePaise === null ? null : toRupees(v.discountPricePaise),
    })),
    images: row.images.map((image) => ({
      id: image.id,
      url: mediaUrl(image.fullKey),
      thumbUrl: mediaUrl(image.thumbKey),
    })),
  };
}
