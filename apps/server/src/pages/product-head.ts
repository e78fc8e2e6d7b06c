import type { Product } from '@shop/contracts/catalog';
import type { Review } from '@shop/contracts/reviews';
import { pathInLanguage, type Language } from '@shop/contracts/languages';
import { escapeHtml } from './page-document.ts';

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** How many of the newest published reviews the structured data carries. */
export const HEAD_REVIEWS_MAX = 5;

/**
 * The product's rating and reviews as schema.org sees them: the aggregate only when there are
 * published reviews (an empty one is an error to search engines), and the reviews given.
 */
function reviewData(product: Product, reviews: Review[]) {
  const { average, count } = product.rating;
  return {
    ...(count > 0 && average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            name: review.title,
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

/**
 * A product page's tags for <head> besides what the page renders itself (its title and
 * description): the canonical link, Open Graph tags and schema.org Product data (with its rating
 * and newest published reviews), so links shared or crawled show the product itself. Every link
 * starts with PUBLIC_URL, never the Host header.
 */
export function productHeadTags(
  product: Product,
  origin: string,
  shopName: string,
  reviews: Review[],
  language: Language,
): string[] {
  const url = `${origin}${pathInLanguage(`/product/${encodeURIComponent(product.slug)}`, language)}`;
  const description = summary(product.description || `${product.name} from ${shopName}.`);
  const title = `${product.name} | ${shopName}`;
  // Pictures are on the shop (/media/...) or already absolute, on a CDN (MEDIA_BASE_URL).
  const absolute = (link: string) => (/^https?:\/\//.test(link) ? link : `${origin}${link}`);
  const image = product.images[0] ? absolute(product.images[0].url) : undefined;
  const prices = product.variants.map((v) => v.originalPrice);
  const inStock = product.variants.some((v) => v.stock > 0);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.id,
    // The page's own language: the owner's Hindi name on a Hindi page, when there is one.
    category: (language === 'hi' && product.category.nameHi) || product.category.name,
    url,
    image: product.images.map((img) => absolute(img.url)),
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: product.variants.length,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...reviewData(product, reviews),
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
