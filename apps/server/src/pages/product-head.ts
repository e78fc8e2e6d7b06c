import type { Product } from '@shop/contracts/catalog';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A product page's tags for <head> besides what the page renders itself (its title and
 * description): the canonical link, Open Graph tags and schema.org Product data, so links shared
 * or crawled show the product itself. Every link starts with PUBLIC_URL, never the Host header.
 */
export function productHeadTags(product: Product, origin: string, shopName: string): string[] {
  const url = `${origin}/product/${encodeURIComponent(product.slug)}`;
  const description = summary(product.description || `${product.name} from ${shopName}.`);
  const title = `${product.name} | ${shopName}`;
  const image = product.images[0] ? `${origin}${product.images[0].url}` : undefined;
  const prices = product.variants.map((v) => v.originalPrice);
  const inStock = product.variants.some((v) => v.stock > 0);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.id,
    category: product.category.name,
    url,
    image: product.images.map((img) => `${origin}${img.url}`),
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: product.variants.length,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${safeJson(jsonLd)}</script>`,
  ];
}
