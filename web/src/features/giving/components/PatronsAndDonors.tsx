import { useEffect, useState } from 'react';
import { fetchTopDonors } from '~/shared/api/donations';
import { SanityImage, type ContentImage } from '~/shared/content/SanityImage';
import { ThinkTankCards, type ProfileTexts, type ThinkTankMember } from '~/shared/people/ThinkTankCards';
import { Button } from '~/shared/ui/Button';
import styles from './Donate.module.css';

type Text = string | null;
const SHOWN_AT_FIRST = 4;

/**
 * Top donors: the real ones — donors who chose to be shown, by what they gave this
 * financial year, names only — and the sample donors from content only while there are none.
 * Real donors have no Visit Profile until members' public profiles exist.
 */
export function TopDonors({ heading, samples, profileTexts }: { heading: Text; samples: ThinkTankMember[] | null; profileTexts: ProfileTexts | null }) {
  const [donors, setDonors] = useState<{ name: string }[] | null>(null);
  const [all, setAll] = useState(false);
  useEffect(() => {
    fetchTopDonors()
      .then((answer) => setDonors(answer.donors))
      .catch(() => setDonors([]));
  }, []);
  const real = donors ?? [];
  const count = real.length > 0 ? real.length : (samples?.length ?? 0);
  return (
    <section className={styles.section} aria-labelledby="donors-heading">
      <h2 id="donors-heading">{heading}</h2>
      {real.length > 0 ? (
        <ol className={styles.donors} aria-label="Top donors">
          {(all ? real : real.slice(0, SHOWN_AT_FIRST)).map((donor, index) => (
            <li key={`${donor.name}-${index}`} className={styles.donor}>
              <span className={styles.donorInitial} aria-hidden="true">
                {donor.name.charAt(0)}
              </span>
              {donor.name}
            </li>
          ))}
        </ol>
      ) : (
        <ThinkTankCards members={all ? (samples ?? []) : (samples ?? []).slice(0, SHOWN_AT_FIRST)} texts={profileTexts} />
      )}
      {count > SHOWN_AT_FIRST ? (
        <div className={styles.more}>
          <Button variant="outline" aria-expanded={all} onClick={() => setAll((value) => !value)}>
            {all ? 'View Less' : 'View More'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

interface Patron {
  _id: string;
  name: Text;
  level: Text;
  description: Text;
  logo: ContentImage | null;
}

interface PatronTexts {
  heading: Text;
  text: Text;
  ctaHeading: Text;
  ctaText: Text;
  ctaButton: Text;
}

/** The Institutional Patron section; its buttons open the enquiry form with the patron intent. */
export function Patrons({ texts, patrons, onBecomePatron }: { texts: PatronTexts | null; patrons: Patron[] | null; onBecomePatron: () => void }) {
  const [all, setAll] = useState(false);
  const chief = patrons?.find((patron) => patron.level === 'chief');
  const others = (patrons ?? []).filter((patron) => patron !== chief);
  return (
    <section className={styles.section} aria-labelledby="patrons-heading">
      <h2 id="patrons-heading">{texts?.heading}</h2>
      <p className={styles.lead}>{texts?.text}</p>
      <div className={styles.patronRow}>
        {chief ? (
          <article className={styles.chief} aria-labelledby="chief-patron">
            <SanityImage image={chief.logo} aspectRatio={1} sizes="96px" className={styles.patronLogo} />
            <div>
              <p className={styles.owed}>Chief Patron</p>
              <h3 id="chief-patron">{chief.name}</h3>
              <p>{chief.description}</p>
            </div>
          </article>
        ) : null}
        <div className={styles.cta}>
          <h3>{texts?.ctaHeading}</h3>
          <p>{texts?.ctaText}</p>
          <Button variant="accent" onClick={onBecomePatron}>
            {texts?.ctaButton}
          </Button>
        </div>
      </div>
      <ul className={styles.logos} aria-label="Patrons">
        {(all ? others : others.slice(0, SHOWN_AT_FIRST)).map((patron) => (
          <li key={patron._id} className={styles.logoItem}>
            <SanityImage image={patron.logo} aspectRatio={1} sizes="64px" className={styles.patronLogoSmall} />
            <span>{patron.name}</span>
            {all ? <span className={styles.hint}>{patron.description}</span> : null}
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {others.length > SHOWN_AT_FIRST || !all ? (
          <Button variant="outline" aria-expanded={all} onClick={() => setAll((value) => !value)}>
            {all ? 'View Less' : 'View More'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
