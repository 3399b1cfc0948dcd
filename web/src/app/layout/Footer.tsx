import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { CopyrightLine } from '~/shared/legal/CopyrightLine';
import { GrievanceOfficer } from '~/shared/legal/GrievanceOfficer';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '~/shared/ui/actionIcons';
import type { SiteSettingsQueryResult } from '@schemas/sanity.types';

type SiteSettings = NonNullable<SiteSettingsQueryResult>;
type SocialPlatform = NonNullable<NonNullable<SiteSettings['socialLinks']>[number]['platform']>;

const SOCIAL: Record<SocialPlatform, { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  x: { name: 'X', Icon: XIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
};

/** `styles`: Footer.module.css, which the layout imports so that it loads with the page. */
export function Footer({ settings, styles }: { settings: SiteSettings; styles: CSSModuleClasses }) {
  const texts = settings.footerTexts;
  return (
    <footer className={styles.footer}>
      <section className={styles.donate} aria-labelledby="footer-donate-heading">
        <div className={styles.donateInner}>
          <div>
            <h2 id="footer-donate-heading">{settings.donateBlock?.heading}</h2>
            <p>{settings.donateBlock?.text}</p>
          </div>
          <Link to={ROUTES.donate} className={styles.donateButton}>
            {settings.donateBlock?.buttonLabel}
          </Link>
        </div>
      </section>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{settings.productName}</p>
          <p>{settings.tagline}</p>
          <p>
            {texts?.contactLabel} <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </p>
          <GrievanceOfficer officer={settings.grievanceOfficer} linkEmail={false} />
          <ul className={styles.social} aria-label="Social media">
            {settings.socialLinks?.map(({ platform, url }) => {
              if (!platform || !url) return null;
              const { name, Icon } = SOCIAL[platform];
              return (
                <li key={platform}>
                  <a href={url} aria-label={`${settings.productName} on ${name}`} target="_blank" rel="noopener noreferrer">
                    <Icon width={20} height={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-labelledby="footer-sections-heading">
          <h2 id="footer-sections-heading" className={styles.heading}>{texts?.sectionsHeading}</h2>
          <ul className={`${styles.list} ${styles.sections}`}>
            {settings.footerSections?.map((section) => (
              <li key={section.label}>
                <Link to={section.to ?? '/'}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-heading">
          <h2 id="footer-legal-heading" className={styles.heading}>{texts?.legalHeading}</h2>
          <ul className={styles.list}>
            {settings.legalLinks?.map((link) => (
              <li key={link.label}>
                <Link to={link.to ?? '/'}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{texts?.partnerHeading}</h2>
          <p>
            {settings.technologyPartner?.url ? (
              <a href={settings.technologyPartner.url} target="_blank" rel="noopener noreferrer">
                {settings.technologyPartner.name}
              </a>
            ) : (
              settings.technologyPartner?.name
            )}
          </p>
        </div>
      </div>
      <div className={styles.bottom}>
        <CopyrightLine holder={texts?.copyright} />
        {texts?.closingLine ? <span>{texts.closingLine}</span> : null}
      </div>
    </footer>
  );
}
