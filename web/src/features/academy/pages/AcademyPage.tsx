import { lazy, memo, Suspense } from 'react';
import { useLocation, useNavigate, type MetaArgs } from 'react-router';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { publicMediaUrl } from '@contracts/learningRules';
import { imageUrlsFor } from '~/shared/content/image';
import { contentRequest, useContent } from '~/shared/content/useContent';
import { pageLoader } from '~/shared/data/pageData';
import { answerOf, pageHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { SideColumn } from '~/shared/learning/SideColumn';
import { ButtonLink } from '~/shared/ui/Button';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { Page } from '~/shared/ui/Page';
import { academyFiguresRequest, useAcademyFigures } from '../api';
import { AcademyList } from '../components/AcademyList';
import { importItemView } from '../components/itemViewChunk';
import { academyListPath, needsMember, parseAcademyState, type AcademyState } from '../listState';
import { academyPageQuery, type AcademyItem, type AcademyPage as AcademyContent } from '../queries';
import styles from './AcademyPage.module.css';

// An item's page (player, rating, comments) is its own chunk: the list never needs it, and a card starts loading it on hover or focus.
const ItemView = lazy(() => importItemView().then((module) => ({ default: module.ItemView })));

/**
 * An item's page in its place. Its props are the content's own objects and memo keeps the page's later
 * renders (the figures arriving) from reaching an item page still waiting for its code: React would
 * drop the server's HTML for the fallback.
 */
const ItemSlot = memo(function ItemSlot({ item, page }: { item: AcademyItem; page: AcademyContent }) {
  return (
    <Suspense fallback={<p role="status">Loading the course…</p>}>
      <ItemView item={item} page={page} />
    </Suspense>
  );
});

/** /jnanam-academy: the list with its tabs, search, sections and right column; `?item=<slug>` an item's page. */
export function AcademyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const state = parseAcademyState(new URLSearchParams(location.search));
  const content = useContent(academyPageQuery);
  const figures = useAcademyFigures();
  if (!content.data) return <ContentStatus title="Academy" error={content.error} />;
  const page = content.data;

  const go = (next: Partial<AcademyState>) => {
    const wanted = { ...state, ...next };
    const path = academyListPath(wanted);
    if (needsMember(wanted.tab) && !isLoggedIn) navigate(loginPathReturningTo(path));
    else navigate(path, { preventScrollReset: true });
  };
  const refresh = () => void figures.mutate();

  if (state.item) {
    const item = (page.items ?? []).find((entry) => entry.slug === state.item);
    if (!item) {
      return (
        <Page title="Course not found">
          <p>We could not find this course. It may have been taken down, or the link may be incomplete.</p>
          <ButtonLink to={ROUTES.academy}>See all courses</ButtonLink>
        </Page>
      );
    }
    return (
      <Page title={item.title ?? 'Academy'} hideTitle>
        <ItemSlot key={item._id} item={item} page={page} />
      </Page>
    );
  }

  return (
    <Page title="Academy" hideTitle>
      <div className={styles.layout}>
        <AcademyList key={state.q} page={page} figures={figures.data} state={state} isLoggedIn={isLoggedIn} onState={go} />
        <SideColumn
          idPrefix="academy"
          words={{
            topicsHeading: page.topicsHeading ?? '',
            followHeading: page.followHeading ?? '',
            seeMore: page.seeMoreLabel ?? '',
            footerLabel: 'Academy links',
            footerLinks: { about: page.footerLinks?.about ?? '', terms: page.footerLinks?.terms ?? '', helpDesk: page.footerLinks?.helpDesk ?? '', settings: page.footerLinks?.settings ?? '' },
          }}
          topics={(page.topics ?? []).map((entry) => ({ id: entry._id, title: entry.title ?? '' }))}
          topic={state.topic}
          onTopic={(topic) => go({ topic })}
          onFollowed={refresh}
        />
      </div>
    </Page>
  );
}

export const loader = pageLoader(({ request }) => {
  const state = parseAcademyState(new URL(request.url).searchParams);
  return [{ ...contentRequest(academyPageQuery), notFoundWhenMissing: false }, ...(state.item ? [] : [academyFiguresRequest]), ...(state.item ? [itemRequest(state.item)] : [])];
});

/** An item's page answers 404 when no released item has its slug (its own request, so the list's content is shared). */
function itemRequest(slug: string) {
  const request = contentRequest(academyPageQuery);
  return {
    key: ['academy-item-exists', slug],
    fetch: () => Promise.resolve(true),
    load: async (context: Parameters<typeof request.load>[0]) => {
      const page = (await request.load(context)) as AcademyContent | null;
      return page?.items?.some((item) => item.slug === slug) ? true : null;
    },
    notFoundWhenMissing: true,
  };
}

/** The list's head from content; an item's page its own: title, description, picture, video and Course data. */
export function meta(args: MetaArgs) {
  const state = parseAcademyState(new URLSearchParams(args.location.search));
  const page = answerOf<AcademyContent>(args.data, contentRequest(academyPageQuery));
  const item = state.item ? page?.items?.find((entry) => entry.slug === state.item) : undefined;
  if (!item) return pageHead('academy', args, { noindex: Boolean(state.item), keep: [] });
  const image = item.thumbnail ? imageUrlsFor(item.thumbnail, 1.91)(1280) : undefined;
  return pageHead('academy', args, {
    title: item.title,
    description: item.description,
    image,
    // A free item's clip is public, so link previews may play it; a premium one's address is never given out.
    video: item.premium || !item.videoFile ? null : publicMediaUrl(item.videoFile),
    type: 'video.other',
    keep: ['item'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: item.title,
      description: item.description,
      provider: { '@type': 'Organization', name: 'Jnanam' },
      ...(image ? { image } : {}),
      ...(item.author?.name ? { instructor: { '@type': 'Person', name: item.author.name } } : {}),
      isAccessibleForFree: !item.premium,
    },
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default AcademyPage;
