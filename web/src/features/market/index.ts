export { MarketPlacePage } from './pages/MarketPlacePage';
export { BookDetailPage } from './pages/BookDetailPage';
export { CartPage } from './pages/CartPage';
export { MyOrdersPage } from './pages/MyOrdersPage';
