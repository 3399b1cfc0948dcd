import { Fragment, useCallback } from 'react';
import { useConversation } from '../data/useConversation';
import { dayLabel, lastActive, sameDay } from '../data/time';
import { ChatActions } from './ChatActions';
import { ConfirmToWrite } from '~/shared/safety/ConfirmToWrite';
import { Composer } from './Composer';
import { Face } from './Face';
import { BackIcon } from './icons';
import { MessageBubble } from './MessageBubble';
import styles from './Messaging.module.css';
import { useChatScroll } from './useChatScroll';

/** The open conversation: its header, the messages with day separators (older ones load when scrolling up) and the composer. */
export function ChatPane({ conversationId, onBack, onRead }: { conversationId: string; onBack(): void; onRead(): void }) {
  const onReadTotal = useCallback(() => onRead(), [onRead]);
  const { conversation, messages, hasOlder, loadingOlder, loadOlder, error, typing, update, drop } = useConversation(conversationId, onReadTotal);
  const { scroller, list, onScroll: scrolled, readerScrolls } = useChatScroll(messages, Boolean(conversation));

  if (error) return <section className={styles.chat} aria-label="Conversation"><p role="alert">{error}</p></section>;
  if (!conversation) return <section className={styles.chat} aria-label="Conversation" aria-busy="true"><p role="status">Loading the conversation…</p></section>;

  const member = conversation.member;
  const lastMine = [...messages].reverse().find((message) => message.mine && !message.deleted);
  const seen = lastMine && conversation.otherReadAt && conversation.otherReadAt >= lastMine.sentAt;

  return (
    <section className={styles.chat} aria-labelledby="chat-title">
      <header className={styles.chatHeader}>
        <button type="button" className={`${styles.iconButton} ${styles.back}`} aria-label="Back to conversations" onClick={onBack}>
          <BackIcon />
        </button>
        <Face name={conversation.title} imageUrl={member?.avatarUrl ?? conversation.tribe?.imageUrl ?? null} />
        <div className={styles.chatTitle}>
          <h2 id="chat-title">{conversation.title}</h2>
          <p className={styles.rowActive} data-testid="active-status">
            {member ? lastActive(member.lastActiveAt) : conversation.tribe ? `${conversation.participantsCount} members` : ''}
          </p>
        </div>
        {member ? <ChatActions member={member} /> : null}
      </header>
      <div
        ref={scroller}
        className={styles.messages}
        data-testid="messages"
        tabIndex={0}
        aria-label="Messages"
        {...readerScrolls}
        onScroll={(event) => {
          scrolled(event.currentTarget);
          if (event.currentTarget.scrollTop < 80) void loadOlder();
        }}
      >
        {hasOlder ? (
          <button type="button" className={styles.older} onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? 'Loading earlier messages…' : 'Earlier messages'}
          </button>
        ) : null}
        <ol ref={list} className={styles.bubbles}>
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            return (
              <Fragment key={message.id}>
                {!previous || !sameDay(previous.sentAt, message.sentAt) ? (
                  <li className={styles.day} data-testid="day-separator">
                    {dayLabel(message.sentAt)}
                  </li>
                ) : null}
                <MessageBubble message={message} showSender={conversation.kind === 'tribe'} onChanged={update} onHidden={drop} />
              </Fragment>
            );
          })}
        </ol>
        {seen ? <p className={styles.seen} data-testid="seen">Seen</p> : null}
      </div>
      <p className={styles.typing} aria-live="polite" data-testid="typing">
        {typing ? `${typing} is typing…` : ''}
      </p>
      {/* A conversation nobody may write in says so; otherwise the member must have confirmed their address. */}
      {conversation.canWrite ? (
        <ConfirmToWrite compact>
          <Composer conversationId={conversationId} canWrite onSent={update} />
        </ConfirmToWrite>
      ) : (
        <Composer conversationId={conversationId} canWrite={false} onSent={update} />
      )}
    </section>
  );
}
