import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { COMMUNITY_ENDPOINTS } from '@contracts/endpointAddresses/community';
import type { MemberCard } from '@contracts/community';
import { messagePath } from '@contracts/routes';
import { callEndpoint } from '~/shared/api/client';
import { ConfirmToWrite } from '~/shared/safety/ConfirmToWrite';
import { Modal } from '~/shared/ui/Modal';
import { Face } from './Face';
import styles from './Messaging.module.css';

/** New message: find a member by name or handle, then open the conversation with them. */
export function NewMessageDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ q: string; people: MemberCard[] } | null>(null);
  const q = query.trim().replace(/^@/, '');
  // Results show for the text they were found for, and only once two characters are typed.
  const people = q.length >= 2 && found?.q === q ? found.people : null;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (q.length < 2) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      callEndpoint(COMMUNITY_ENDPOINTS.search, { query: { q } })
        .then((answer) => {
          if (!cancelled) setFound({ q, people: answer.people });
        })
        .catch((cause: unknown) => {
          if (!cancelled) setError(cause instanceof Error ? cause.message : 'The search did not work just now.');
        });
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [q]);

  return (
    <Modal title="New message" onClose={onClose}>
      {/* Until the member's address is confirmed a new conversation would be refused: the dialog says why instead. */}
      <ConfirmToWrite>
        <label className={styles.field}>
          To (a member’s name or handle)
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoFocus data-testid="new-message-search" />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        {people && people.length === 0 ? <p className={styles.quiet}>No member matches “{query.trim()}”.</p> : null}
        <ul className={styles.people}>
          {people?.map((person) => (
            <li key={person.handle}>
              <button
                type="button"
                className={styles.row}
                onClick={() => {
                  onClose();
                  navigate(messagePath(person.handle));
                }}
              >
                <Face name={person.name} imageUrl={person.avatarUrl} size={32} />
                <span className={styles.rowText}>
                  <span className={styles.rowName}>{person.name}</span>
                  <span className={styles.rowLast}>@{person.handle}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </ConfirmToWrite>
    </Modal>
  );
}
