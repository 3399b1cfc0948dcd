import { ROUTES, STUDIO_PATH } from '@contracts/routes';
import { useMyRole } from '../api/roles';
import { ButtonLink } from '../ui/Button';

/** The member menu's links for a role the trust gave: the Studio for staff, Moderation for moderators. */
export function RoleLinks() {
  const role = useMyRole();
  if (role === 'staff') {
    return (
      // The Studio is its own application at this address, not a page of the site: a full page load.
      <ButtonLink to={STUDIO_PATH} reloadDocument variant="outline" size="small">
        Studio
      </ButtonLink>
    );
  }
  if (role === 'moderator') {
    return (
      <ButtonLink to={ROUTES.moderation} variant="outline" size="small">
        Moderation
      </ButtonLink>
    );
  }
  return null;
}
