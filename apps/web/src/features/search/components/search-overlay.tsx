import type { Product } from '@shop/contracts/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, SearchX } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { searchProductsQuery } from '../api/search-products.ts';
import { SearchResultCard, type SearchCardActionsContext } from './search-result-card.tsx';

/** Spec section 9: the search waits for 500 ms of quiet typing before asking the server. */
const searchDebounceMs = 500;

type SearchOverlayProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The add-to-cart and wishlist buttons of each result, composed in by the app. */
  cardActions?: (product: Product, context: SearchCardActionsContext) => ReactNode;
};

/** Spec: the full-screen search overlay opened from the header. */
export function SearchOverlay({ open, onOpenChange, cardActions }: SearchOverlayProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Search our site`}
        layout="fullscreen"
        closeLabel={t`Close search`}
        // Start in the search box rather than on the close button, which comes first in the DOM.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
          <label htmlFor={inputId} className="sr-only">
            <Trans>Search products</Trans>
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            placeholder={t`Search products...`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={statusId}
            className="h-14 rounded-full pl-12 text-lg"
          />
        </form>
        {open && (
          <SearchResults
            query={query}
            statusId={statusId}
            cardActions={cardActions}
            onOpenProduct={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type SearchResultsProps = {
  query: string;
  statusId: string;
  cardActions: SearchOverlayProps['cardActions'];
  onOpenProduct: () => void;
};

function SearchResults({ query, statusId, cardActions, onOpenProduct }: SearchResultsProps) {
  const { t } = useLingui();
  const settled = useDebouncedValue(query.trim(), searchDebounceMs);
  const { data, isFetching } = useQuery({
    ...searchProductsQuery(settled),
    placeholderData: keepPreviousData,
  });
  const products = data?.products;
  const searching = isFetching || settled !== query.trim();

  let status = '';
  if (data && data.total === 0) {
    status = settled ? t`No products found for “${settled}”.` : t`No products yet.`;
  } else if (data && !settled) {
    status = t`New in the shop`;
  } else if (data) {
    const shown = data.products.length;
    const total = data.total;
    status =
      total > shown
        ? t`Top ${shown} of ${total} products for “${settled}”`
        : t`${plural(shown, { one: '# product', other: '# products' })} for “${settled}”`;
  }

  return (
    <div className="mt-6 pb-10">
      <div className="flex min-h-8 items-center gap-3">
        <p id={statusId} role="status" className="font-bold text-ink-700">
          {status}
        </p>
        {searching && (
          <span className="flex items-center gap-2 text-sm font-semibold text-coral-700">
            <Spinner className="size-4" />
            <Trans>Searching…</Trans>
          </span>
        )}
      </div>

      {!products ? (
        <ul
          aria-hidden="true"
          className="mt-4 grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        >
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <Skeleton className="aspect-[4/5] rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <div className="mt-10 flex flex-col items-center text-center text-ink-700">
          <SearchX aria-hidden="true" className="size-12 text-coral-500" />
          <p className="mt-3 max-w-sm">
            <Trans>Try another word, a size like “6-12M”, or a colour like “mint”.</Trans>
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <SearchResultCard
                product={product}
                priority={index < 4}
                onOpen={onOpenProduct}
                actions={cardActions && ((context) => cardActions(product, context))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
