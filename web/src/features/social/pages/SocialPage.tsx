import { Page } from '../../../shared/ui/Page';

export function SocialPage() {
  return <Page title="Social" />;
}
