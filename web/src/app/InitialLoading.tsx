import { LogoMark } from '../shared/ui/icons';
import styles from './InitialLoading.module.css';

/** The first paint while the opening page's code arrives. */
export function InitialLoading() {
  return (
    <div className={styles.loading} role="status">
      <LogoMark width={48} height={48} />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
