/** The item page's chunk, started early where a visitor is about to open an item (a card's link on hover or focus). */
export const importItemView = () => import('./ItemView');
