import { Page } from '../../../shared/ui/Page';

export function MissionPage() {
  return <Page title="Our Mission" />;
}
