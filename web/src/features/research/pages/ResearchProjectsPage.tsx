import { Page } from '../../../shared/ui/Page';

export function ResearchProjectsPage() {
  return <Page title="Research Projects" />;
}
