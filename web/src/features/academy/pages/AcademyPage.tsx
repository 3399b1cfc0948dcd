import { Page } from '../../../shared/ui/Page';

export function AcademyPage() {
  return <Page title="Academy" />;
}
