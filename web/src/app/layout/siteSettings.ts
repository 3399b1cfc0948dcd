import { ROUTES } from '../../shared/routes';

/**
 * The site-wide values the header and footer show. These static values stand in until the
 * content issue serves them from the siteSettings document.
 */
export interface SiteSettings {
  productName: string;
  tagline: string;
  contactEmail: string;
  technologyPartner: { name: string; url?: string };
  socialLinks: { platform: SocialPlatform; url: string }[];
  footerSections: { label: string; to: string }[];
  donateBlock: { heading: string; text: string; buttonLabel: string };
}

export type SocialPlatform = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin';

export const defaultSiteSettings: SiteSettings = {
  productName: 'Jnanam',
  tagline: 'The power of one',
  contactEmail: 'contact@jnanam.example',
  technologyPartner: { name: 'Jnanam Technology Partners' },
  socialLinks: [
    { platform: 'facebook', url: 'https://www.facebook.com/' },
    { platform: 'instagram', url: 'https://www.instagram.com/' },
    { platform: 'x', url: 'https://x.com/' },
    { platform: 'youtube', url: 'https://www.youtube.com/' },
    { platform: 'linkedin', url: 'https://www.linkedin.com/' },
  ],
  footerSections: [
    { label: 'Stream', to: ROUTES.stream },
    { label: 'Sparks', to: ROUTES.sparks },
    { label: 'Insights', to: ROUTES.insights },
    { label: 'Dialogue', to: ROUTES.dialogue },
    { label: 'Social', to: ROUTES.social },
    { label: 'Academy', to: ROUTES.academy },
    { label: 'AI', to: `${ROUTES.home}#search-with-ai` },
  ],
  donateBlock: {
    heading: 'Support the living tradition',
    text: 'Your gift keeps Vedic knowledge free for every seeker and helps build our research campus.',
    buttonLabel: 'Donate',
  },
};
