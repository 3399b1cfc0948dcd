import { Page } from '~/shared/ui/Page';
import { contentHead } from '~/shared/route/head';

export function MessagePage() {
  return <Page title="Messages" />;
}

export const meta = contentHead('message');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default MessagePage;
