import { useId, useState } from 'react';
import { ROUTES } from '@contracts/routes';
import { Button, ButtonLink } from '../ui/Button';
import { useToast } from '../ui/ToastContext';
import styles from './AccountStatus.module.css';
import { MembershipBadge } from './MembershipBadge';
import { RoleLinks } from './RoleLinks';
import { displayName } from './storage';
import { useSession } from './useSession';

interface AccountStatusProps {
  /** Inside the phone's menu, the member's links are listed as they are; in the bar they open from the name. */
  inMenu?: boolean;
}

/**
 * The header's account area: Join when logged out; when logged in, the member's name with their
 * menu: Settings, My orders, the Studio (staff) or Moderation (moderators), paid membership and Log Out.
 */
export function AccountStatus({ inMenu = false }: AccountStatusProps) {
  const { isLoggedIn, user, logout } = useSession();
  const { showToast } = useToast();
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();

  if (!isLoggedIn) {
    return (
      <ButtonLink to={ROUTES.signUp} variant="accent" size="small">
        Join
      </ButtonLink>
    );
  }

  const onLogOut = async () => {
    setLeaving(true);
    await logout();
    setLeaving(false);
    showToast('You have logged out.', 'success');
  };

  const name = (
    <>
      <span className="visually-hidden">Logged in as </span>
      {displayName(user)}
    </>
  );
  const links = (
    <>
      <ButtonLink to={ROUTES.settings} variant="outline" size="small">
        Settings
      </ButtonLink>
      <ButtonLink to={ROUTES.myOrders} variant="outline" size="small">
        My orders
      </ButtonLink>
      <RoleLinks />
      <MembershipBadge />
      <Button variant="outline" size="small" onClick={onLogOut} disabled={leaving}>
        Log Out
      </Button>
    </>
  );

  if (inMenu) {
    return (
      <span className={styles.account}>
        <span className={styles.name}>{name}</span>
        {links}
      </span>
    );
  }
  return (
    <span className={styles.account}>
      <button type="button" className={styles.toggle} popoverTarget={menuId}>
        <span className={styles.name}>{name}</span>
        <span aria-hidden>▾</span>
      </button>
      {/* A popover the browser opens and closes (Esc, a click outside); a choice in it closes it too. */}
      <div id={menuId} popover="auto" className={styles.menu} onClick={(event) => event.currentTarget.hidePopover()}>
        {links}
      </div>
    </span>
  );
}
