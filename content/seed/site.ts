import { ROUTES, type RouteName } from '../../contracts/routes';
import type { SeedDocument } from './helpers';
import { keyed } from './helpers';

export const siteDocuments: SeedDocument[] = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    productName: 'Jnanam',
    tagline: 'The power of one',
    contactEmail: 'contact@jnanam.example',
    grievanceOfficer: { name: 'Lakshmi Narayanan', email: 'grievance@jnanam.example', phone: '+91 80 4000 1008', acknowledgeHours: 24, resolveDays: 15 },
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
    pageHeads: keyed(
      [
        { route: 'home', title: 'Jnanam — The power of one', description: 'Vedic knowledge for every seeker: episodes, research, books and a community of members, from a not-for-profit trust.' },
        { route: 'about', title: 'About us', description: 'Why Jnanam exists: a not-for-profit trust that keeps Vedic knowledge open, studied and alive.' },
        { route: 'mission', title: 'Our mission', description: 'The mission of the Jnanam trust: knowledge, research and service, and how each of us can take part.' },
        { route: 'signUp', title: 'Sign up', description: 'Create a free Jnanam account to comment, save episodes, follow members and write.' },
        { route: 'login', title: 'Log in', description: 'Log in to your Jnanam account.' },
        { route: 'resetPassword', title: 'Choose a new password', description: 'Set a new password for your Jnanam account from the link we e-mailed you.' },
        { route: 'confirmEmail', title: 'Confirm your e-mail address', description: 'Confirm the e-mail address of your Jnanam account.' },
        { route: 'settings', title: 'Account settings', description: 'Your password, e-mail address, preferences and data at Jnanam.' },
        { route: 'moderation', title: 'Moderation', description: 'Reports from members and the moderators’ decisions.' },
        { route: 'unsubscribe', title: 'Stop e-mails', description: 'Turn off a kind of e-mail from Jnanam with the link in the e-mail.' },
        { route: 'marketPlace', title: 'Book marketplace', description: 'Books on the Vedas, Upanishads, Gita and Sanskrit: search, filter and order from the Jnanam trust.' },
        { route: 'bookDetail', title: 'Book', description: 'A book from the Jnanam marketplace.' },
        { route: 'cart', title: 'Your cart', description: 'The books in your cart, delivery and checkout.' },
        { route: 'myOrders', title: 'My orders', description: 'Your book orders from the Jnanam marketplace and where each one is.' },
        { route: 'insights', title: 'Insights', description: 'Articles by the trust and its members on Vedic thought, practice and research.' },
        { route: 'readingBlog', title: 'Reading', description: 'An article from Jnanam Insights.' },
        { route: 'stream', title: 'Stream', description: 'Episodes on Vedic knowledge, by category: watch, like, save and discuss.' },
        { route: 'dialogue', title: 'Dialogue', description: 'Conversations and discussions from Jnanam, with members’ comments.' },
        { route: 'videoPlayer', title: 'Episode', description: 'An episode from the Jnanam stream.' },
        { route: 'sparks', title: 'Sparks', description: 'Short reels of Vedic wisdom from Jnanam.' },
        { route: 'academy', title: 'Academy', description: 'Courses on the Vedas and Sanskrit from the Jnanam academy.' },
        { route: 'vedicResearch', title: 'Vedic research', description: 'The research institute of the Jnanam trust: areas of study, methods and open positions.' },
        { route: 'researchProjects', title: 'Research projects', description: 'Research projects of the Jnanam trust, ongoing and completed.' },
        { route: 'donate', title: 'Donate', description: 'Give to the Jnanam trust: every donation gets a receipt for tax deduction.' },
        { route: 'donateThankYou', title: 'Thank you for your gift', description: 'Your donation to the Jnanam trust and its receipt.' },
        { route: 'membership', title: 'Membership', description: 'Jnanam membership plans: what each includes and what it costs.' },
        { route: 'terms', title: 'Terms and conditions', description: 'The terms on which the Jnanam trust offers this site.' },
        { route: 'privacy', title: 'Privacy policy', description: 'What the Jnanam trust keeps about you, why, and your rights.' },
        { route: 'social', title: 'Social', description: 'The Jnanam community: posts, stories, tribes and events from members.' },
        { route: 'message', title: 'Messages', description: 'Your conversations with other Jnanam members.' },
        { route: 'personalProfile', title: 'Profile', description: 'A member of the Jnanam community.' },
        { route: 'leaderboard', title: 'Karmic Points leaderboard', description: 'The Jnanam members who earned the most Karmic Points in the last 7 days, 30 days and all time, with their stages.' },
        { route: 'videoPreview', title: 'Video preview', description: 'A video from the Jnanam community.' },
        { route: 'guide', title: 'Ask the guide', description: "Questions answered from the trust's own texts on the Vedas, Upanishads, Gita and more, with the source of every statement." },
      ] satisfies { route: RouteName; title: string; description: string }[],
      'pageHead',
    ),
    messaging: {
      welcomeMessage:
        'Namaste, and welcome to the Jnanam community! Your conversations live here. To write to a member, press Message on their profile or the pencil above; join a tribe on the Social page to talk with all its members. You can share an episode, an article or a book with the link button, and a picture with the picture button. If you have a question about the trust or the site, answer this message: the community team reads every one.',
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
