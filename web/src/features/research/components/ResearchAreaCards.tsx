import { useEffect, useId, useState } from 'react';
import { SanityImage } from '~/shared/content/SanityImage';
import type { ResearchPageQueryResult } from '@schemas/sanity.types';
import { ROUTES } from '@contracts/routes';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { useHydrated } from '~/shared/ui/later';
import type styles from './Research.module.css';

type Styles = typeof styles;

type Area = NonNullable<NonNullable<ResearchPageQueryResult>['areas']>[number];
type Labels = NonNullable<ResearchPageQueryResult>['labels'];

/** How many areas show before View More. */
export const AREAS_SHOWN_FIRST = 3;

function AreaCard({ area, labels, styles }: { area: Area; labels: Labels; styles: Styles }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const ready = useHydrated();
  return (
    <li id={area._id} className={styles.card}>
      <SanityImage image={area.image} aspectRatio={16 / 10} sizes="(max-width: 700px) 100vw, 380px" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3>{area.title}</h3>
        <p>{area.description}</p>
        <p id={detailsId} hidden={!open} className={styles.details}>
          {area.details}
        </p>
        <div className={styles.cardActions}>
          <ButtonLink to={ROUTES.signUp} variant="primary" size="small" aria-label={`${labels?.join ?? ''} ${area.title ?? ''}`}>
            {labels?.join}
          </ButtonLink>
          <Button variant="outline" size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)} disabled={!ready}>
            {open ? labels?.showLess : labels?.knowMore}
            <span className="visually-hidden"> about {area.title}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * Research areas, each with Join (sign up) and Know More (its details); View More shows the rest.
 * `targetId` is the area the address points at (search results link to /vedic-research#<id>):
 * when it is one of those behind View More, every area is shown so that it can be scrolled to.
 * `styles` are the page's (its class map comes with the page's code, not as a chunk of its own).
 */
export function ResearchAreaCards({ areas, labels, targetId, styles }: { areas: Area[]; labels: Labels; targetId?: string; styles: Styles }) {
  const [all, setAll] = useState(false);
  const [seenTarget, setSeenTarget] = useState<string | undefined>(undefined);
  // These cards' code loads after the page's: their buttons wait for it rather than drop a press.
  const ready = useHydrated();
  if (targetId !== seenTarget) {
    // Adjusted while rendering (not in an effect) so the card exists when the page scrolls to it.
    setSeenTarget(targetId);
    if (areas.findIndex((area) => area._id === targetId) >= AREAS_SHOWN_FIRST) setAll(true);
  }
  // Here rather than in the page: these cards' code may arrive after the page has been drawn.
  useEffect(() => {
    if (targetId) document.getElementById(targetId)?.scrollIntoView({ block: 'start' });
  }, [targetId]);
  const shown = all ? areas : areas.slice(0, AREAS_SHOWN_FIRST);
  return (
    <>
      <ul className={styles.cards} aria-label="Research areas">
        {shown.map((area) => (
          <AreaCard key={area._id} area={area} labels={labels} styles={styles} />
        ))}
      </ul>
      {areas.length > AREAS_SHOWN_FIRST ? (
        <div className={styles.more}>
          <Button variant="outline" aria-expanded={all} onClick={() => setAll((v) => !v)} disabled={!ready}>
            {all ? labels?.viewLess : labels?.viewMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
