import { useId, useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { formatDayMonthYear } from '@contracts/dates';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import type { NotificationView } from '@contracts/safety';
import { callEndpoint } from '~/shared/api/client';
import { useLiveEvent } from '~/shared/live/liveEvents';
import { useSession } from '~/shared/session/useSession';
import styles from './HeaderNotifications.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

/** New notifications arrive on the live stream; the count is also asked for now and then, in case the stream was down. */
const POLL_MS = 5 * 60_000;

/**
 * The bell: a member's unread notifications beside the cart on every page, and the latest ones in a
 * panel the browser opens and closes (Esc, a click outside). Opening an entry marks it read; "Mark
 * all read" marks them all. A new one arrives on the member's live stream. Visitors see nothing.
 */
export function HeaderNotifications() {
  const { token, isLoggedIn } = useSession();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const unread = useSWR(token ? ['notifications-unread', token] : null, () => callEndpoint(SAFETY_ENDPOINTS.unread), { refreshInterval: POLL_MS });
  const list = useSWR(token && open ? ['notifications', token] : null, () => callEndpoint(SAFETY_ENDPOINTS.notifications, { query: {} }));
  useLiveEvent(
    'notification',
    (event) => {
      void unread.mutate({ success: true, unreadCount: event.unreadCount }, { revalidate: false });
      if (open) void list.mutate();
    },
    isLoggedIn,
  );
  if (!isLoggedIn) return null;

  const count = unread.data?.unreadCount;
  const settle = (unreadCount: number) => {
    void unread.mutate({ success: true, unreadCount }, { revalidate: false });
    void list.mutate();
  };
  const readOne = async (entry: NotificationView) => {
    if (!entry.read) settle((await callEndpoint(SAFETY_ENDPOINTS.markRead, { params: { notificationId: entry.id } })).unreadCount);
  };
  const readAll = async () => settle((await callEndpoint(SAFETY_ENDPOINTS.markAllRead)).unreadCount);

  return (
    <span className={styles.bellBox}>
      <button
        type="button"
        className={styles.bell}
        popoverTarget={panelId}
        aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
        data-testid="header-notifications"
      >
        <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        <span className={styles.count} aria-hidden hidden={!count} data-testid="header-notifications-count">
          {count}
        </span>
      </button>
      <div id={panelId} popover="auto" className={styles.panel} onToggle={(event) => setOpen((event as unknown as { newState: string }).newState === 'open')}>
        <div className={styles.panelHead}>
          <h2 className={styles.title}>Notifications</h2>
          <button type="button" className={styles.readAll} onClick={() => void readAll()} disabled={!count}>
            Mark all read
          </button>
        </div>
        {list.error ? <p className={styles.note}>The notifications could not be loaded. Please try again.</p> : null}
        {list.data && list.data.notifications.length === 0 ? <p className={styles.note}>Nothing yet: replies, follows and likes will appear here.</p> : null}
        {list.data ? (
          <ul className={styles.list}>
            {list.data.notifications.map((entry) => (
              <li key={entry.id} className={entry.read ? styles.entry : `${styles.entry} ${styles.unread}`}>
                <Entry entry={entry} onOpen={() => void readOne(entry)} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </span>
  );
}

function Entry({ entry, onOpen }: { entry: NotificationView; onOpen: () => void }) {
  const body = (
    <>
      <span className={styles.text}>
        {entry.text} <StageBadge stage={entry.actor?.stage} />
      </span>
      <span className={styles.when}>
        {entry.read ? '' : 'New · '}
        {formatDayMonthYear(new Date(entry.createdAt))}
      </span>
    </>
  );
  if (!entry.href) {
    return (
      <button type="button" className={styles.entryLink} onClick={onOpen}>
        {body}
      </button>
    );
  }
  return (
    <Link to={entry.href} className={styles.entryLink} onClick={onOpen}>
      {body}
    </Link>
  );
}
