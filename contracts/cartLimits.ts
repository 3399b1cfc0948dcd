/**
 * How much one cart may hold. A module of its own with no imports: every page's header counts the
 * visitor's cart with them, without loading the marketplace's arithmetic.
 */

/** The most of one book a cart line may hold. */
export const MAX_QUANTITY = 10;
/** Distinct books in one cart. */
export const MAX_CART_LINES = 50;
