/** The SWR key of a member's cart: the header's count and the cart's pages read the same entry. */
export const memberCartKey = (token: string) => ['cart', token] as const;

/** How many books a cart holds (quantities added up). */
export const countOf = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
