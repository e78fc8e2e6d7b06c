import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/**
 * Shown instead of a shopper page (cart, wishlist, checkout, addresses) to an admin who types its
 * address: those belong to customer accounts, and the API refuses them to admins (403).
 */
export function CustomersOnlyNotice({ tone }: { tone?: 'card' | 'inset' }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={Store}
      title={t`For customer accounts`}
      tone={tone}
      headingLevel="h1"
      action={
        <Link to="/admin/dashboard" className={buttonClasses()}>
          <Trans>Go to the admin area</Trans>
        </Link>
      }
    >
      <Trans>
        Admins manage the shop from the admin area; carts, wishlists, addresses and orders belong to
        customers.
      </Trans>
    </EmptyState>
  );
}
