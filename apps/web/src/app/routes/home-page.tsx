import type { Category } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { categoriesQuery } from '../../lib/categories-query.ts';
import { useBrandName } from '../../features/company/api/company-details.ts';

/*
 * The route table imports the home page directly, so whatever it imports lands in the first JS
 * chunk that every page downloads. The page itself is therefore a shell: its sections come in
 * two chunks of their own (the hero; and the carousel, cards, cart and wishlist buttons and the
 * picture grid), both requested at once while the categories load.
 */
type HeroProps = { brandName: string; categories: Category[] | undefined };

const HomeHeroSection = lazy(() =>
  Promise.all([
    import('../../features/marketing/components/home-hero.tsx'),
    import('../../features/catalog/components/category-collage.tsx'),
    import('../../features/marketing/components/clothes-illustration.tsx'),
    import('../../features/catalog/category-href.ts'),
    import('../../features/catalog/category-tree.ts'),
  ]).then(([hero, collage, illustration, href, tree]) => ({
    default: ({ brandName, categories }: HeroProps) => (
      <hero.HomeHero
        brandName={brandName}
        slideHref={(slide) =>
          href.categoryShopHref(tree.topLevelCategoryNamed(categories, slide.category)?.id)
        }
        renderArt={(slide, eager) => (
          <collage.CategoryCollage
            categoryName={slide.category}
            eager={eager}
            fallback={<illustration.ClothesIllustration className="mx-auto max-w-sm md:max-w-md" />}
          />
        )}
      />
    ),
  })),
);

const BelowTheFold = lazy(() =>
  Promise.all([
    import('../../features/catalog/components/category-showcase.tsx'),
    import('../../features/catalog/components/category-picture-grid.tsx'),
    import('../../features/marketing/components/benefit-list.tsx'),
    import('../compositions/product-actions.tsx'),
  ]).then(([showcase, pictureGrid, benefits, actions]) => ({
    default: () => (
      <>
        <showcase.CategoryShowcase
          cardActions={(product, context) => (
            <actions.ProductCardActions product={product} {...context} />
          )}
        />
        <pictureGrid.CategoryPictureGrid />
        <benefits.BenefitList />
      </>
    ),
  })),
);

export function HomePage() {
  const brandName = useBrandName();
  // Asked for here, in the shell, so the categories load while the sections' code does.
  const { data: categories } = useQuery(categoriesQuery);
  return (
    <>
      <PageTitle title="Baby & Kids Clothing Online in India" />
      <meta
        name="description"
        content="Soft baby and kids clothing, fabrics, nursery essentials, accessories and toys. Free delivery across India, cash on delivery and easy 7-day returns."
      />
      <Suspense
        // Dark like the hero, which the transparent header's white text needs behind it.
        fallback={
          <div
            aria-hidden="true"
            className="h-[52.5rem] bg-ink-900 md:h-[47rem] lg:h-[42.5rem] xl:h-[40.5rem]"
          >
            <div className="mx-auto flex max-w-7xl animate-pulse flex-col gap-5 px-4 pt-24 sm:px-6 md:pt-32 lg:px-8 lg:pt-36">
              <div className="h-8 w-72 max-w-full rounded-2xl bg-white/10" />
              <div className="h-24 w-full max-w-lg rounded-2xl bg-white/10" />
              <div className="h-16 w-full max-w-xl rounded-2xl bg-white/5" />
              <div className="h-12 w-56 rounded-full bg-white/10" />
            </div>
          </div>
        }
      >
        <HomeHeroSection brandName={brandName} categories={categories} />
      </Suspense>
      <Suspense fallback={<div aria-hidden="true" className="h-[40rem]" />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
