import type { Variant } from '@shop/contracts/catalog';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { getStoredUser } from '../../lib/session.ts';
import { useAddToCart } from './api/add-to-cart.ts';
import { addToCartMessages, checkAddToCart } from './add-to-cart-rules.ts';

/**
 * The whole "Add to cart" click of spec sections 4 to 8: login, admin, size and stock checks with
 * their toasts, then the call, its toast and `onAdded` (which clears the size choice).
 */
export function useAddToCartAction() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const addToCart = useAddToCart();

  function add(selected: Variant | null, quantity: number, onAdded: () => void) {
    // Who is signed in is read at the tap, not taken from the render: the render that hydrates
    // the server's HTML says "signed out", and a tap handled then must not send a signed-in
    // shopper to the login page.
    const check = checkAddToCart(getStoredUser(), selected);
    if (check.block === 'login') {
      toast.error(i18n._(addToCartMessages.login));
      navigate('/login');
      return;
    }
    if (check.block === 'size') {
      toast.warning(i18n._(addToCartMessages.size));
      return;
    }
    if (check.block) {
      toast.error(i18n._(addToCartMessages[check.block]));
      return;
    }
    addToCart.mutate(
      { productVariantId: check.variant.id, quantity },
      {
        onSuccess: ({ increased }) => {
          toast.success(i18n._(increased ? addToCartMessages.increased : addToCartMessages.added));
          onAdded();
        },
        onError: (error) => {
          // The server names the product and size when the line would pass the stock.
          const outOfStock = error instanceof ApiError && error.code === 'OUT_OF_STOCK';
          toast.error(outOfStock ? error.message : i18n._(addToCartMessages.failed));
        },
      },
    );
  }

  return { add, isPending: addToCart.isPending };
}
