import { useMyKarma } from '~/shared/karma/useMyKarma';
import { StageBadge } from '~/shared/ui/StageBadge';

/** The signed-in member's stage, once their standing has arrived. */
export default function MemberStage({ className }: { className: string | undefined }) {
  const { standing } = useMyKarma(true);
  return standing ? (
    <p className={className}>
      <StageBadge stage={standing.stage} size="full" />
    </p>
  ) : null;
}
