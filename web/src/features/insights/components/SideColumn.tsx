import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import type { AuthorView, TopicView } from '@contracts/insights';
import { ROUTES } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import chip from '~/shared/ui/Chip.module.css';
import { fetchAuthors, setFollowing } from '../api';
import { TEXTS } from '../labels';
import { useMemberAction } from '../useMemberAction';
import { AuthorBadge } from './AuthorBadge';
import styles from './SideColumn.module.css';

const SHOWN_AT_FIRST = 3;

interface SideColumnProps {
  topics: TopicView[];
  topic: string;
  onTopic: (slug: string) => void;
  search: ReactNode;
}

/** The right column: search, Topics You May Like (choosing one filters the list), You Can Follow, footer links. */
export function SideColumn({ topics, topic, onTopic, search }: SideColumnProps) {
  const { token } = useSession();
  const authors = useSWR(['insights-authors', token ?? ''], () => fetchAuthors(1), { revalidateOnFocus: false });
  const [expanded, setExpanded] = useState(false);
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const action = useMemberAction();
  const list = authors.data?.authors ?? [];
  const shown = expanded ? list : list.slice(0, SHOWN_AT_FIRST);

  const toggle = async (author: AuthorView) => {
    const on = !(changed[author.id] ?? author.following ?? false);
    const done = await action.run(async () => {
      await setFollowing(author, on);
      return true;
    });
    if (done) setChanged((current) => ({ ...current, [author.id]: on }));
  };

  return (
    <aside className={styles.side}>
      <div className={styles.searchSlot}>{search}</div>
      <section aria-labelledby="insights-topics">
        <h2 id="insights-topics" className={styles.heading}>
          {TEXTS.topicsHeading}
        </h2>
        <ul className={chip.chips}>
          {topics.map((entry) => (
            <li key={entry.slug}>
              <button type="button" className={chip.chip} aria-pressed={topic === entry.slug} onClick={() => onTopic(topic === entry.slug ? '' : entry.slug)}>
                {entry.title}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="insights-follow">
        <h2 id="insights-follow" className={styles.heading}>
          {TEXTS.followHeading}
        </h2>
        <ul className={styles.people}>
          {shown.map((author) => {
            const following = changed[author.id] ?? author.following ?? false;
            return (
              <li key={`${author.kind}:${author.id}`} className={styles.person}>
                <AuthorBadge author={author} />
                <button
                  type="button"
                  className={`${styles.follow} ${following ? styles.following : ''}`}
                  aria-pressed={following}
                  aria-label={following ? TEXTS.unfollow(author.name) : TEXTS.follow(author.name)}
                  disabled={action.busy}
                  onClick={() => void toggle(author)}
                >
                  {following ? '✓' : '+'}
                </button>
              </li>
            );
          })}
        </ul>
        {!expanded && list.length > SHOWN_AT_FIRST ? (
          <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
            {TEXTS.seeMore}
          </button>
        ) : null}
      </section>
      <nav aria-label={TEXTS.footerLabel} className={styles.footer}>
        <Link to={ROUTES.about}>{TEXTS.footerLinks.about}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.terms}>{TEXTS.footerLinks.terms}</Link>
        <span aria-hidden="true">-</span>
        {/* The trust's contact form (on the about page) is where a question reaches the people who answer. */}
        <Link to={`${ROUTES.about}#contact`}>{TEXTS.footerLinks.helpDesk}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.settings}>{TEXTS.footerLinks.settings}</Link>
      </nav>
    </aside>
  );
}
