import { SanityImage, type ContentImage } from '../content/SanityImage';
import styles from './PageBanner.module.css';

export interface BannerContent {
  eyebrow: string | null;
  heading: string | null;
  text: string | null;
  image: ContentImage | null;
}

/** A content page's banner: a picture behind its heading, which is the page's h1. */
export function PageBanner({ banner }: { banner: BannerContent | null }) {
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <SanityImage image={banner?.image} alt="" sizes="100vw" loading="eager" fetchPriority="high" className={styles.image} />
      <div className={styles.text}>
        {banner?.eyebrow ? <p className={styles.eyebrow}>{banner.eyebrow}</p> : null}
        <h1 id="page-title">{banner?.heading}</h1>
        <p className={styles.lead}>{banner?.text}</p>
      </div>
    </section>
  );
}
