import { Page } from '~/shared/ui/Page';
import { contentHead } from '~/shared/route/head';

export function InsightsPage() {
  return <Page title="Insights" />;
}

export const meta = contentHead('insights');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default InsightsPage;
