import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { Button, ButtonLink } from '../ui/Button';
import { Page } from '../ui/Page';
import { NotFound } from './NotFound';

/** Shown in place of a page that failed to render or load (for example, a chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Page title="Something went wrong" lead="This page could not be shown. Please try again.">
      <Button onClick={() => window.location.reload()}>Try again</Button>{' '}
      <ButtonLink to={ROUTES.home} variant="outline">
        Go to the home page
      </ButtonLink>
    </Page>
  );
}

/** Every page's ErrorBoundary export: the error shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorPage;
