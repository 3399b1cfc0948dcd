import { Page } from '~/shared/ui/Page';
import { contentHead } from '~/shared/route/head';

export function AcademyPage() {
  return <Page title="Academy" />;
}

export const meta = contentHead('academy');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default AcademyPage;
