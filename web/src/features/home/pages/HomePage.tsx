import type { PortableTextBlock } from '@portabletext/types';
import { lazy, useEffect, useState, Suspense } from 'react';
import { useLocation } from 'react-router';
import { RichTextLater as RichText } from '~/shared/content/RichTextLater';
import { SanityImage } from '~/shared/content/SanityImage';
import { contentRequest, useContent } from '~/shared/content/useContent';
import { GuideBox } from '~/shared/guide/GuideBox';
import { ThinkTankCardsLater as ThinkTankCards } from '~/shared/people/ThinkTankCardsLater';
import { READ_ALOUD_HREF } from '~/shared/speech/readAloudHref';
import { SignUpOrContinue } from '~/shared/session/SignUpOrContinue';
import { ActionButton } from '~/shared/ui/ActionButton';
import { Button } from '~/shared/ui/Button';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { later } from '~/shared/ui/later';
import { homePageQuery } from '../queries';
import styles from './HomePage.module.css';
import { pageLoader } from '~/shared/data/pageData';
import { contentHead } from '~/shared/route/head';

// What sits below the first screen (at 375 and 1280 px) loads after the page's code.
const MissionCardGrid = later(() => import('../components/MissionCardGrid').then((module) => module.MissionCardGrid));
const ImageCarousel = later(() => import('~/shared/ui/ImageCarousel').then((module) => module.ImageCarousel));
// The reader's code loads when a visitor points at (or focuses) its button, and opens with it.
const loadReadAloud = () => import('~/shared/speech/ReadAloudDialog');
const ReadAloudDialog = lazy(() => loadReadAloud().then((module) => ({ default: module.ReadAloudDialog })));

/** The section the footer's "AI" link opens (/#search-with-ai). */
export const SEARCH_SECTION_ID = 'search-with-ai';

/** After the content arrives, honour a #section in the address (the footer links to one). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

export function HomePage() {
  const { data, error } = useContent(homePageQuery);
  const [reading, setReading] = useState(false);
  useScrollToHash(Boolean(data));
  if (!data) return <ContentStatus title="The power of one" error={error} />;
  const { hero, collage, aiSearch, intro, institute, carousels, thinkTank, welcome, profileTexts } = data;

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.tagline}>
            {hero?.tagline}
          </h1>
          <p className={styles.heroLead}>{hero?.text}</p>
          <div className={styles.heroActions}>
            <SignUpOrContinue label={hero?.signUpLabel} variant="primary" />
            <ActionButton action={{ label: hero?.downloadAppLabel ?? null, note: hero?.downloadAppNote }} variant="outline" />
          </div>
        </div>
        <figure className={styles.collage}>
          <SanityImage image={collage?.image} sizes="(max-width: 900px) 100vw, 560px" loading="eager" fetchPriority="high" />
          <figcaption>
            <h2 className={styles.collageHeading}>{collage?.heading}</h2>
            <p>{collage?.text}</p>
          </figcaption>
        </figure>
      </section>

      <Suspense>
        <section id={SEARCH_SECTION_ID} className={styles.search} aria-labelledby="home-search-heading">
          <h2 id="home-search-heading">{aiSearch?.heading}</h2>
          <p className={styles.muted}>{aiSearch?.text}</p>
          <GuideBox label={aiSearch?.heading} placeholder={aiSearch?.placeholder} />
        </section>
      </Suspense>

      <Suspense>
        <section className={styles.band} aria-labelledby="home-intro-heading">
          <div className={styles.inner}>
            <h2 id="home-intro-heading">{intro?.heading}</h2>
            <div className={styles.prose}>
              <RichText value={intro?.body as PortableTextBlock[] | undefined} />
            </div>
          </div>
        </section>
      </Suspense>

      <Suspense>
        <section className={styles.section} aria-labelledby="home-institute-heading">
          <h2 id="home-institute-heading">{institute?.heading}</h2>
          <p className={styles.muted}>{institute?.text}</p>
          <ul className={styles.tools} aria-label="AI tools">
            {institute?.aiTools?.map((tool) => (
              <li key={tool._key}>
                {tool.href === READ_ALOUD_HREF ? (
                  <Button
                    variant="outline"
                    size="small"
                    aria-haspopup="dialog"
                    onPointerEnter={() => void loadReadAloud()}
                    onFocus={() => void loadReadAloud()}
                    onClick={() => setReading(true)}
                  >
                    {tool.label}
                  </Button>
                ) : (
                  <ActionButton action={tool} variant="outline" size="small" />
                )}
              </li>
            ))}
          </ul>
          {reading ? (
            <Suspense fallback={null}>
              <ReadAloudDialog onClose={() => setReading(false)} />
            </Suspense>
          ) : null}
          <MissionCardGrid cards={institute?.missionCards ?? []} />
        </section>
      </Suspense>

      {carousels?.length ? (
        <section className={styles.section} aria-label="Picture galleries">
          {carousels.map((carousel) => (
            <ImageCarousel key={carousel._id} title={carousel.title ?? ''} slides={carousel.slides ?? []} />
          ))}
        </section>
      ) : null}

      <Suspense>
        <section className={styles.section} aria-labelledby="home-thinktank-heading">
          <h2 id="home-thinktank-heading">{thinkTank?.heading}</h2>
          <p className={styles.muted}>{thinkTank?.text}</p>
          <ThinkTankCards members={thinkTank?.members ?? []} texts={profileTexts} />
        </section>
      </Suspense>

      <Suspense>
        <section className={styles.welcome} aria-labelledby="home-welcome-heading">
          <SanityImage image={welcome?.image} alt="" sizes="100vw" className={styles.welcomeImage} />
          <div className={styles.welcomeText}>
            <p className={styles.eyebrow}>{welcome?.eyebrow}</p>
            <h2 id="home-welcome-heading">{welcome?.heading}</h2>
            <p>{welcome?.text}</p>
          </div>
        </section>
      </Suspense>
    </div>
  );
}

export const loader = pageLoader(() => [contentRequest(homePageQuery)]);

export const meta = contentHead('home');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default HomePage;
