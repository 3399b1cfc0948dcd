import { useId, useState } from 'react';
import type { ResearchProjectsPageQueryResult } from '@schemas/sanity.types';
import { SearchIcon } from '~/shared/ui/actionIcons';
import { buttonClass } from '~/shared/ui/Button';
import styles from './Projects.module.css';

type Position = ResearchProjectsPageQueryResult['positions'][number];
type Topic = { _id: string; title: string | null };
type Labels = NonNullable<ResearchProjectsPageQueryResult['page']>['labels'];

interface OpenPositionsProps {
  positions: Position[];
  popularTopics: Topic[];
  contactEmail: string | null;
  applyNote: string | null | undefined;
  labels: Labels;
}

const normalise = (text: string) => text.toLowerCase().replace(/[_\s]+/g, ' ').trim();

/** True when the role fits the typed topic search and the chosen popular topic. */
export function positionMatches(position: Position, search: string, topicId: string | null): boolean {
  const topics = position.topics ?? [];
  if (topicId && !topics.some((topic) => topic._id === topicId)) return false;
  const wanted = normalise(search);
  if (!wanted) return true;
  const haystack = normalise([position.roleTitle, position.description, ...topics.map((topic) => topic.title)].join(' '));
  return wanted.split(' ').every((word) => haystack.includes(word));
}

const applyLink = (email: string | null, subject: string | null | undefined, role: string | null) =>
  `mailto:${email ?? ''}?subject=${encodeURIComponent((subject ?? '{role}').replaceAll('{role}', role ?? ''))}`;

/** Collaborators Invited: a topic search and popular-topic chips that filter the role cards. */
export function OpenPositions({ positions, popularTopics, contactEmail, applyNote, labels }: OpenPositionsProps) {
  const searchId = useId();
  const chipsLabelId = useId();
  const [search, setSearch] = useState('');
  const [topicId, setTopicId] = useState<string | null>(null);
  const shown = positions.filter((position) => positionMatches(position, search, topicId));

  return (
    <>
      <div className={styles.filters}>
        <div className={styles.searchBox}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {labels?.topicSearch}
          </label>
          <div className={styles.searchInput}>
            <SearchIcon width={20} height={20} />
            <input id={searchId} type="search" value={search} placeholder={labels?.topicSearchPlaceholder ?? undefined} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
        <div role="group" aria-labelledby={chipsLabelId} className={styles.chips}>
          <span id={chipsLabelId} className={styles.chipsLabel}>
            {labels?.popularTopics}
          </span>
          {popularTopics.map((topic) => (
            <button
              key={topic._id}
              type="button"
              className={`${styles.chip} ${topicId === topic._id ? styles.chipActive : ''}`}
              aria-pressed={topicId === topic._id}
              onClick={() => setTopicId((current) => (current === topic._id ? null : topic._id))}
            >
              {topic.title}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className={styles.count}>
        {(shown.length === positions.length ? labels?.positionsCount : labels?.positionsMatchCount)
          ?.replaceAll('{shown}', String(shown.length))
          .replaceAll('{count}', String(positions.length))}
      </p>
      {shown.length === 0 ? <p>{labels?.noPositionsMatch}</p> : null}
      <ul className={styles.roles} aria-label="Open positions">
        {shown.map((position) => (
          <li key={position._id} className={styles.role}>
            <h3>{position.roleTitle}</h3>
            <p className={styles.commitment}>{position.commitment}</p>
            <p>{position.description}</p>
            <ul className={styles.tags} aria-label="Topics">
              {position.topics?.map((topic) => (
                <li key={topic._id} className={styles.tag}>
                  #{topic.title}
                </li>
              ))}
            </ul>
            <a className={buttonClass({ variant: 'primary', size: 'small' })} href={applyLink(contactEmail, labels?.applySubject, position.roleTitle)}>
              {labels?.apply}
              <span className="visually-hidden"> for {position.roleTitle}</span>
            </a>
          </li>
        ))}
      </ul>
      {applyNote ? <p className={styles.muted}>{applyNote}</p> : null}
    </>
  );
}
