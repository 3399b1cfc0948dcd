export { SparksPage } from './pages/SparksPage';
