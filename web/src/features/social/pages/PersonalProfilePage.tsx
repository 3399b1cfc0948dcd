import { Page } from '~/shared/ui/Page';
import type { MetaArgs } from 'react-router';
import { pageHead } from '~/shared/route/head';

export function PersonalProfilePage() {
  return <Page title="Profile" />;
}

export const meta = (args: MetaArgs) => pageHead('personalProfile', args, { keep: ['member'] });

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default PersonalProfilePage;
