import type { PortableTextBlock } from '@portabletext/types';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ContactForm } from '~/shared/contact/ContactForm';
import { RichText } from '~/shared/content/RichText';
import { SanityImage } from '~/shared/content/SanityImage';
import { useContent } from '~/shared/content/useContent';
import { ThinkTankCardsLater as ThinkTankCards } from '~/shared/people/ThinkTankCardsLater';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { PageBanner } from '~/shared/ui/PageBanner';
import { PageToggle } from '~/shared/ui/PageToggle';
import { researchPageQuery } from '../queries';
import { researchProjectsToggle } from '../toggle';
import styles from '../components/Research.module.css';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';
import { later } from '~/shared/ui/later';

// Below the first screen at 375 and 1280 px, from the question box on: their code loads after the page's.
const GuideBox = later(() => import('~/shared/guide/GuideBox').then((module) => module.GuideBox));
const ResearchAreaCards = later(() => import('../components/ResearchAreaCards').then((module) => module.ResearchAreaCards));

export function VedicResearchPage() {
  const { data, error } = useContent(researchPageQuery);
  // The guide's sources link to a research area as #<id>: its card scrolls itself into view.
  const { hash } = useLocation();
  if (!data) return <ContentStatus title="Institute of Vedic Research" error={error} />;
  const { banner, intro, askAi, areasIntro, areas, storiesIntro, stories, partnersIntro, partners, thinkTankIntro, thinkTank, contact, labels } = data;
  const toggle = researchProjectsToggle(data.toggleLabels);

  return (
    <div>
      <PageBanner banner={banner} />
      <div className={styles.body}>
        <PageToggle label={toggle.map((option) => option.label).join(' or ')} options={toggle} />

        <section className={styles.section} aria-labelledby="institute-heading">
          <h2 id="institute-heading">{intro?.heading}</h2>
          <div className={styles.prose}>
            <RichText value={intro?.body as PortableTextBlock[] | undefined} />
          </div>
        </section>

        <section className={`${styles.section} ${styles.ask}`} aria-labelledby="ask-heading">
          <h2 id="ask-heading">{askAi?.heading}</h2>
          <p className={styles.muted}>{askAi?.text}</p>
          <GuideBox label={labels?.askAiInput} />
        </section>

        <LaterSection name="areas" intro={areasIntro}>
          <ResearchAreaCards areas={areas ?? []} labels={labels} targetId={hash ? decodeURIComponent(hash.slice(1)) : undefined} styles={styles} />
        </LaterSection>

        <LaterSection name="stories" intro={storiesIntro}>
          <ul className={styles.cards} aria-label="Success stories">
            {stories?.map((story) => (
              <li key={story._id} className={styles.card}>
                <SanityImage image={story.image} aspectRatio={16 / 10} sizes="(max-width: 700px) 100vw, 380px" className={styles.cardImage} />
                <div className={styles.cardBody}>
                  <p className={styles.year}>{story.year}</p>
                  <h3>{story.title}</h3>
                  <p>{story.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </LaterSection>

        <LaterSection name="partners" intro={partnersIntro}>
          <ul className={styles.partners} aria-label="Partners">
            {partners?.map((partner) => (
              <li key={partner._id} className={styles.partner}>
                <SanityImage image={partner.logo} aspectRatio={1} sizes="72px" className={styles.logo} />
                <div>
                  <h3 className={styles.partnerName}>{partner.name}</h3>
                  <p>{partner.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </LaterSection>

        <LaterSection name="thinktank" intro={thinkTankIntro}>
          <ThinkTankCards members={thinkTank ?? []} texts={data.profileTexts} />
        </LaterSection>

        <ContactForm section={contact} texts={data.contactFormTexts} page="research" />
      </div>
    </div>
  );
}

/**
 * A section below the first screen: its heading and lead from the page's content, and its own turn
 * of hydration (a Suspense boundary).
 */
function LaterSection({ name, intro, children }: { name: string; intro: { heading?: string | null; text?: string | null } | null | undefined; children: ReactNode }) {
  return (
    <Suspense>
      <section className={styles.section} aria-labelledby={`${name}-heading`}>
        <h2 id={`${name}-heading`}>{intro?.heading}</h2>
        <p className={styles.muted}>{intro?.text}</p>
        {children}
      </section>
    </Suspense>
  );
}

export const loader = pageLoader(() => [contentRequest(researchPageQuery)]);

export const meta = contentHead('vedicResearch');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default VedicResearchPage;
