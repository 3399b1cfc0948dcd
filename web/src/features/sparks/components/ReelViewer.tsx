import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { INTERACTION_ENDPOINTS as I } from '@contracts/endpointAddresses/interactions';
import { publicMediaUrl } from '@contracts/learningRules';
import { loginPathReturningTo } from '@contracts/routes';
import { isApiError } from '~/shared/api/ApiError';
import { callEndpoint } from '~/shared/api/client';
import { countView } from '~/shared/api/visitor';
import { useShareItem } from '~/shared/share/useShareItem';
import { useSession } from '~/shared/session/useSession';
import { CloseIcon } from '~/shared/ui/icons';
import { ArrowLeftIcon, ArrowRightIcon, HeartIcon, ShareIcon } from '~/shared/ui/actionIcons';
import { useToast } from '~/shared/ui/ToastContext';
import type { Spark } from '../queries';
import styles from './ReelViewer.module.css';

interface ReelViewerProps {
  sparks: Spark[];
  current: Spark | null;
  slug: string;
  onClose: () => void;
}

/** A vertical swipe longer than this (in CSS pixels) moves to the next or previous spark. */
const SWIPE_PX = 50;

/**
 * The reel viewer: one spark at a time in a 9:16 frame, in a modal dialog. Next and previous by
 * the buttons, the arrow keys and a vertical swipe (past either end it goes round); it plays muted
 * until unmuted; like and share. The address names the spark shown, so a shared link opens it.
 */
export default function ReelViewer({ sparks, current, slug, onClose }: ReelViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, token } = useSession();
  const { showToast } = useToast();
  const [muted, setMuted] = useState(true);
  const index = current ? sparks.indexOf(current) : -1;
  const target = { type: 'spark', id: current?._id ?? '' };
  const summary = useSWR(current ? ['interactions', 'spark', current._id, token ?? ''] : null, () =>
    callEndpoint(I.summary, { params: { targetType: 'spark', targetId: target.id } }).then((answer) => answer.interactions),
  );
  const { share, dialog: shareDialog } = useShareItem(target, current?.title ?? 'Spark', `${location.pathname}?spark=${encodeURIComponent(slug)}`);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Each spark shown counts as a view (the server keeps one a day per member or browser).
  useEffect(() => {
    if (current) countView('spark', current._id, isLoggedIn).catch(() => undefined);
  }, [current, isLoggedIn]);

  const step = (by: 1 | -1) => {
    if (index < 0) return;
    const next = sparks[(index + by + sparks.length) % sparks.length]!;
    navigate({ search: `?spark=${encodeURIComponent(next.slug ?? '')}` }, { replace: true, preventScrollReset: true });
  };

  const like = async () => {
    if (!isLoggedIn) {
      navigate(loginPathReturningTo(`${location.pathname}${location.search}`));
      return;
    }
    try {
      const answer = await callEndpoint(I.like, { params: { targetType: 'spark', targetId: target.id } });
      await summary.mutate((before) => before && { ...before, likesCount: answer.likesCount, viewer: before.viewer && { ...before.viewer, liked: answer.liked } }, { revalidate: false });
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) showToast('Your like could not be saved. Please try again.', 'error');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const by = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key] as 1 | -1 | undefined;
    if (!by) return;
    event.preventDefault();
    step(by);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientY - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
  };

  const liked = summary.data?.viewer?.liked ?? false;
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={current ? `Spark: ${current.title}` : 'Spark'}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.layout}>
        {current ? (
          <div
            className={styles.frame}
            onPointerDown={(event) => (swipeFrom.current = event.clientY)}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeFrom.current = null)}
          >
            <video
              key={current._id}
              className={styles.video}
              src={publicMediaUrl(current.videoFile ?? '')}
              poster={undefined}
              autoPlay
              loop
              muted={muted}
              playsInline
              aria-label={current.title ?? 'Spark'}
            />
            <p className={styles.caption}>
              <span className={styles.title}>{current.title}</span>
              <span className={styles.position}>
                {index + 1} of {sparks.length}
              </span>
            </p>
          </div>
        ) : (
          <p className={styles.missing}>This spark is not available any more. Close to see the others.</p>
        )}
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={onClose} aria-label="Close">
            <CloseIcon width={22} height={22} />
          </button>
          {current ? (
            <>
              <button type="button" className={`${styles.control} ${styles.up}`} onClick={() => step(-1)} aria-label="Previous spark">
                <ArrowLeftIcon width={22} height={22} />
              </button>
              <button type="button" className={`${styles.control} ${styles.down}`} onClick={() => step(1)} aria-label="Next spark">
                <ArrowRightIcon width={22} height={22} />
              </button>
              <button type="button" className={styles.control} onClick={() => setMuted(!muted)} aria-pressed={!muted}>
                {muted ? 'Unmute' : 'Mute'}
              </button>
              <button type="button" className={styles.control} onClick={() => void like()} aria-pressed={liked}>
                <HeartIcon width={22} height={22} />
                <span className="visually-hidden">Like</span>
                <span>{summary.data?.likesCount ?? ''}</span>
              </button>
              <span className="visually-hidden" aria-live="polite">
                {summary.data ? `${summary.data.likesCount} likes, ${summary.data.viewsCount} views` : ''}
              </span>
              <button type="button" className={styles.control} onClick={() => void share()} aria-label="Share">
                <ShareIcon width={22} height={22} />
              </button>
            </>
          ) : null}
        </div>
      </div>
      {shareDialog}
    </dialog>
  );
}
