import { useLocation, useRouteLoaderData } from 'react-router';
import { DRAFT_PREVIEW } from '@contracts/routes';
import { PREVIEW_MESSAGES as TEXT } from '@contracts/messages/preview';
import type { RootData } from '~/shared/route/head';
import styles from './PreviewBar.module.css';
import { useFollowDrafts } from './useFollowDrafts';

/**
 * Says that the page shows drafts (a staff member's preview) and leads back to the published page.
 * The way out loads the page anew, so nothing read as a draft stays on screen. While it shows, the
 * page follows the drafts as they change.
 */
export function PreviewBar() {
  const preview = useRouteLoaderData<RootData>('root')?.preview ?? false;
  if (!preview) return null;
  return <DraftPreviewBar />;
}

function DraftPreviewBar() {
  useFollowDrafts();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete(DRAFT_PREVIEW.param);
  const query = search.toString();
  const published = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  return (
    <aside className={styles.bar} aria-label={TEXT.label}>
      <strong className={styles.label}>{TEXT.label}</strong>
      <span>{TEXT.explanation}</span>
      <a className={styles.leave} href={published}>
        {TEXT.leave}
      </a>
    </aside>
  );
}
