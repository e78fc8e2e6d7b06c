/**
 * The keys of queries that one feature reads and another feature's mutation changes: placing an
 * order (checkout) empties the cart, adds an order and takes stock from the products. Features
 * never import each other, and the cache updates belong in the mutation's own hook, so these
 * keys live here for both.
 */
export const cartKey = ['cart'] as const;
/** One customer's cart: keyed by username, so another account never sees a cached cart. */
export const customerCartKey = (customer: string) => [...cartKey, customer] as const;
export const ordersKey = ['orders'] as const;
export const productsKey = ['products'] as const;
