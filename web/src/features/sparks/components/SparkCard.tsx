import { Link } from 'react-router';
import { SanityImage } from '~/shared/content/SanityImage';
import type { Spark } from '../queries';
import styles from './SparkCard.module.css';

/** A spark's portrait poster and title; opens it in the reel viewer (the address names it). */
export function SparkCard({ spark }: { spark: Spark }) {
  return (
    <Link to={`?spark=${encodeURIComponent(spark.slug ?? '')}`} preventScrollReset className={styles.card} data-spark={spark.slug}>
      <SanityImage image={spark.image} aspectRatio={9 / 16} sizes="(max-width: 480px) 45vw, (max-width: 780px) 30vw, 160px" alt="" className={styles.poster} />
      <span className={styles.title}>{spark.title}</span>
    </Link>
  );
}
