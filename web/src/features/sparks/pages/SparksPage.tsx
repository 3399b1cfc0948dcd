import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, type MetaArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { contentRequest, useContent } from '~/shared/content/useContent';
import { pageLoader } from '~/shared/data/pageData';
import { answerOf, contentHead, pageHead } from '~/shared/route/head';
import { imageUrlsFor } from '~/shared/content/image';
import { publicMediaUrl } from '@contracts/learningRules';
import { Button } from '~/shared/ui/Button';
import { Carousel } from '~/shared/ui/Carousel';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { Page } from '~/shared/ui/Page';
import { SparkCard } from '../components/SparkCard';
import { sparkSliders, sparkSlugOf, sparksPageQuery, sparksQuery, type Spark } from '../queries';
import styles from './SparksPage.module.css';

// The viewer's code comes only when a spark is opened (the first load carries the sliders alone).
const ReelViewer = lazy(() => import('../components/ReelViewer'));

/** /jnanam-sparks: the two sliders, all sparks on request, and the reel viewer of `?spark=<slug>`. */
export function SparksPage() {
  const sparks = useContent(sparksQuery);
  const words = useContent(sparksPageQuery).data ?? undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const [showAll, setShowAll] = useState(false);
  // The card that opened the viewer, to give focus back to when it closes.
  const opener = useRef<string | null>(null);
  const slug = sparkSlugOf(new URLSearchParams(location.search));
  // The card to focus once the viewer has gone.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (slug || !refocus.current) return;
    document.querySelector<HTMLElement>(`[data-spark="${CSS.escape(refocus.current)}"]`)?.focus();
    refocus.current = null;
  }, [slug]);

  if (!sparks.data) return <ContentStatus title="Sparks" error={sparks.error} />;
  const all: Spark[] = sparks.data;
  const open = slug ? all.find((spark) => spark.slug === slug) : undefined;

  const close = () => {
    // Opened from its address, the viewer gives focus to the card of the spark it showed last.
    refocus.current = opener.current ?? slug;
    opener.current = null;
    navigate({ search: '' }, { preventScrollReset: true });
  };

  const remember = (event: MouseEvent) => {
    const card = (event.target as HTMLElement).closest('[data-spark]');
    if (card) opener.current = card.getAttribute('data-spark');
  };

  return (
    <Page title="Sparks" hideTitle>
      {/* A click on a card bubbles here: the card it was is where focus returns when the viewer closes. */}
      <div onClick={remember}>
      {sparkSliders(words).map((slider) => (
        <Carousel
          key={slider.shelf}
          title={slider.title}
          items={all.filter((spark) => spark.shelf === slider.shelf)}
          itemKey={(spark) => spark._id}
          renderItem={(spark) => <SparkCard spark={spark} />}
          slidesToShow={{ wide: 7, medium: 3, narrow: 2 }}
          steps="sparks"
          nextLabel={`Next: more ${slider.title.toLowerCase()}`}
        />
      ))}
      <div className={styles.more}>
        <Button variant="accent" aria-expanded={showAll} aria-controls="all-sparks" onClick={() => setShowAll(!showAll)}>
          {words?.discoverMoreLabel}
        </Button>
      </div>
      <section id="all-sparks" aria-label="All sparks" hidden={!showAll} className={styles.all}>
        <ul className={styles.grid}>
          {all.map((spark) => (
            <li key={spark._id}>
              <SparkCard spark={spark} />
            </li>
          ))}
        </ul>
      </section>
      </div>
      {slug ? (
        <Suspense fallback={null}>
          <ReelViewer sparks={all} current={open ?? null} slug={slug} onClose={close} />
        </Suspense>
      ) : null}
    </Page>
  );
}

export const loader = pageLoader(() => [contentRequest(sparksQuery), contentRequest(sparksPageQuery)]);

/** Opening, stepping and closing the viewer change only `?spark=`: the sliders' content stays as it is. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** With `?spark=`, the spark's own head: its title, poster and VideoObject. */
export function meta(args: MetaArgs) {
  const slug = sparkSlugOf(new URLSearchParams(args.location.search));
  const spark = slug ? answerOf<Spark[]>(args.data, contentRequest(sparksQuery))?.find((s) => s.slug === slug) : undefined;
  if (!spark) return contentHead('sparks')(args);
  const image = spark.image ? imageUrlsFor(spark.image, 1.91)(1280) : undefined;
  return pageHead('sparks', args, {
    title: spark.title,
    description: `A spark of ${spark.durationSeconds ?? ''} seconds: ${spark.title}`,
    image,
    type: 'video.other',
    keep: ['spark'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: spark.title,
      description: spark.title,
      ...(image ? { thumbnailUrl: image } : {}),
      ...(spark.videoFile ? { contentUrl: publicMediaUrl(spark.videoFile) } : {}),
    },
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SparksPage;
