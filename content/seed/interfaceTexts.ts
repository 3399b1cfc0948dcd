import type { SeedDocument } from './helpers';

/** Words used on several pages: the enquiry form, the repository search and the profile cards. */
const interfaceTexts: SeedDocument = {
  _id: 'interfaceTexts',
  _type: 'interfaceTexts',
  contactForm: {
    fullNameLabel: 'Full name',
    emailLabel: 'Email address',
    countryLabel: 'Country',
    languageLabel: 'Language',
    optionalMarker: '(optional)',
    submitLabel: 'Contact Now',
    sendingLabel: 'Sending…',
    successMessage: 'Thank you, {name}. We have received your enquiry and will write to you soon.',
    failureMessage: 'Your enquiry was not sent: {reason} What you typed is still here; please try again.',
    serverProblem: 'Our server ran into a problem.',
    unreachable: 'We could not reach our server.',
  },
  search: {
    inputLabel: 'Ask a question',
    sendLabel: 'Send question',
    emptyQuestion: 'Type a word or two to search for, for example “Upanishads” or “Ayurveda”.',
    searching: 'Searching…',
    resultsHeading: 'Search results for “{question}”',
    honestNote:
      'Found by text search of our articles, books, episodes and research areas — these are matches from the repository, not an AI-written answer.',
    noMatches: 'Nothing matched. Try another word, such as a text, a teacher or a topic.',
    failed: 'The repository could not be searched just now. Please try again.',
    kindLabels: { article: 'Article', book: 'Book', episode: 'Episode', researchArea: 'Research area' },
  },
  profiles: { visitProfile: 'Visit Profile', hideProfile: 'Hide Profile' },
};

export const interfaceTextDocuments: SeedDocument[] = [interfaceTexts];
