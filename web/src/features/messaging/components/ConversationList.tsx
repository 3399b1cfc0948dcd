import { useId, useRef, useState } from 'react';
import { CONVERSATION_FILTERS, type ConversationFilter } from '@contracts/messagingRules';
import { markAllRead, type ConversationsAnswer } from '../data/api';
import { lastActive } from '../data/time';
import { Face } from './Face';
import { EditIcon, MoreIcon } from './icons';
import { MessageSettingsDialog } from './MessageSettingsDialog';
import { NewMessageDialog } from './NewMessageDialog';
import styles from './Messaging.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

const FILTER_LABELS: Record<ConversationFilter, string> = { all: 'All', circle: 'Circle', unread: 'Unread', tribes: 'Tribes' };

interface Props {
  answer: ConversationsAnswer | undefined;
  error: string | null;
  filter: ConversationFilter;
  onFilter(filter: ConversationFilter): void;
  query: string;
  onQuery(query: string): void;
  selectedId: string | null;
  onSelect(id: string): void;
  onChanged(): void;
}

/** The left column: heading with new message and more, search, filter chips and the conversations. */
export function ConversationList({ answer, error, filter, onFilter, query, onQuery, selectedId, onSelect, onChanged }: Props) {
  const [composing, setComposing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const moreId = useId();
  const more = useRef<HTMLDivElement>(null);
  const conversations = answer?.conversations;

  return (
    <section className={styles.list} aria-labelledby="messages-heading">
      <div className={styles.listHeader}>
        <h1 id="messages-heading">Messages</h1>
        <button type="button" className={styles.iconButton} aria-label="New message" onClick={() => setComposing(true)} data-testid="new-message">
          <EditIcon />
        </button>
        <button type="button" className={styles.iconButton} aria-label="More" popoverTarget={moreId}>
          <MoreIcon />
        </button>
        <div ref={more} id={moreId} popover="auto" className={styles.menu}>
          <button
            type="button"
            onClick={() => {
              more.current?.hidePopover();
              void markAllRead().then(onChanged);
            }}
          >
            Mark all read
          </button>
          <button
            type="button"
            onClick={() => {
              more.current?.hidePopover();
              setSettingsOpen(true);
            }}
          >
            Message settings
          </button>
        </div>
      </div>
      <label className={styles.search}>
        <span className="visually-hidden">Search messages</span>
        <input type="search" placeholder="Search" value={query} maxLength={100} onChange={(event) => onQuery(event.target.value)} />
      </label>
      <div className={styles.chips} role="group" aria-label="Show">
        {CONVERSATION_FILTERS.map((name) => (
          <button key={name} type="button" className={styles.chip} aria-pressed={filter === name} onClick={() => onFilter(name)}>
            {FILTER_LABELS[name]}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {conversations && conversations.length === 0 ? <p className={styles.quiet}>{query ? 'No conversation matches your search.' : 'No conversations here yet.'}</p> : null}
      <ul className={styles.rows} data-testid="conversations">
        {conversations?.map((row) => (
          <li key={row.id}>
            <button type="button" className={styles.row} aria-current={row.id === selectedId ? 'true' : undefined} onClick={() => onSelect(row.id)} data-testid="conversation-row">
              <Face name={row.title} imageUrl={row.member?.avatarUrl ?? row.tribe?.imageUrl ?? null} />
              <span className={styles.rowText}>
                <span className={styles.rowName}>
                  {row.title} <StageBadge stage={row.member?.stage} />
                </span>
                <span className={styles.rowLast}>{row.lastMessage ? `${row.lastMessage.mine ? 'You: ' : ''}${row.lastMessage.text}` : 'No messages yet'}</span>
                <span className={styles.rowActive}>{row.member ? lastActive(row.member.lastActiveAt) : row.tribe ? 'Tribe conversation' : ''}</span>
              </span>
              {row.unreadCount ? (
                <span className={styles.unread} data-testid="unread-count">
                  {row.unreadCount}
                  <span className="visually-hidden"> unread</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {composing ? <NewMessageDialog onClose={() => setComposing(false)} /> : null}
      {settingsOpen ? <MessageSettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
    </section>
  );
}
