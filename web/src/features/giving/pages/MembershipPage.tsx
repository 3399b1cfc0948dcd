import { Page } from '../../../shared/ui/Page';

export function MembershipPage() {
  return <Page title="Membership" />;
}
