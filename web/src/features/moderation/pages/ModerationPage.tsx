import { useState } from 'react';
import { Link, type MetaArgs } from 'react-router';
import useSWR from 'swr';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { pageHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { Page } from '~/shared/ui/Page';
import { failureText, loadDecisions, loadQueue } from '../api';
import { DecisionList } from '../components/DecisionList';
import { ReportGroupCard } from '../components/ReportGroupCard';
import styles from '../Moderation.module.css';

/**
 * /moderation, for moderators only (the server refuses everyone else): the open reports grouped by
 * item, the longest-waiting first, each with its context and the decisions a moderator can take;
 * below, the record of decisions, each reversible.
 */
export function ModerationPage() {
  const { token, isLoggedIn } = useSession();
  const [said, setSaid] = useState<string | null>(null);
  const queue = useSWR(token ? ['moderation-queue', token] : null, loadQueue, { revalidateOnFocus: true });
  const decisions = useSWR(token ? ['moderation-decisions', token] : null, loadDecisions);
  const refresh = (message: string) => {
    setSaid(message);
    void queue.mutate();
    void decisions.mutate();
  };

  if (!isLoggedIn) {
    return (
      <Page title="Moderation">
        <p>
          <Link to={loginPathReturningTo(ROUTES.moderation)}>Log in</Link> with a moderator's account.
        </p>
      </Page>
    );
  }
  if (queue.error) {
    return (
      <Page title="Moderation">
        <p role="alert">{failureText(queue.error, 'The reports could not be loaded just now.')}</p>
        {failureText(queue.error, '') === SAFETY_MESSAGES.moderatorsOnly ? null : <p>Reload the page to try again.</p>}
      </Page>
    );
  }
  return (
    <Page title="Moderation" lead="Open reports, the longest-waiting first. Every decision is recorded with its reason, and can be reversed.">
      <p role="status" className={styles.said}>
        {said}
      </p>
      <section aria-labelledby="open-reports" className={styles.section}>
        <h2 id="open-reports">Open reports{queue.data ? ` (${queue.data.groups.length})` : ''}</h2>
        {queue.data?.groups.length === 0 ? <p>No open reports.</p> : null}
        {queue.data?.groups.map((group) => <ReportGroupCard key={`${group.item.type}:${group.item.id}`} group={group} onDecided={refresh} />)}
      </section>
      <section aria-labelledby="decisions" className={styles.section}>
        <h2 id="decisions">Decisions</h2>
        {decisions.data ? <DecisionList decisions={decisions.data.decisions} onReversed={refresh} /> : null}
      </section>
    </Page>
  );
}

export const meta = (args: MetaArgs) =>
  pageHead('moderation', args, { noindex: true });

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default ModerationPage;
