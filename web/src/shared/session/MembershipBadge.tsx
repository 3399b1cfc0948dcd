import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { useMyMembership } from '../api/memberships';
import styles from './AccountStatus.module.css';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The member's paid membership in the header: its plan and when it ends (nothing without one). */
export function MembershipBadge() {
  const { data } = useMyMembership();
  const current = data?.current;
  if (!current) return null;
  return (
    <Link to={ROUTES.membership} className={styles.membership} data-testid="membership-badge">
      {current.planName}
      <span className={styles.until}> until {dateOf(current.endsAt)}</span>
    </Link>
  );
}
