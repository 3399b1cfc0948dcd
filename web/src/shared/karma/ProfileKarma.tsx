import type { MemberStage } from '@contracts/memberStage';
import { KarmaPanel } from './KarmaPanel';
import styles from './Karma.module.css';
import { KARMA_TEXTS as T } from './texts';
import { useMyKarma } from './useMyKarma';

/**
 * A profile's Karmic Points: on one's own profile the whole panel (the way to the next stage and the
 * history, read under the member's session); on another member's the total and stage the profile carries.
 */
export function ProfileKarma({ isSelf, points, stage }: { isSelf: boolean; points: number; stage: MemberStage | null }) {
  const mine = useMyKarma(isSelf);
  if (!isSelf) return <KarmaPanel standing={{ points, stage }} />;
  if (mine.error && !mine.standing) return <p className={styles.quiet}>{T.loadError}</p>;
  return (
    <KarmaPanel
      standing={mine.standing ?? { points, stage }}
      history={{ entries: mine.entries, hasMore: mine.hasMore, loading: mine.loading, onMore: mine.more }}
    />
  );
}
