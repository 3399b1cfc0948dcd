import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { ConversationFilter } from '@contracts/messagingRules';
import { conversationPath, ROUTES } from '@contracts/routes';
import { useLiveEvent } from '~/shared/live/liveEvents';
import { useWriteGate } from '~/shared/safety/ConfirmToWrite';
import { useSession } from '~/shared/session/useSession';
import { fetchConversations, openConversation } from '../data/api';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';
import { BackIcon } from './icons';
import styles from './Messaging.module.css';

/**
 * The messages screen: the member's conversations on the left, the open one on the right (on a
 * phone one at a time). The open conversation is in the address: `?c=<id>`, or `?with=<handle>`,
 * which opens (or starts) the conversation with that member.
 */
export default function MessagingScreen() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [query, setQuery] = useState('');
  const [openFailure, setOpenFailure] = useState<{ handle: string; message: string } | null>(null);
  const conversationId = params.get('c');
  const withHandle = params.get('with');
  // Starting a conversation is writing to someone: an unconfirmed member is told so, not refused.
  const { mayWrite, notice, known } = useWriteGate();

  const list = useSWR(token ? ['conversations', filter, query.trim(), token] : null, () => fetchConversations(filter, query.trim()), { keepPreviousData: true, revalidateOnFocus: false });
  const { mutate } = list;
  const refresh = useCallback(() => void mutate(), [mutate]);
  useLiveEvent('message', refresh);
  useLiveEvent('read', refresh);
  useLiveEvent('open', refresh);

  useEffect(() => {
    if (!withHandle || !known || !mayWrite) return;
    let cancelled = false;
    openConversation(withHandle)
      .then((answer) => {
        if (!cancelled) setParams({ c: answer.conversation.id }, { replace: true, preventScrollReset: true });
      })
      .catch((cause: unknown) => {
        if (!cancelled) setOpenFailure({ handle: withHandle, message: cause instanceof Error ? cause.message : 'This conversation could not be opened.' });
      });
    return () => {
      cancelled = true;
    };
  }, [withHandle, known, mayWrite, setParams]);

  const openError = openFailure && openFailure.handle === withHandle ? openFailure.message : null;
  const select = (id: string | null) => navigate(id ? conversationPath(id) : ROUTES.message);
  // Why the conversation the address names did not open: on a phone it takes the screen, as a conversation would.
  const told = withHandle && !mayWrite ? notice : openError ? <p role="alert">{openError}</p> : null;

  return (
    <div className={styles.screen} data-open={conversationId || told ? 'chat' : 'list'}>
      <ConversationList
        answer={list.data}
        error={list.error ? 'Your conversations could not be loaded just now.' : null}
        filter={filter}
        onFilter={setFilter}
        query={query}
        onQuery={setQuery}
        selectedId={conversationId}
        onSelect={select}
        onChanged={refresh}
      />
      {conversationId ? (
        <ChatPane key={conversationId} conversationId={conversationId} onBack={() => select(null)} onRead={refresh} />
      ) : (
        <section className={styles.chatEmpty} aria-label="Conversation">
          {told ? (
            <>
              <button type="button" className={`${styles.iconButton} ${styles.emptyBack}`} aria-label="Back to conversations" onClick={() => select(null)}>
                <BackIcon />
              </button>
              {told}
            </>
          ) : (
            <p>Choose a conversation, or start one with the pencil button.</p>
          )}
        </section>
      )}
    </div>
  );
}
