import { SanityImage } from '~/shared/content/SanityImage';
import styles from './Membership.module.css';
import { fill, type MembershipPageContent } from './membershipTexts';

type Props = Pick<MembershipPageContent, 'testimonials' | 'testimonialsHeading' | 'labels'>;

/** "Trusted by Users Worldwide": members' words with their star ratings. */
export function MembershipTestimonials({ testimonials, testimonialsHeading, labels }: Props) {
  return (
    <section className={styles.testimonials} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">{testimonialsHeading}</h2>
      <ul className={styles.quotes}>
        {(testimonials ?? []).map((t) => (
          <li key={t._id} className={styles.quote}>
            <p className={styles.stars} role="img" aria-label={fill(labels?.stars, { stars: String(t.stars ?? 0) })}>
              {'★'.repeat(t.stars ?? 0)}
              <span className={styles.starsOff}>{'★'.repeat(5 - (t.stars ?? 0))}</span>
            </p>
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <div className={styles.person}>
              <SanityImage image={t.portrait} aspectRatio={1} sizes="56px" className={styles.portrait} alt="" />
              <p>
                <strong>{t.name}</strong>
                <br />
                <span>{t.location}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
