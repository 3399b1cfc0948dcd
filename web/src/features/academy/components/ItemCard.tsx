import { Link } from 'react-router';
import type { AcademyItemStats } from '@contracts/learning';
import { SanityImage } from '~/shared/content/SanityImage';
import { HeartIcon, StarIcon } from '~/shared/ui/actionIcons';
import { academyItemPath } from '../listState';
import type { AcademyItem } from '../queries';
import { importItemView } from './itemViewChunk';
import styles from './ItemCard.module.css';

/** An item's link starts loading the item page's code as the pointer or focus comes to it, so it opens at once. */
const warmItemView = { onPointerEnter: () => void importItemView(), onFocus: () => void importItemView() };

/** Completed, or how much of the video the member has watched (nothing before they start). */
export function ProgressNote({ stats, completedLabel }: { stats: AcademyItemStats | undefined; completedLabel: string }) {
  if (stats?.completed) return <p className={styles.done}>✓ {completedLabel}</p>;
  if (!stats?.watchedPercent) return null;
  return (
    <p className={styles.progress}>
      <progress max={100} value={stats.watchedPercent} aria-label="Watched" /> {stats.watchedPercent} % watched
    </p>
  );
}

const rating = (stats: AcademyItemStats | undefined) => (stats?.ratingAverage === null || stats?.ratingAverage === undefined ? '–' : stats.ratingAverage.toFixed(1));

interface ItemCardProps {
  item: AcademyItem;
  stats: AcademyItemStats | undefined;
  completedLabel: string;
  /** In the first row: its picture loads at once (it is the page's largest, painted first). */
  eager?: boolean;
}

/** A published item: thumbnail, title, duration, coin value and what members made of it. */
export function ItemCard({ item, stats, completedLabel, eager = false }: ItemCardProps) {
  return (
    <article className={styles.card}>
      <SanityImage
        image={item.thumbnail}
        aspectRatio={16 / 9}
        sizes="(max-width: 768px) 90vw, 280px"
        alt=""
        className={styles.thumb}
        loading={eager ? 'eager' : 'lazy'}
      />
      <span className={styles.duration}>{item.duration}</span>
      {item.premium ? <span className={styles.premium}>Premium</span> : null}
      <h3 className={styles.title}>
        <Link to={academyItemPath(item.slug ?? '')} {...warmItemView}>
          {item.title}
        </Link>
      </h3>
      <p className={styles.meta}>
        <span>{item.author?.name}</span>
        <span className={styles.coins}>{item.coins} coins</span>
      </p>
      <p className={styles.reactions}>
        <HeartIcon width={14} height={14} aria-hidden="true" /> {stats?.likesCount ?? 0} liked this · <StarIcon width={14} height={14} aria-hidden="true" /> {rating(stats)} ({stats?.ratingCount ?? 0})
      </p>
      <ProgressNote stats={stats} completedLabel={completedLabel} />
    </article>
  );
}

/** Today's trending: its rating, coin value and Watch Now!. */
export function TrendingCard({ item, stats, watchLabel }: { item: AcademyItem; stats: AcademyItemStats | undefined; watchLabel: string }) {
  return (
    <article className={`${styles.card} ${styles.trending}`}>
      <SanityImage image={item.thumbnail} aspectRatio={16 / 9} sizes="(max-width: 768px) 90vw, 320px" alt="" className={styles.thumb} />
      <div className={styles.trendingText}>
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.meta}>
          <span>
            <StarIcon width={14} height={14} aria-hidden="true" /> {rating(stats)}
          </span>
          <span className={styles.coins}>{item.coins} coins</span>
        </p>
        <Link className={styles.watch} to={academyItemPath(item.slug ?? '')} aria-label={`${watchLabel} ${item.title}`} {...warmItemView}>
          {watchLabel}
        </Link>
      </div>
    </article>
  );
}
