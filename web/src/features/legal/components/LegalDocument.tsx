import { formatLongDate } from '@contracts/dates';
import { RichText } from '~/shared/content/RichText';
import { GrievanceOfficer } from '~/shared/legal/GrievanceOfficer';
import { useContent } from '~/shared/content/useContent';
import { Page } from '~/shared/ui/Page';
import { legalPageQuery } from '../legalPageQuery';
import styles from './LegalDocument.module.css';

interface LegalDocumentProps {
  kind: 'terms' | 'privacy';
  /** The page's title while the content loads. */
  fallbackTitle: string;
  /** How the date reads: 'en-GB' gives "28 August 2025", 'en-US' "August 28, 2025". */
  dateLocale: 'en-GB' | 'en-US';
}

const anchorOf = (index: number, heading: string) =>
  `${index + 1}-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')}`;

/** A legal page from content: title, last-updated date, introduction, contents and numbered sections. */
export function LegalDocument({ kind, fallbackTitle, dateLocale }: LegalDocumentProps) {
  const { data, error, isLoading } = useContent(legalPageQuery, { kind });

  if (!data) {
    return (
      <Page title={fallbackTitle}>
        <p role="status" aria-busy={isLoading}>
          {error ? 'This page could not be loaded. Please try again in a moment.' : 'Loading...'}
        </p>
      </Page>
    );
  }

  const sections = data.sections ?? [];
  const date = data.lastUpdated ? formatLongDate(data.lastUpdated, dateLocale) : null;
  return (
    <Page title={data.title ?? fallbackTitle} lead={date ? <time dateTime={data.lastUpdated ?? undefined}>Last updated {date}</time> : undefined}>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={`${kind}-contents`}>
          <h2 id={`${kind}-contents`} className={styles.tocHeading}>
            Contents
          </h2>
          <ol>
            {sections.map((section, i) => (
              <li key={section._key}>
                <a href={`#${anchorOf(i, section.heading ?? '')}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <div className={styles.intro}>
            <RichText value={data.intro} />
          </div>
          {sections.map((section, i) => {
            const id = anchorOf(i, section.heading ?? '');
            return (
              <section key={section._key} aria-labelledby={id} className={styles.section}>
                <h2 id={id} tabIndex={-1}>
                  <span className={styles.number}>{i + 1}.</span> {section.heading}
                </h2>
                <RichText value={section.body} />
              </section>
            );
          })}
          {kind === 'terms' && data.grievanceOfficer?.name ? (
            // Not one of the numbered sections: the officer comes from the site settings, beside the document.
            <div className={styles.section}>
              <h2 id="grievance-officer" tabIndex={-1}>
                Grievance Officer
              </h2>
              <GrievanceOfficer officer={data.grievanceOfficer} />
            </div>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
