import { Suspense } from 'react';
import { ContactForm } from '~/shared/contact/ContactForm';
import { useContent } from '~/shared/content/useContent';
import { ActionButton } from '~/shared/ui/ActionButton';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { PageBanner } from '~/shared/ui/PageBanner';
import { PageToggle } from '~/shared/ui/PageToggle';
import { OpenPositions } from '../components/OpenPositions';
import { ProjectBlock } from '../components/ProjectBlock';
import { researchProjectsPageQuery } from '../projectsQuery';
import { researchProjectsToggle } from '../toggle';
import styles from '../components/Projects.module.css';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';

const STATUSES = ['upcoming', 'ongoing', 'complete'] as const;

export function ResearchProjectsPage() {
  const { data, error } = useContent(researchProjectsPageQuery);
  const page = data?.page;
  if (!data || !page) return <ContentStatus title="Research Projects" error={error} />;
  const { projects, positions, contactEmail, contactFormTexts } = data;
  const toggle = researchProjectsToggle(data.toggleLabels);

  return (
    <div>
      <PageBanner banner={page.banner} />
      <div className={styles.body}>
        <PageToggle label={toggle.map((option) => option.label).join(' or ')} options={toggle} />

        <div className={styles.blocks}>
          {STATUSES.map((status) => (
            <Suspense key={status}>
              <ProjectBlock
                status={status}
                heading={page.statusHeadings?.[status]?.heading}
                text={page.statusHeadings?.[status]?.text}
                projects={projects.filter((project) => project.status === status)}
                labels={page.labels}
              />
            </Suspense>
          ))}
        </div>

        <section className={styles.section} aria-labelledby="join-heading">
          <h2 id="join-heading">{page.joinIntro?.heading}</h2>
          <p className={styles.muted}>{page.joinIntro?.text}</p>
          <ul className={styles.joinActions}>
            {page.joinActions?.map((action) => (
              <li key={action._key} className={styles.joinAction}>
                <ActionButton action={action} variant="primary" />
                {action.description ? <p>{action.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>

        <section className={`${styles.section} ${styles.panel}`} aria-labelledby="panel-heading">
          <h2 id="panel-heading">{page.panelIntro?.heading}</h2>
          <p className={styles.muted}>{page.panelIntro?.text}</p>
          <ul className={styles.panelChips} aria-label="Categories">
            {page.panelChips?.map((chip) => (
              <li key={chip._key}>
                <ActionButton action={chip} variant="outline" size="small" />
              </li>
            ))}
          </ul>
        </section>

        <Suspense>
          <section id="open-positions" className={styles.section} aria-labelledby="positions-heading">
            <h2 id="positions-heading">{page.positionsIntro?.heading}</h2>
            <p className={styles.muted}>{page.positionsIntro?.text}</p>
            <OpenPositions positions={positions} popularTopics={page.popularTopics ?? []} contactEmail={contactEmail} applyNote={page.applyNote} labels={page.labels} />
          </section>
        </Suspense>

        <ContactForm section={page.contact} texts={contactFormTexts} page="projects" />
      </div>
    </div>
  );
}

export const loader = pageLoader(() => [contentRequest(researchProjectsPageQuery)]);

export const meta = contentHead('researchProjects');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default ResearchProjectsPage;
