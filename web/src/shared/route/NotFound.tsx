import { ROUTES } from '@contracts/routes';
import { ButtonLink } from '../ui/Button';
import { Page } from '../ui/Page';

/** What any address without a page shows (and a page whose item does not exist, when it has no message of its own). */
export function NotFound() {
  return (
    <Page title="Page not found" lead="The page you were looking for is not here. It may have moved, or the address may be mistyped.">
      <ButtonLink to={ROUTES.home}>Go to the home page</ButtonLink>
    </Page>
  );
}
