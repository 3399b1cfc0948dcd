import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import chip from '~/shared/ui/Chip.module.css';
import styles from './SideColumn.module.css';

// You Can Follow depends on who is looking, so it is read in the browser and the server's HTML holds an empty list: its code loads after the page's own.
const FollowList = lazy(() => import('./FollowList').then((module) => ({ default: module.FollowList })));

/** What a page calls the column's parts (the Academy's words come from content, Insights' from its catalogue). */
export interface SideColumnWords {
  topicsHeading: string;
  followHeading: string;
  seeMore: string;
  footerLabel: string;
  footerLinks: { about: string; terms: string; helpDesk: string; settings: string };
}

interface SideColumnProps {
  /** Keeps the headings' ids apart from the page's others. */
  idPrefix: string;
  words: SideColumnWords;
  topics: { id: string; title: string }[];
  /** The chosen topic's id, or ''. */
  topic: string;
  onTopic: (id: string) => void;
  /** After a follow changed (a Following tab depends on it). */
  onFollowed?: () => void;
  /** What comes first in the column (Insights' search, at wide screens). */
  children?: ReactNode;
}

/** The Academy's and Insights' right column: Topics You May Like (choosing one filters the page), You Can Follow, and the footer links. */
export function SideColumn({ idPrefix, words, topics, topic, onTopic, onFollowed, children }: SideColumnProps) {
  return (
    <aside className={styles.side}>
      {children}
      <section aria-labelledby={`${idPrefix}-topics`}>
        <h2 id={`${idPrefix}-topics`} className={styles.heading}>
          {words.topicsHeading}
        </h2>
        <ul className={chip.chips}>
          {topics.map((entry) => (
            <li key={entry.id}>
              <button type="button" className={chip.chip} aria-pressed={topic === entry.id} onClick={() => onTopic(topic === entry.id ? '' : entry.id)}>
                {entry.title}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${idPrefix}-follow`}>
        <h2 id={`${idPrefix}-follow`} className={styles.heading}>
          {words.followHeading}
        </h2>
        <Suspense fallback={<ul className={styles.people} />}>
          <FollowList seeMore={words.seeMore} onFollowed={onFollowed} />
        </Suspense>
      </section>
      <nav aria-label={words.footerLabel} className={styles.footer}>
        <Link to={ROUTES.about}>{words.footerLinks.about}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.terms}>{words.footerLinks.terms}</Link>
        <span aria-hidden="true">-</span>
        {/* The trust's contact form (on the about page) is where a question reaches the people who answer. */}
        <Link to={`${ROUTES.about}#contact`}>{words.footerLinks.helpDesk}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.settings}>{words.footerLinks.settings}</Link>
      </nav>
    </aside>
  );
}
