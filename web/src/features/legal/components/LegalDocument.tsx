import { RichText } from '../../../shared/content/RichText';
import { useContent } from '../../../shared/content/useContent';
import { Page } from '../../../shared/ui/Page';
import { legalPageQuery } from '../legalPageQuery';
import styles from './LegalDocument.module.css';

interface LegalDocumentProps {
  kind: 'terms' | 'privacy';
  /** The page's title while the content loads. */
  fallbackTitle: string;
  /** How the date reads: 'en-GB' gives "28 August 2025", 'en-US' "August 28, 2025". */
  dateLocale: 'en-GB' | 'en-US';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2025-08-28" as a calendar date (no time-zone shift): "28 August 2025" (en-GB) or "August 28, 2025"
 * (en-US), what `Intl.DateTimeFormat` writes (a unit test compares them day by day).
 *
 * Written out rather than asked of Intl: the first Intl formatter a page makes loads the browser's
 * locale data, ~30 ms on a desktop and four times that on a phone, and this date was the only Intl
 * call on a legal page — the largest single cost of hydrating it.
 */
export function formatLegalDate(isoDate: string, locale: LegalDocumentProps['dateLocale']) {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  if (!year || !monthName || !day) return isoDate;
  return locale === 'en-US' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
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
  const date = data.lastUpdated ? formatLegalDate(data.lastUpdated, dateLocale) : null;
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
        </div>
      </div>
    </Page>
  );
}
