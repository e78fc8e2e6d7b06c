import type { Product } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { DeferredHydration } from '../../components/ui/deferred-hydration.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { categoriesQuery } from '../../lib/categories-query.ts';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { categoryShopHref } from '../../features/catalog/category-href.ts';
import { categoryName } from '../../features/catalog/category-name.ts';
import { topLevelCategoryNamed } from '../../features/catalog/category-tree.ts';
import { CategoryCollage } from '../../features/catalog/components/category-collage.tsx';
import { CategoryPictureGrid } from '../../features/catalog/components/category-picture-grid.tsx';
import { CategoryShowcase } from '../../features/catalog/components/category-showcase.tsx';
import type { ProductCardActionsContext } from '../../features/catalog/components/product-card.tsx';
import { BenefitList } from '../../features/marketing/components/benefit-list.tsx';
import { ClothesIllustration } from '../../features/marketing/components/clothes-illustration.tsx';
import { HomeHero } from '../../features/marketing/components/home-hero.tsx';
import type { HeroSlide } from '../../features/marketing/hero-slides.ts';
import { ProductCardActions } from '../compositions/product-actions.tsx';

// Module-level, so the showcase's deferred region sees the same props on every render.
const showcaseCardActions = (product: Product, context: ProductCardActionsContext) => (
  <ProductCardActions product={product} {...context} />
);

// The hero shows its art from tablets up (md, 48rem): on a phone its photos load nothing.
const heroArt = (slide: HeroSlide, eager: boolean) => (
  <CategoryCollage
    categoryName={slide.category}
    eager={eager}
    shownOnlyWhen="(min-width: 48rem)"
    fallback={<ClothesIllustration className="mx-auto max-w-sm md:max-w-md" />}
  />
);

/**
 * The hero is the first screen and hydrates with the page; the category showcase, the picture
 * grid and the benefits below it hydrate when the shopper scrolls near them.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const brandName = useBrandName();
  const { data: categories } = useQuery(categoriesQuery);
  return (
    <>
      <PageTitle title={t`Baby & Kids Clothing Online in India`} />
      <meta
        name="description"
        content={t`Soft baby and kids clothing, fabrics, nursery essentials, accessories and toys. Free delivery across India, cash on delivery and easy 7-day returns.`}
      />
      <HomeHero
        brandName={brandName}
        slideHref={(slide) =>
          categoryShopHref(topLevelCategoryNamed(categories, slide.category)?.id)
        }
        slideName={(slide) =>
          categoryName(
            topLevelCategoryNamed(categories, slide.category) ?? {
              name: slide.category,
              nameHi: null,
            },
            i18n.locale,
          )
        }
        renderArt={heroArt}
      />
      <DeferredHydration>
        <CategoryShowcase cardActions={showcaseCardActions} />
      </DeferredHydration>
      <DeferredHydration>
        <CategoryPictureGrid />
      </DeferredHydration>
      <DeferredHydration>
        <BenefitList />
      </DeferredHydration>
    </>
  );
}
