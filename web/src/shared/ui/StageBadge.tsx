import type { MemberStage } from '@contracts/memberStage';
import styles from './StageBadge.module.css';

interface StageBadgeProps {
  stage: MemberStage | null | undefined;
  /** `short` beside a name in a list: the stage's name, its meaning for screen readers and on hover; `full` the whole label. */
  size?: 'short' | 'full';
  className?: string;
}

/** A member's Karmic Points stage, the one badge shown beside a member's name everywhere. */
export function StageBadge({ stage, size = 'short', className }: StageBadgeProps) {
  if (!stage) return null;
  const classes = [styles.badge, size === 'full' ? styles.full : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} data-stage={stage.key} data-rank={stage.rank} title={size === 'short' ? stage.label : undefined}>
      {size === 'full' ? (
        stage.label
      ) : (
        <>
          {stage.name}
          {stage.meaning ? <span className="visually-hidden"> — {stage.meaning}</span> : null}
        </>
      )}
    </span>
  );
}
