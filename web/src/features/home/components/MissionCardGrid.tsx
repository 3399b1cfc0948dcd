import type { HomePageQueryResult } from '@schemas/sanity.types';
import styles from './MissionCardGrid.module.css';
import { MissionIcon } from './missionIcons';

export type MissionCardContent = NonNullable<NonNullable<NonNullable<HomePageQueryResult>['institute']>['missionCards']>[number];

/** The six mission cards, each painted in the colours the studio gives it. */
export function MissionCardGrid({ cards }: { cards: MissionCardContent[] }) {
  return (
    <ul className={styles.grid} aria-label="Our missions">
      {cards.map((card) => (
        <li
          key={card._id}
          className={styles.card}
          style={{ backgroundColor: card.backgroundColor ?? undefined, color: card.textColor ?? undefined }}
          data-testid="mission-card"
        >
          <span className={styles.icon} style={{ color: card.titleColor ?? undefined }}>
            <MissionIcon icon={card.icon} />
          </span>
          <h3 className={styles.title} style={{ color: card.titleColor ?? undefined }}>
            {card.title}
          </h3>
          <p className={styles.subtitle} style={{ color: card.subtitleColor ?? undefined }}>
            {card.subtitle}
          </p>
          <p className={styles.description}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
