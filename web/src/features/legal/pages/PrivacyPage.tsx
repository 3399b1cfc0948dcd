import { Page } from '../../../shared/ui/Page';

export function PrivacyPage() {
  return <Page title="Privacy Policy" />;
}
