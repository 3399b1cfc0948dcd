import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ROUTES } from '../../../contracts/routes';
import { Button, ButtonLink } from '../shared/ui/Button';
import { Page } from '../shared/ui/Page';
import { NotFoundPage } from './NotFoundPage';

/** Shown inside the layout when a page fails to load (for example, a chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Page title="Something went wrong" lead="This page could not be shown. Please try again.">
      <Button onClick={() => window.location.reload()}>Try again</Button>{' '}
      <ButtonLink to={ROUTES.home} variant="outline">
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
