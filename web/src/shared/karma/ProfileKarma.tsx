import { lazy, Suspense } from 'react';
import type { MemberStage } from '@contracts/memberStage';
import { KarmaPanel } from './KarmaPanel';

// One's own panel (the way on and the history) is read under the member's session, so its code loads only then.
const OwnKarma = lazy(() => import('./OwnKarma'));

/**
 * A profile's Karmic Points: on one's own profile the whole panel (the way to the next stage and the
 * history, read under the member's session); on another member's the total and stage the profile carries.
 */
export function ProfileKarma({ isSelf, points, stage }: { isSelf: boolean; points: number; stage: MemberStage | null }) {
  const standing = <KarmaPanel standing={{ points, stage }} />;
  if (!isSelf) return standing;
  return (
    <Suspense fallback={standing}>
      <OwnKarma points={points} stage={stage} />
    </Suspense>
  );
}
