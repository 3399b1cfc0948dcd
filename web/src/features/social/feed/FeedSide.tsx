import { ROUTES } from '@contracts/routes';
import { Leaderboard } from '~/shared/karma/Leaderboard';
import { LEADERS_SHOWN } from './feedRequests';
import { RightColumn } from './RightColumn';
import { SidePanels } from './SidePanels';
import type { SocialPageTexts } from './queries';
import styles from './Feed.module.css';

/** The feed's right-hand column (search, shortcuts, followers, tribes, the event): its code loads after the posts'. */
export default function FeedSide({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  return (
    <div className={styles.side}>
      <RightColumn texts={texts} />
      <Leaderboard size={LEADERS_SHOWN} seeAllTo={ROUTES.leaderboard} />
      <SidePanels texts={texts} />
    </div>
  );
}
