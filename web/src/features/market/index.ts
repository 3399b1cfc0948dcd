export { MarketPlacePage } from './pages/MarketPlacePage';
export { BookDetailPage } from './pages/BookDetailPage';
