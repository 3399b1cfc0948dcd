import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '~/shared/ui/actionIcons';
import styles from './Profile.module.css';

const ICONS: [RegExp, string, ComponentType<SVGProps<SVGSVGElement>>][] = [
  [/facebook\.com/, 'Facebook', FacebookIcon],
  [/instagram\.com/, 'Instagram', InstagramIcon],
  [/linkedin\.com/, 'LinkedIn', LinkedInIcon],
  [/(twitter|x)\.com/, 'X', XIcon],
  [/youtube\.com|youtu\.be/, 'YouTube', YouTubeIcon],
];

/** The member's social links, with the network's icon where it is one we know. */
export function SocialLinks({ links }: { links: string[] }) {
  if (!links.length) return null;
  return (
    <ul className={styles.social} aria-label="Social links">
      {links.map((href) => {
        const known = ICONS.find(([pattern]) => pattern.test(href));
        const Icon = known?.[2];
        return (
          <li key={href}>
            <a href={href} rel="noopener noreferrer nofollow" target="_blank" aria-label={known ? known[1] : href}>
              {Icon ? <Icon /> : new URL(href).hostname}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
