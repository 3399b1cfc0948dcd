import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { useEpisodes } from '../api/episodes';
import { loadContentClient } from '../content/client';
import { articlePath, bookPath, episodePath, researchAreaPath } from '@contracts/routes';
import { SendIcon } from '../ui/icons';
import styles from './RepositorySearch.module.css';
import { repositorySearchQuery } from './searchQuery';
import { matchesTerms, searchTerms } from './searchTerms';

interface SearchHit {
  id: string;
  kind: string;
  title: string;
  summary: string | null;
  to: string;
}

/** The search's words, from the studio (interfaceTexts.search, SEARCH_TEXTS). */
export interface SearchTexts {
  inputLabel: string | null;
  sendLabel: string | null;
  emptyQuestion: string | null;
  searching: string | null;
  resultsHeading: string | null;
  honestNote: string | null;
  noMatches: string | null;
  failed: string | null;
  kindLabels: { article: string | null; book: string | null; episode: string | null; researchArea: string | null } | null;
}

type Kind = keyof NonNullable<SearchTexts['kindLabels']>;
const isKind = (kind: string): kind is Kind => ['article', 'book', 'episode', 'researchArea'].includes(kind);

function contentLink(type: string, id: string, slug: string | null): string {
  if (type === 'article') return articlePath(slug ?? id);
  if (type === 'book') return bookPath(slug ?? id);
  return researchAreaPath(id);
}

interface RepositorySearchProps {
  texts: SearchTexts | null | undefined;
  placeholder?: string | null;
  /** The page's own name for the question box (assistive tech); otherwise `texts.inputLabel`. */
  label?: string | null;
}

/**
 * "Search with the AI" / "Ask AI": a question box over the knowledge repository. It is a text
 * search, and the results say so — nothing here is generated.
 */
export function RepositorySearch({ texts, placeholder, label }: RepositorySearchProps) {
  const inputLabel = label ?? texts?.inputLabel ?? undefined;
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [question, setQuestion] = useState('');
  const terms = searchTerms(question);
  // No request until something is asked: a null key keeps SWR idle.
  const content = useSWR(terms.length ? ['content', repositorySearchQuery, terms.join(' ')] : null, async () =>
    (await loadContentClient()).fetch(repositorySearchQuery, { terms }),
  );
  const episodes = useEpisodes();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const asked = draft.trim();
    if (searchTerms(asked).length === 0) {
      setProblem(texts?.emptyQuestion ?? '');
      setQuestion('');
      return;
    }
    setProblem(null);
    setQuestion(asked);
  }

  const hits: SearchHit[] = [];
  if (terms.length) {
    for (const doc of (content.data ?? []).filter((match) => Number(match._score) > 0)) {
      hits.push({ id: doc._id, kind: doc._type, title: doc.title ?? '', summary: doc.summary ?? null, to: contentLink(doc._type, doc._id, doc.slug ?? null) });
    }
    const episodeHits = (episodes.data ?? [])
      .flatMap((group) => group.episodes)
      .map((episode) => ({ episode, score: matchesTerms(`${episode.name} ${episode.name} ${episode.description ?? ''}`, terms) }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 6);
    const seen = new Set<string>();
    for (const { episode } of episodeHits) {
      if (seen.has(episode._id)) continue;
      seen.add(episode._id);
      hits.push({ id: `episode-${episode._id}`, kind: 'episode', title: episode.name, summary: episode.description ?? null, to: episodePath(episode._id) });
    }
  }

  const loading = terms.length > 0 && content.isLoading;
  return (
    <div className={styles.search}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {inputLabel}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={draft}
          placeholder={placeholder ?? inputLabel}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={200}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
        />
        <button type="submit" className={styles.send} aria-label={texts?.sendLabel ?? undefined}>
          <SendIcon />
        </button>
      </form>
      {problem ? (
        <p id={`${inputId}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite" className={styles.results}>
        {question && !loading ? (
          <>
            <h3 className={styles.resultsHeading}>{texts?.resultsHeading?.replaceAll('{question}', question)}</h3>
            <p className={styles.honest}>{texts?.honestNote}</p>
            {content.error ? <p className={styles.problem}>{texts?.failed}</p> : null}
            {hits.length === 0 && !content.error ? <p>{texts?.noMatches}</p> : null}
            <ul className={styles.hits} aria-label="Search results">
              {hits.map((hit) => (
                <li key={hit.id} className={styles.hit}>
                  <span className={styles.kind}>{(isKind(hit.kind) ? texts?.kindLabels?.[hit.kind] : null) ?? hit.kind}</span>
                  <Link to={hit.to} className={styles.hitTitle}>
                    {hit.title}
                  </Link>
                  {hit.summary ? <p className={styles.summary}>{hit.summary}</p> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {loading ? <p>{texts?.searching}</p> : null}
      </div>
    </div>
  );
}
