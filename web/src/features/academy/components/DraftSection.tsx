import { useState } from 'react';
import { Link } from 'react-router';
import { articleEditorPath } from '@contracts/routes';
import { Button } from '~/shared/ui/Button';
import { publishAll, useMyDrafts } from '../draftsApi';
import type { AcademyPage } from '../queries';
import styles from './DraftSection.module.css';

interface Outcome {
  published: number;
  refused: { title: string; reason: string }[];
}

/**
 * DRAFT: the member's own unpublished Insights articles, each opening in the editor, and Publish
 * All, which publishes each draft that passes the server's checks and says why each other did not.
 * Not shown to members without drafts (nor rendered for visitors).
 */
export function DraftSection({ page, search }: { page: AcademyPage; search: string }) {
  const mine = useMyDrafts();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const drafts = (mine.data?.articles ?? []).filter((article) => article.status === 'draft');
  const shown = search ? drafts.filter((draft) => draft.title.toLowerCase().includes(search.toLowerCase())) : drafts;
  if (drafts.length === 0 && !outcome) return null;

  const publish = async () => {
    setBusy(true);
    try {
      setOutcome(await publishAll(drafts.map((draft) => ({ id: draft.id, title: draft.title || 'Untitled draft' }))));
      await mine.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="academy-drafts">
      <div className={styles.head}>
        <h2 id="academy-drafts">{page.draftHeading}</h2>
        {drafts.length ? (
          <Button variant="accent" disabled={busy} onClick={() => void publish()}>
            {page.publishAllLabel}
          </Button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {shown.map((draft) => (
          <li key={draft.id}>
            <Link to={articleEditorPath(draft.id)}>{draft.title || 'Untitled draft'}</Link>
            <span className={styles.when}>{draft.readMinutes} min read</span>
          </li>
        ))}
      </ul>
      {outcome ? (
        <div className={styles.outcome} role="status">
          <p>{outcome.published === 1 ? '1 article was published.' : `${outcome.published} articles were published.`}</p>
          {outcome.refused.length ? (
            <ul>
              {outcome.refused.map((entry) => (
                <li key={entry.title}>
                  Not published: <strong>{entry.title}</strong> — {entry.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
