import type { PortableTextBlock } from '@portabletext/types';
import { useId } from 'react';
// The answers are at the end of the page: their rich text's code loads after the page's.
import { RichTextLater as RichText } from '~/shared/content/RichTextLater';
import { SanityImage, type ContentImage } from '~/shared/content/SanityImage';
import { Button } from '~/shared/ui/Button';
import styles from './Donate.module.css';

type Text = string | null;

export function AccessTopics({
  intro,
  topics,
}: {
  intro: { heading: Text; text: Text } | null;
  topics: { _key: string; title: Text; text: Text }[] | null;
}) {
  return (
    <section className={styles.section} aria-labelledby="intro-heading">
      <h2 id="intro-heading">{intro?.heading}</h2>
      <p className={styles.lead}>{intro?.text}</p>
      <ul className={styles.topics}>
        {topics?.map((topic) => (
          <li key={topic._key} className={styles.topic}>
            <h3>{topic.title}</h3>
            <p>{topic.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SacredDebts({
  debts,
}: {
  debts: { heading: Text; text: Text; debts: { _key: string; name: Text; owedTo: Text; text: Text }[] | null } | null;
}) {
  return (
    <section className={`${styles.section} ${styles.warm}`} aria-labelledby="debts-heading">
      <h2 id="debts-heading">{debts?.heading}</h2>
      <p className={styles.lead}>{debts?.text}</p>
      <ul className={styles.debts}>
        {debts?.debts?.map((debt) => (
          <li key={debt._key} className={styles.debt}>
            <h3>{debt.name}</h3>
            <p className={styles.owed}>{debt.owedTo}</p>
            <p>{debt.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface Cause {
  _id: string;
  title: Text;
  description: Text;
  buttonLabel: Text;
  image: ContentImage | null;
}

interface CauseCardsProps {
  heading: Text;
  causes: Cause[] | null;
  onDonate: (cause: Cause) => void;
  /** A pointer over or focus on a Donate button: the dialog's code can start loading. */
  onDonateIntent?: () => void;
}

export function CauseCards({ heading, causes, onDonate, onDonateIntent }: CauseCardsProps) {
  return (
    <section className={styles.section} aria-labelledby="causes-heading">
      <h2 id="causes-heading">{heading}</h2>
      <ul className={styles.causes}>
        {causes?.map((cause) => (
          <li key={cause._id} className={styles.card}>
            <SanityImage
              image={cause.image}
              aspectRatio={16 / 9}
              sizes="(max-width: 700px) 100vw, 580px"
              className={styles.cardImage}
            />
            <div className={styles.cardBody}>
              <h3>{cause.title}</h3>
              <p>{cause.description}</p>
              <Button variant="primary" onClick={() => onDonate(cause)} onPointerEnter={onDonateIntent} onFocus={onDonateIntent}>
                {cause.buttonLabel}
                <span className="visually-hidden"> to {cause.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The FAQ as a disclosure list: each question a <summary> that opens its answer. */
export function FaqList({ heading, faqs }: { heading: Text; faqs: { _id: string; question: Text; answer: unknown }[] | null }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div className={styles.faqs}>
        {faqs?.map((faq) => (
          <details key={faq._id} className={styles.faq}>
            <summary className={styles.question}>{faq.question}</summary>
            <div className={styles.answer}>
              <RichText value={faq.answer as PortableTextBlock[] | undefined} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
