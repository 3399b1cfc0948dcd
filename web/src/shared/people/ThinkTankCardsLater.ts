import { later } from '../ui/later';

/** The think-tank cards, always below their page's first screen: their code loads after the page's. */
export const ThinkTankCardsLater = later(() => import('./ThinkTankCards').then((module) => module.ThinkTankCards));
