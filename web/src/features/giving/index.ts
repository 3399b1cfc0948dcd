export { DonatePage } from './pages/DonatePage';
export { DonationThankYouPage } from './pages/DonationThankYouPage';
export { MembershipPage } from './pages/MembershipPage';
