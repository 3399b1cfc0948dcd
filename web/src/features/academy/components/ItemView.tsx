import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { countView } from '~/shared/api/visitor';
import { ItemComments } from '~/shared/comments/ItemComments';
import { RateControl } from '~/shared/interactions/RateControl';
import { useItemInteractions } from '~/shared/interactions/useItemInteractions';
import { useSession } from '~/shared/session/useSession';
import { useShareItem } from '~/shared/share/useShareItem';
import { BookmarkIcon, HeartIcon, ShareIcon } from '~/shared/ui/actionIcons';
import { useToast } from '~/shared/ui/ToastContext';
import { useAcademyFigures } from '../api';
import { academyItemPath } from '../listState';
import type { AcademyItem, AcademyPage } from '../queries';
import { AcademyPlayer } from './AcademyPlayer';
import { ProgressNote } from './ItemCard';
import styles from './ItemView.module.css';

interface ItemViewProps {
  item: AcademyItem;
  page: AcademyPage;
}

/** An item's page: the player, what it is, its rating (members rate 1–5), like, save, share, progress and comments. */
export function ItemView({ item, page }: ItemViewProps) {
  const figures = useAcademyFigures();
  const stats = figures.data?.items.find((entry) => entry.id === item._id);
  const onChanged = () => void figures.mutate();
  const interactions = useItemInteractions('academy-item', item._id);
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const summary = interactions.summary.data;
  const { share, dialog } = useShareItem({ type: 'academy-item', id: item._id }, item.title ?? 'Academy', academyItemPath(item.slug ?? ''), () => void interactions.summary.mutate());

  // Opening an item's page counts a view, once a day per member or browser.
  useEffect(() => {
    countView('academy-item', item._id, isLoggedIn)
      .then(() => interactions.summary.mutate())
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per item and login state
  }, [item._id, isLoggedIn]);

  const act = async (action: () => Promise<unknown>, failed: string) => {
    if (!isLoggedIn) return navigate(loginPathReturningTo(`${location.pathname}${location.search}`));
    try {
      await action();
      await interactions.summary.mutate();
      onChanged();
    } catch {
      showToast(failed, 'error');
    }
  };

  return (
    <article className={styles.item}>
      <Link className={styles.back} to={ROUTES.academy}>
        ← Academy
      </Link>
      <div className={styles.top}>
        <div className={styles.main}>
          <AcademyPlayer item={item} page={page} completed={stats?.completed ?? false} onProgress={onChanged} />
          <h2 className={styles.title}>{item.title}</h2>
          <p className={styles.meta}>
            <span>{item.author?.name}</span>
            <span>
              <time dateTime={`PT${(item.duration ?? '').replace(/^(\d+):(\d+):(\d+)$/, '$1H$2M$3S')}`}>{item.duration}</time>
            </span>
            <span>{item.coins} coins</span>
            {item.premium ? <span className={styles.premium}>Premium</span> : null}
          </p>
          <ProgressNote stats={stats} completedLabel={page.completedLabel ?? 'Completed'} />
          <p>{item.description}</p>
          <p className={styles.actions}>
            <button type="button" aria-pressed={summary?.viewer?.liked ?? false} onClick={() => void act(interactions.like, 'Your like could not be saved.')}>
              <HeartIcon width={18} height={18} /> Like {summary?.likesCount ?? stats?.likesCount ?? 0}
            </button>
            <button type="button" aria-pressed={summary?.viewer?.saved ?? false} onClick={() => void act(interactions.save, 'Your save could not be kept.')}>
              <BookmarkIcon width={18} height={18} /> {summary?.viewer?.saved ? 'Saved' : 'Save'}
            </button>
            <button type="button" onClick={() => void share()}>
              <ShareIcon width={18} height={18} /> Share {summary?.sharesCount ?? 0}
            </button>
            <span>{summary?.viewsCount ?? stats?.viewsCount ?? 0} views</span>
          </p>
          <RateControl summary={summary} rateLabel={page.rateLabel ?? 'Rate'} onRate={(stars) => void act(() => interactions.rate(stars), 'Your rating could not be saved.')} />
        </div>
        <ItemComments targetType="academy-item" targetId={item._id} words={page} />
      </div>
      {dialog}
    </article>
  );
}
