import type { MissionPageQueryResult } from '@schemas/sanity.types';
import styles from './MissionSections.module.css';

type Mission = NonNullable<MissionPageQueryResult>;

const formatNumber = (value: number | null | undefined) => new Intl.NumberFormat('en-IN').format(value ?? 0);

function Framework({ framework, id }: { framework: Mission['rise']; id: string }) {
  if (!framework) return null;
  return (
    <section className={styles.framework} aria-labelledby={id}>
      <h3 id={id}>{framework.title}</h3>
      <p className={styles.muted}>{framework.intro}</p>
      <ol className={styles.steps} aria-label={`${framework.acronym}: ${framework.steps?.map((s) => s.word).join(', ')}`}>
        {framework.steps?.map((step) => (
          <li key={step._key} className={styles.step}>
            <span className={styles.letter} aria-hidden>
              {step.word?.charAt(0)}
            </span>
            <div>
              <strong className={styles.word}>{step.word}</strong>
              <p>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The mission page's own sections: years of wisdom, RISE and IGNITE, growth stages, life aims. */
export function MissionSections({ content }: { content: Mission }) {
  const { wisdom, frameworksHeading, rise, ignite, growthIntro, stages, stagePointsLabel, aimsIntro, lifeAims } = content;
  return (
    <>
      <section className={styles.wisdom} aria-label={`${formatNumber(wisdom?.years)} ${wisdom?.label ?? ''}`}>
        <p className={styles.years} aria-hidden>
          {formatNumber(wisdom?.years)}
          <span className={styles.yearsLabel}>{wisdom?.label}</span>
        </p>
        <p className={styles.wisdomText}>{wisdom?.text}</p>
      </section>

      <section aria-labelledby="frameworks-heading">
        <h2 id="frameworks-heading" className="visually-hidden">
          {frameworksHeading}
        </h2>
        <div className={styles.frameworks}>
          <Framework framework={rise} id="rise-heading" />
          <Framework framework={ignite} id="ignite-heading" />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="growth-heading">
        <h2 id="growth-heading">{growthIntro?.heading}</h2>
        <p className={styles.muted}>{growthIntro?.text}</p>
        <ol className={styles.stages}>
          {stages?.map((stage, index) => (
            <li key={stage._id} className={styles.stage}>
              <span className={styles.stageNumber} aria-hidden>
                {index + 1}
              </span>
              <h3 className={styles.stageName}>
                {stage.name} <span className={styles.meaning}>({stage.meaning})</span>
              </h3>
              <p className={styles.points}>{stagePointsLabel?.replace('{points}', formatNumber(stage.karmicPoints))}</p>
              <p>{stage.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="aims-heading">
        <h2 id="aims-heading">{aimsIntro?.heading}</h2>
        <p className={styles.muted}>{aimsIntro?.text}</p>
        <ul className={styles.aims}>
          {lifeAims?.map((aim) => (
            <li key={aim._id} className={styles.aim}>
              <h3>{aim.name}</h3>
              <p className={styles.meaning}>{aim.meaning}</p>
              <p>{aim.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
