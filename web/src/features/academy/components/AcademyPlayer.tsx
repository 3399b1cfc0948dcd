import { useRef, useState } from 'react';
import { PremiumPrompt } from '~/shared/learning/PremiumPrompt';
import { useClip } from '~/shared/learning/useClip';
import { useSession } from '~/shared/session/useSession';
import { completeItem, reportProgress, startPlayback } from '../playbackApi';
import type { AcademyItem, AcademyPage } from '../queries';
import styles from './AcademyPlayer.module.css';

/** How often, at most, the player tells the server what it has played. */
const REPORT_EVERY_MS = 2_000;

const playedParts = (video: HTMLVideoElement): [number, number][] =>
  Array.from({ length: video.played.length }, (_, i) => [video.played.start(i), video.played.end(i)] as [number, number]).filter(([from, to]) => to > from);

interface AcademyPlayerProps {
  item: AcademyItem;
  page: AcademyPage;
  completed: boolean;
  /** After the server recorded what was watched (new progress, or the completion). */
  onProgress: () => void;
}

/**
 * An item's video. A member's playback is reported to the server as the parts played, every few
 * seconds, on pause and at the end; once they cover enough of the video the item is completed
 * (the server judges both). A premium item asks a visitor or a free member to upgrade.
 */
export function AcademyPlayer({ item, page, completed, onProgress }: AcademyPlayerProps) {
  const clip = useClip('academy-item', item._id, item.videoFile, Boolean(item.premium));
  const { isLoggedIn } = useSession();
  const playback = useRef<Promise<string | null> | null>(null);
  const lastReport = useRef(0);
  const [said, setSaid] = useState('');

  if (clip.state !== 'ready') return <PremiumPrompt clip={clip} text={page.upgradeLabel ?? ''} upgradeLabel={page.upgradeButton ?? 'Membership'} />;

  const begin = () => {
    if (!isLoggedIn || playback.current) return;
    playback.current = startPlayback(item._id)
      .then((answer) => answer.playbackId)
      .catch(() => null);
  };

  const report = async (video: HTMLVideoElement, force: boolean) => {
    const now = Date.now();
    if (!playback.current || (!force && now - lastReport.current < REPORT_EVERY_MS)) return;
    lastReport.current = now;
    const playbackId = await playback.current;
    const watched = playedParts(video);
    if (!playbackId || watched.length === 0) return;
    try {
      const progress = await reportProgress(playbackId, watched);
      if (progress.completed && !completed) {
        const done = await completeItem(item._id, playbackId);
        if (done.firstTime) setSaid(`${page.completedLabel ?? 'Completed'}: ${item.title}`);
      }
      onProgress();
    } catch {
      // Progress is kept by the next report; a refused one (too fast to be true) is simply not counted.
    }
  };

  return (
    <>
      <video
        className={styles.player}
        src={clip.url}
        controls
        playsInline
        preload="metadata"
        aria-label={item.title ?? 'Video'}
        onPlay={begin}
        onTimeUpdate={(event) => void report(event.currentTarget, false)}
        onPause={(event) => void report(event.currentTarget, true)}
        onEnded={(event) => void report(event.currentTarget, true)}
      />
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
