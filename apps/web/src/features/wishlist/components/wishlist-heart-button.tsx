import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useWishlistToggleAction } from '../use-wishlist-toggle-action.ts';

type WishlistHeartButtonProps = {
  productId: string;
  productName: string;
  /** 'card' is the small round button over a product photo; 'page' sits beside the big button. */
  look?: 'card' | 'page';
  className?: string;
};

/** The wishlist toggle: a heart, filled when saved, with a spinner while the call runs. */
export function WishlistHeartButton({
  productId,
  productName,
  look = 'card',
  className,
}: WishlistHeartButtonProps) {
  const { t } = useLingui();
  const { saved, toggle, isPending } = useWishlistToggleAction(productId);
  const label = saved ? t`Remove from wishlist` : t`Add to wishlist`;
  const title = saved
    ? t`Remove from wishlist: ${productName}`
    : t`Add to wishlist: ${productName}`;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isPending}
      aria-busy={isPending || undefined}
      aria-label={label}
      title={title}
      className={clsx(
        'grid shrink-0 cursor-pointer place-items-center rounded-full transition-colors disabled:cursor-wait',
        look === 'card'
          ? 'size-10 bg-white/95 text-coral-700 shadow-soft hover:bg-coral-50'
          : 'size-13 border-2 border-ink-900/15 bg-white text-coral-700 hover:border-coral-400',
        className,
      )}
    >
      {isPending ? (
        <Spinner className="size-5" />
      ) : (
        <Heart
          aria-hidden="true"
          className={clsx(look === 'card' ? 'size-5' : 'size-6', saved && 'fill-current')}
        />
      )}
    </button>
  );
}
