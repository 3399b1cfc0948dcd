import type { SeedDocument } from './helpers';

/** Words used on several pages: the enquiry form and the profile cards. */
const interfaceTexts: SeedDocument = {
  _id: 'interfaceTexts',
  _type: 'interfaceTexts',
  contactForm: {
    fullNameLabel: 'Full name',
    emailLabel: 'Email address',
    countryLabel: 'Country',
    languageLabel: 'Language',
    messageLabel: 'Your message',
    optionalMarker: '(optional)',
    submitLabel: 'Contact Now',
    sendingLabel: 'Sending…',
    successMessage: 'Thank you, {name}. We have received your enquiry and will write to you soon.',
    failureMessage: 'Your enquiry was not sent: {reason} What you typed is still here; please try again.',
    serverProblem: 'Our server ran into a problem.',
    unreachable: 'We could not reach our server.',
  },
  profiles: { visitProfile: 'Visit Profile', hideProfile: 'Hide Profile' },
};

export const interfaceTextDocuments: SeedDocument[] = [interfaceTexts];
