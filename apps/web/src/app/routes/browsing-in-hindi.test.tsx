import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productBySlugQuery, productListQuery } from '../../features/catalog/api/products.ts';
import { parseShopQuery, productListParams } from '../../features/catalog/shop-query.ts';
import { PublishedReviews } from '../../features/reviews/components/published-reviews.tsx';
import { categoriesQuery } from '../../lib/categories-query.ts';
import { hindi } from '../../test/hindi.ts';
import { makeCategory, makeProduct, makeVariant } from '../../test/product-fixtures.ts';
import { renderOnServer } from '../../test/render-on-server.tsx';
import { AboutPage } from './about-page.tsx';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ProductPage } from './product-page.tsx';
import { ShopPage } from './shop-page.tsx';

/*
 * The English of the browsing screens' catalogues, as their texts are written in the code. Only
 * whole phrases (two words or more, no placeholders) are looked for: a single word such as "Size"
 * may well be part of a product's own (English) name.
 */
const englishCatalogues = import.meta.glob<string>(
  [
    '../locales/en.po',
    '../../features/{catalog,search,wishlist,reviews,stock-alerts,delivery,marketing,company,content}/locales/en.po',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
const englishPhrases = Object.values(englishCatalogues)
  .flatMap((po) => [...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]!))
  .map((text) => text.replaceAll('\\"', '"'))
  .filter((text) => !/[{}<>]/.test(text) && text.trim().includes(' '));

/** Everything a shopper sees or hears: the text and the labels, titles and alt texts. */
function shownText(html: HTMLElement): string {
  const attributes = [...html.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder', 'content']
      .map((name) => element.getAttribute(name))
      .filter((value) => value !== null),
  );
  return [html.textContent, ...attributes].join('\n');
}

function expectNoEnglish(html: HTMLElement) {
  const shown = shownText(html);
  expect(englishPhrases.length).toBeGreaterThan(100);
  expect(englishPhrases.filter((phrase) => shown.includes(phrase))).toEqual([]);
}

const category = makeCategory({ id: 'c-1', name: 'Baby Fashion', slug: 'baby-fashion' });
const romper = makeProduct({
  variants: [
    makeVariant({ id: 'v-mint-0', color: 'Mint', size: '0-3M', stock: 3 }),
    makeVariant({ id: 'v-pink-3', color: 'Pink', size: '3-6M', stock: 0 }),
  ],
});

describe('The browsing screens on a Hindi page', () => {
  it('home: the hero, its title and controls in Hindi', () => {
    const html = renderOnServer(<HomePage />, {
      path: '/',
      cached: [[categoriesQuery.queryKey, [category]]],
      i18n: hindi(),
    });
    const shown = shownText(html);
    expect(shown).toContain('भारत में बेबी और किड्स कपड़े ऑनलाइन');
    expect(shown).toContain('बड़े पहले पलों के लिए नन्हे कपड़े');
    expect(shown).toContain('हमारी कहानी');
    expect(shown).toContain('स्लाइड रोकें');
    expectNoEnglish(html);
  });

  it('shop: the heading, the count, the filters, sorting and pages in Hindi', () => {
    const path = '/shop';
    const query = parseShopQuery(new URLSearchParams());
    const html = renderOnServer(<ShopPage />, {
      path,
      cached: [
        [categoriesQuery.queryKey, [category]],
        [
          productListQuery(productListParams(query)).queryKey,
          {
            data: [romper],
            pagination: { totalItems: 120, totalPages: 3, currentPage: 1, limit: 50 },
          },
        ],
      ],
      i18n: hindi(),
    });
    const shown = shownText(html);
    expect(shown).toContain('सभी प्रोडक्ट खरीदें');
    expect(shown).toContain('120 में से 1 - 50 प्रोडक्ट दिखाए जा रहे हैं');
    expect(shown).toContain('फ़िल्टर लागू करें');
    expect(shown).toContain('कीमत: कम से ज़्यादा');
    expect(shown).toContain('पेज 1 / 3');
    expectNoEnglish(html);
  });

  it('product: stock, choices, the cart button, promises and details in Hindi', () => {
    const html = renderOnServer(
      <Routes>
        <Route path="/product/:slug" element={<ProductPage />} />
      </Routes>,
      {
        path: `/product/${romper.slug}`,
        cached: [[productBySlugQuery(romper.slug).queryKey, romper]],
        i18n: hindi(),
      },
    );
    const shown = shownText(html);
    // The only colour in stock has one size, chosen from the start.
    expect(shown).toContain('सिर्फ़ 3 बचे हैं');
    expect(shown).toContain('Pink, स्टॉक में नहीं');
    expect(shown).toContain('कार्ट में डालें · ₹449.00');
    expect(shown).toContain('18% छूट');
    expect(shown).toContain('7 दिनों में आसान वापसी');
    expect(shown).toContain('प्रोडक्ट की जानकारी');
    expect(shown).toContain('डिलीवरी जाँचें');
    // The owner's words stay as written.
    expect(shown).toContain(romper.name);
    expectNoEnglish(html);
  });

  it("shows the owner's Hindi category names: shop tabs and filters, cards, product page", () => {
    const clothing = makeCategory({ id: 'c-2', name: 'Clothing', nameHi: 'कपड़े', slug: 'clothing' });
    const inClothing = makeProduct({
      ...romper,
      category: { id: clothing.id, name: 'Clothing', nameHi: 'कपड़े', slug: 'clothing' },
    });
    const query = parseShopQuery(new URLSearchParams());
    const shop = renderOnServer(<ShopPage />, {
      path: '/shop',
      cached: [
        [categoriesQuery.queryKey, [clothing, category]],
        [
          productListQuery(productListParams(query)).queryKey,
          {
            data: [inClothing],
            pagination: { totalItems: 1, totalPages: 1, currentPage: 1, limit: 50 },
          },
        ],
      ],
      i18n: hindi(),
    });
    const tabs = shop.querySelector('nav[aria-label="कैटेगरी"]')!;
    expect([...tabs.querySelectorAll('a')].map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['कपड़े', 'Baby Fashion']),
    );
    const shown = shownText(shop);
    expect(shown).not.toContain('Clothing');
    // A category without a Hindi name keeps its English one.
    expect(shown).toContain('Baby Fashion');

    const product = renderOnServer(
      <Routes>
        <Route path="/product/:slug" element={<ProductPage />} />
      </Routes>,
      {
        path: `/product/${inClothing.slug}`,
        cached: [[productBySlugQuery(inClothing.slug).queryKey, inClothing]],
        i18n: hindi(),
      },
    );
    const breadcrumb = product.querySelector('nav ol')!;
    expect(breadcrumb.textContent).toContain('कपड़े');
    expect(shownText(product)).not.toContain('Clothing');
  });

  it('reviews: the empty list and its invitation in Hindi', () => {
    const html = renderOnServer(
      <PublishedReviews
        productId={romper.id}
        rating={{ average: null, count: 0 }}
        invitation="इस प्रोडक्ट का रिव्यू लिखने वाले पहले व्यक्ति बनें।"
        aside={null}
      />,
      { i18n: hindi() },
    );
    expect(shownText(html)).toContain('अभी कोई रिव्यू नहीं है।');
    expectNoEnglish(html);
  });

  it('about: the story, the themes and the promises in Hindi', () => {
    const html = renderOnServer(<AboutPage />, { path: '/about', i18n: hindi() });
    const shown = shownText(html);
    expect(shown).toContain('हमारे बारे में');
    expect(shown).toContain('मम्मियों के लिए');
    expect(shown).toContain('हर टाँके में क्वालिटी');
    expect(shown).toContain('मुफ़्त डिलीवरी');
    expectNoEnglish(html);
  });

  it('not found: the apology and the ways back in Hindi', () => {
    const html = renderOnServer(<NotFoundPage />, { path: '/nowhere', i18n: hindi() });
    const shown = shownText(html);
    expect(shown).toContain('हमें वह पेज नहीं मिला');
    expect(shown).toContain('होम पेज पर जाएँ');
    expect(html.querySelector('a')?.getAttribute('href')).toBe('/home');
    expectNoEnglish(html);
  });
});
