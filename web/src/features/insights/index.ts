export { InsightsPage } from './pages/InsightsPage';
export { ReadingBlogPage } from './pages/ReadingBlogPage';
