import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { MESSAGING_ENDPOINTS } from '@contracts/endpointAddresses/messaging';
import { ROUTES } from '@contracts/routes';
import { callEndpoint } from '~/shared/api/client';
import { useLiveEvent } from '~/shared/live/liveEvents';
import { useSession } from '~/shared/session/useSession';
import styles from './HeaderMessages.module.css';

/**
 * A member's messages link beside the cart, with their unread count: read once, then kept by the
 * live stream (each message and read receipt carries the new total). Visitors see nothing.
 */
export function HeaderMessages() {
  const { token, isLoggedIn } = useSession();
  const [live, setLive] = useState<number | undefined>(undefined);
  const { data } = useSWR(token ? ['messages-unread', token] : null, () => callEndpoint(MESSAGING_ENDPOINTS.unread), { revalidateOnFocus: false });
  useLiveEvent('message', (event) => setLive(event.unreadTotal), isLoggedIn);
  useLiveEvent('read', (event) => setLive(event.unreadTotal), isLoggedIn);
  if (!isLoggedIn) return null;
  const count = live ?? data?.unreadTotal;
  const label = count ? `Messages, ${count} unread` : 'Messages';
  return (
    <Link to={ROUTES.message} className={styles.link} aria-label={label} data-testid="header-messages">
      <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
      </svg>
      <span className={styles.count} aria-hidden hidden={!count} data-testid="header-messages-count">
        {count}
      </span>
    </Link>
  );
}
