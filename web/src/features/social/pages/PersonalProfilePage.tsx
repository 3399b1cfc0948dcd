import { Page } from '../../../shared/ui/Page';

export function PersonalProfilePage() {
  return <Page title="Profile" />;
}
