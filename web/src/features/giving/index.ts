export { DonatePage } from './pages/DonatePage';
export { MembershipPage } from './pages/MembershipPage';
