import type { MetaArgs } from 'react-router';
import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { pageLoader } from '~/shared/data/pageData';
import { Leaderboard } from '~/shared/karma/Leaderboard';
import { KARMA_PERIODS, leaderboardRequest } from '~/shared/karma/useLeaderboard';
import { KARMA_TEXTS as T } from '~/shared/karma/texts';
import { pageHead } from '~/shared/route/head';
import { Page } from '~/shared/ui/Page';
import styles from './LeaderboardPage.module.css';

/** The page size of the whole leaderboard. */
const SHOWN = 50;

/** /leaderboard: the members with the most Karmic Points, with their stages. */
export function LeaderboardPage() {
  return (
    <Page title={T.pageTitle}>
      <div className={styles.layout}>
        <Leaderboard size={SHOWN} titled={false} />
        <p className={styles.about}>
          {T.pageAbout} <Link to={ROUTES.mission}>{T.stagesLink}</Link>
        </p>
      </div>
    </Page>
  );
}

/** The first period's members are in the first HTML; the other periods load when chosen. */
export const loader = pageLoader(() => [leaderboardRequest(KARMA_PERIODS[0], SHOWN)]);

export const meta = (args: MetaArgs) => pageHead('leaderboard', args);

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default LeaderboardPage;
