import { Page } from '../../../shared/ui/Page';

export function InsightsPage() {
  return <Page title="Insights" />;
}
