import { Page } from '~/shared/ui/Page';
import { contentHead } from '~/shared/route/head';

export function SocialPage() {
  return <Page title="Social" />;
}

export const meta = contentHead('social');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SocialPage;
