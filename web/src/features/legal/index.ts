export { TermsPage } from './pages/TermsPage';
export { PrivacyPage } from './pages/PrivacyPage';
