import type { PortableTextBlock } from '@portabletext/types';
import type { ReactNode } from 'react';
import { ContactForm } from '~/shared/contact/ContactForm';
import { RichText } from '~/shared/content/RichText';
import { SanityImage } from '~/shared/content/SanityImage';
import type { AboutPageQueryResult } from '@schemas/sanity.types';
import { ROUTES } from '@contracts/routes';
import { SignUpOrContinue } from '~/shared/session/SignUpOrContinue';
import { ButtonLink } from '~/shared/ui/Button';
import { PageBanner } from '~/shared/ui/PageBanner';
import { PageToggle } from '~/shared/ui/PageToggle';
import { missionWhyToggle } from '../toggle';
import styles from './ManifestoLayout.module.css';

export type ManifestoContent = NonNullable<AboutPageQueryResult>;

/**
 * The frame the About/Why and Mission pages share: banner, toggle, manifesto, Join and Donate,
 * then the page's own sections, the symbol explanation and the contact form.
 */
export function ManifestoLayout({ content, page, children }: { content: ManifestoContent; page: 'about' | 'mission'; children?: ReactNode }) {
  const { banner, manifesto, callToAction, symbol, contact, contactFormTexts, toggleLabels } = content;
  const toggle = missionWhyToggle(toggleLabels);
  return (
    <div className={styles.page}>
      <PageBanner banner={banner} />

      <div className={styles.body}>
        <PageToggle label={toggle.map((option) => option.label).join(' or ')} options={toggle} />

        <section className={styles.manifesto} aria-label="Manifesto">
          <RichText value={manifesto as PortableTextBlock[] | null} />
          <div className={styles.actions}>
            <SignUpOrContinue label={callToAction?.joinLabel} variant="primary" />
            <ButtonLink to={ROUTES.donate} variant="accent">
              {callToAction?.donateLabel}
            </ButtonLink>
          </div>
        </section>

        {children}

        <section className={styles.symbol} aria-labelledby="symbol-heading">
          <SanityImage image={symbol?.image} aspectRatio={1} sizes="(max-width: 700px) 60vw, 320px" className={styles.symbolImage} />
          <div>
            <h2 id="symbol-heading">{symbol?.heading}</h2>
            <p>{symbol?.intro}</p>
            <dl className={styles.parts}>
              {symbol?.parts?.map((part) => (
                <div key={part._key} className={styles.part}>
                  <dt>{part.name}</dt>
                  <dd>{part.meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <ContactForm section={contact} texts={contactFormTexts} page={page} />
      </div>
    </div>
  );
}
