import { ROUTES } from '../../contracts/routes';
import type { SeedDocument } from './helpers';
import { keyed } from './helpers';

export const siteDocuments: SeedDocument[] = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    productName: 'Jnanam',
    tagline: 'The power of one',
    contactEmail: 'contact@jnanam.example',
    socialLinks: keyed(
      [
        { platform: 'facebook', url: 'https://www.facebook.com/jnanam' },
        { platform: 'instagram', url: 'https://www.instagram.com/jnanam' },
        { platform: 'x', url: 'https://x.com/jnanam' },
        { platform: 'youtube', url: 'https://www.youtube.com/@jnanam' },
        { platform: 'linkedin', url: 'https://www.linkedin.com/company/jnanam' },
      ],
      'socialLink',
    ),
    technologyPartner: { name: 'Digital Dharma Technologies', url: 'https://example.org/technology-partner' },
    footerSections: keyed(
      [
        { label: 'Stream', href: ROUTES.stream },
        { label: 'Sparks', href: ROUTES.sparks },
        { label: 'Insights', href: ROUTES.insights },
        { label: 'Dialogue', href: ROUTES.dialogue },
        { label: 'Social', href: ROUTES.social },
        { label: 'Academy', href: ROUTES.academy },
        { label: 'AI', href: `${ROUTES.home}#search-with-ai` },
      ],
      'link',
    ),
    legalLinks: keyed(
      [
        { label: 'Terms & Conditions', href: ROUTES.terms },
        { label: 'Privacy Policy', href: ROUTES.privacy },
      ],
      'link',
    ),
    footerTexts: {
      sectionsHeading: 'Sections',
      legalHeading: 'Legal',
      partnerHeading: 'Technology partner',
      contactLabel: 'Write to us:',
      copyright: 'Jnanam Trust. All rights reserved.',
      closingLine: 'A not-for-profit trust sharing Vedic knowledge.',
    },
    donateBlock: {
      heading: 'Support the living tradition',
      text: 'Your gift keeps Vedic knowledge free for every seeker and helps build our research campus.',
      buttonLabel: 'Donate',
    },
  },
];
