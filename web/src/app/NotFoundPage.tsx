import { ROUTES } from '../../../contracts/routes';
import { ButtonLink } from '../shared/ui/Button';
import { Page } from '../shared/ui/Page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" lead="The page you were looking for is not here. It may have moved, or the address may be mistyped.">
      <ButtonLink to={ROUTES.home}>Go to the home page</ButtonLink>
    </Page>
  );
}
