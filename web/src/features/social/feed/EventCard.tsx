import useSWR from 'swr';
import { formatWeekdayDayMonth, inIndia } from '@contracts/dates';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { CalendarIcon, ShareIcon } from '~/shared/ui/actionIcons';
import { Avatar } from '../components/Avatar';
import { eventCalendarUrl, fetchEvents, setAttending } from '../data/gatheringsApi';
import { eventsRequest } from './feedRequests';
import styles from './Feed.module.css';

/** "Mon, 30 Nov, 6:00 pm IST": an event's time as the trust announces it. */
function istDateTime(iso: string): string {
  const ist = inIndia(Date.parse(iso));
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${formatWeekdayDayMonth(ist)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}

/** The next event the trust publishes: who is going ("& N Others"), title, place, time in IST, JOIN, add to calendar, share. */
export function EventCard({ joinLabel }: { joinLabel: string }) {
  const { isLoggedIn, token } = useSession();
  const { showToast } = useToast();
  const { data, mutate } = useSWR(eventsRequest(token ?? '').key, fetchEvents);
  const event = data?.[0];
  if (!event) return null;
  const others = event.attendeesCount - event.attendees.length;
  const join = async () => {
    if (!isLoggedIn) return showToast('Please log in to join the event.', 'info');
    try {
      const next = await setAttending(event.id, !event.going);
      await mutate(data?.map((e) => (e.id === next.id ? next : e)), { revalidate: false });
      showToast(next.going ? `You are going to ${next.title}.` : 'You are no longer going.', 'success');
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not change your RSVP.', 'error');
    }
  };
  const share = async () => {
    const text = `${event.title} — ${istDateTime(event.startsAt)}${event.place ? `, ${event.place}` : ''}`;
    try {
      if (navigator.share) await navigator.share({ title: event.title, text, url: window.location.href });
      else {
        await navigator.clipboard.writeText(`${text} ${window.location.href}`);
        showToast('The event is copied to share.', 'success');
      }
    } catch {
      // The member closed the share sheet.
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="event-title" data-testid="event-card">
      <div className={styles.attendees}>
        {event.attendees.map((a) => (
          <Avatar key={a.handle} member={a} size={32} />
        ))}
        {others > 0 ? <span>& {others} Others</span> : null}
      </div>
      <h2 id="event-title">{event.title}</h2>
      {event.place ? <p className={styles.muted}>{event.place}</p> : null}
      <p>
        <time dateTime={event.startsAt}>{istDateTime(event.startsAt)}</time>
      </p>
      <div className={styles.eventActions}>
        <a href={eventCalendarUrl(event.id)} download={`${event.id}.ics`} aria-label="Add to calendar" className={styles.iconButton}>
          <CalendarIcon />
        </a>
        <button type="button" aria-label="Share the event" className={styles.iconButton} onClick={() => void share()}>
          <ShareIcon />
        </button>
        <button type="button" className={styles.join} aria-pressed={event.going} onClick={() => void join()}>
          {event.going ? 'GOING' : joinLabel}
        </button>
      </div>
    </section>
  );
}
