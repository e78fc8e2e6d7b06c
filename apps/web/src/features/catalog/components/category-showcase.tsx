import type { Product } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { categoryShopHref } from '../category-href.ts';
import { categoryName } from '../category-name.ts';
import type { ProductCardActionsContext } from './product-card.tsx';
import { ProductCarousel } from './product-carousel.tsx';

type CategoryShowcaseProps = {
  cardActions?: (product: Product, context: ProductCardActionsContext) => ReactNode;
};

/**
 * Spec: the home page's category tab strip with a product carousel under it.
 */
export function CategoryShowcase({ cardActions }: CategoryShowcaseProps) {
  const { t, i18n } = useLingui();
  const { data: categories } = useQuery(categoriesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen ?? categories?.[0]?.id ?? '';

  return (
    <section
      aria-labelledby="showcase-title"
      className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 sm:pt-14 lg:px-8 lg:pt-20"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-widest text-coral-700 uppercase">
            <Trans>Fresh from the shop</Trans>
          </p>
          <h2 id="showcase-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            <Trans>Shop by category</Trans>
          </h2>
        </div>
        <Link to="/shop" className={buttonClasses({ variant: 'outline' })}>
          <Trans>Browse all products</Trans>
        </Link>
      </div>

      {categories ? (
        <Tabs value={active} onValueChange={setChosen} className="mt-6">
          <TabList label={t`Product categories`}>
            {categories.map((category) => (
              <Tab key={category.id} value={category.id}>
                {categoryName(category, i18n.locale)}
              </Tab>
            ))}
          </TabList>
          {categories.map((category) => (
            <TabPanel key={category.id} value={category.id}>
              <ProductCarousel
                category={category}
                shopHref={categoryShopHref(category.id)}
                cardActions={cardActions}
                // On a phone the first tab's row shows under the hero's words, on the first screen.
                firstScreen={category.id === categories[0]?.id}
              />
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <div aria-hidden="true" className="mt-6">
          <div className="flex gap-3 border-b-2 border-ink-900/10 pb-3">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-6 w-32" />
            ))}
          </div>
          <Skeleton className="mt-6 h-[28rem] w-full rounded-2xl" />
        </div>
      )}
    </section>
  );
}
