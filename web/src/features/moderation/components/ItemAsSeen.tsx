import { Link } from 'react-router';
import { inIst } from '@contracts/safetyRules';
import type { ModeratedItem } from '@contracts/safety';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import styles from '../Moderation.module.css';

const T = SAFETY_MESSAGES.queue;
// Members' uploads are served by the picture service, which sizes them; a message's picture is sent as stored.
const sized = (url: string) => (url.startsWith('/images/') ? `${url}?w=480` : url);

function Pictures({ pictures }: { pictures: ModeratedItem['pictures'] }) {
  if (!pictures.length) return null;
  return (
    <div className={styles.pictures}>
      {pictures.map((picture) => (
        <a key={picture.url} href={picture.url} target="_blank" rel="noreferrer">
          <img src={sized(picture.url)} alt={picture.alt || T.pictureAlt} loading="lazy" />
        </a>
      ))}
    </div>
  );
}

/**
 * The reported item as members saw it: its words and pictures, the post a comment is on, the few
 * messages around a reported message (the reported one marked), so the moderator judges it in place.
 */
export function ItemAsSeen({ item }: { item: ModeratedItem }) {
  return (
    <>
      <blockquote className={styles.excerpt} data-testid="reported-item">
        {item.excerpt || '(nothing to show)'}
        <Pictures pictures={item.pictures} />
      </blockquote>
      {item.parent ? (
        <section className={styles.around} aria-label={T.onPost}>
          <h3 className={styles.aroundHeading}>{T.onPost}</h3>
          {item.parent.title ? <p className={styles.parentTitle}>{item.parent.href ? <Link to={item.parent.href}>{item.parent.title}</Link> : item.parent.title}</p> : null}
          <p className={styles.parentText}>{item.parent.text}</p>
          <Pictures pictures={item.parent.pictures} />
        </section>
      ) : null}
      {item.conversation ? (
        <section className={styles.around} aria-label={T.inConversation}>
          <h3 className={styles.aroundHeading}>{T.inConversation}</h3>
          <ol className={styles.conversation}>
            {item.conversation.map((message) => (
              <li key={message.id} className={message.reported ? styles.reportedMessage : undefined} aria-current={message.reported || undefined}>
                <p className={styles.meta}>
                  <strong>{message.sender ?? T.formerMember}</strong> · {inIst(message.sentAt)}
                  {message.reported ? <strong className={styles.reportedLabel}> · {T.reportedMessage}</strong> : null}
                </p>
                {message.deleted ? <p className={styles.meta}>{T.deletedMessage}</p> : message.text ? <p className={styles.messageText}>{message.text}</p> : null}
                <Pictures pictures={message.pictures} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
