import { useState } from 'react';
import { ROUTES } from '@contracts/routes';
import { Button, ButtonLink } from '../ui/Button';
import { useToast } from '../ui/ToastContext';
import styles from './AccountStatus.module.css';
import { MembershipBadge } from './MembershipBadge';
import { displayName } from './storage';
import { useSession } from './useSession';

/** The header's account area: Join when logged out; the member's name, Settings, My orders, paid membership and Log Out when logged in. */
export function AccountStatus() {
  const { isLoggedIn, user, logout } = useSession();
  const { showToast } = useToast();
  const [leaving, setLeaving] = useState(false);

  if (!isLoggedIn) {
    return (
      <ButtonLink to={ROUTES.login} variant="accent" size="small">
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

  return (
    <span className={styles.account}>
      <span className={styles.name}>
        <span className="visually-hidden">Logged in as </span>
        {displayName(user)}
      </span>
      <ButtonLink to={ROUTES.settings} variant="outline" size="small">
        Settings
      </ButtonLink>
      <ButtonLink to={ROUTES.myOrders} variant="outline" size="small">
        My orders
      </ButtonLink>
      <MembershipBadge />
      <Button variant="outline" size="small" onClick={onLogOut} disabled={leaving}>
        Log Out
      </Button>
    </span>
  );
}
