import type { MemberCard } from '@contracts/community';
import { profilePath } from '@contracts/routes';
import { Link } from 'react-router';
import { initials } from '~/shared/people/initials';
import styles from './Avatar.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

/** A member's picture (or initials), linking to their profile unless `plain`. */
export function Avatar({ member, size = 40, plain = false }: { member: Pick<MemberCard, 'name' | 'avatarUrl' | 'handle'>; size?: number; plain?: boolean }) {
  const face = member.avatarUrl ? (
    <img className={styles.avatar} src={`${member.avatarUrl}?w=${size * 2}&h=${size * 2}&fit=crop`} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.initials} style={{ width: size, height: size, fontSize: size / 2.6 }} aria-hidden="true">
      {initials(member.name)}
    </span>
  );
  if (plain || !member.handle) return face;
  return (
    <Link to={profilePath(member.handle)} className={styles.link} aria-label={member.name}>
      {face}
    </Link>
  );
}

/** A member's name with their stage badge, linking to the profile. */
export function MemberName({ member }: { member: MemberCard }) {
  return (
    <span className={styles.name}>
      <Link to={profilePath(member.handle)}>{member.name}</Link> <StageBadge stage={member.stage} />
    </span>
  );
}
