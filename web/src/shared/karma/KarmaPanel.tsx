import type { ReactNode } from 'react';
import type { KarmaStandingView } from '@contracts/karma';
import type { MemberStage } from '@contracts/memberStage';
import { StageBadge } from '~/shared/ui/StageBadge';
import styles from './Karma.module.css';
import { KARMA_STANDING_TEXTS as T } from './standingTexts';

/** The profile's Karmic Points panel: the total and stage; on one's own profile `children` adds the way to the next stage and the history. */
export function KarmaPanel({ standing, children }: { standing: Pick<KarmaStandingView, 'points'> & { stage: MemberStage | null }; children?: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby="karma-panel" data-testid="karma-panel">
      <h2 id="karma-panel" className={styles.heading}>
        {T.panelHeading}
      </h2>
      <p className={styles.total}>
        <strong data-testid="karma-total">{T.points(standing.points)}</strong> <StageBadge stage={standing.stage} size="full" />
      </p>
      {children}
    </section>
  );
}
