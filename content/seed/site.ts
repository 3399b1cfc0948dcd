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
    trust: {
      name: 'Jnanam Vedic Knowledge Trust',
      address: '14 Lake Temple Road, Kalighat, Kolkata 700026, West Bengal, India',
      pan: 'AAATJ4821K',
      registrations: keyed(
        [
          { label: 'Registration under section 12A / 12AB of the Income-tax Act, 1961', number: 'AAATJ4821KE20214' },
          { label: 'Approval under section 80G(5) of the Income-tax Act, 1961', number: 'AAATJ4821KF20214' },
          { label: 'Trust deed registration (Registrar of Assurances, Kolkata)', number: 'IV-1902-04217/2021' },
        ],
        'registration',
      ),
      receiptNote:
        'This receipt is issued for a voluntary donation. The trust files the statement of donations (Form 10BD); the donor’s certificate (Form 10BE) follows after filing. Donations are not refundable.',
      signatory: 'Anirban Chatterjee, Managing Trustee',
    },
  },
];
