import { Page } from '~/shared/ui/Page';
import { contentHead } from '~/shared/route/head';

export function SparksPage() {
  return <Page title="Sparks" />;
}

export const meta = contentHead('sparks');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SparksPage;
