/** The donate page: causes, patrons, FAQs and the payment form's texts. */
import type { PaletteName } from '../../../contracts/art';
import { art, image, keyed, portableText, refs, type SeedDocument, type SeedMember } from '../helpers';
import { personId } from '../people';

const causes: SeedDocument[] = [
  {
    _id: 'donationCause-sanatan-dharma-content',
    _type: 'donationCause',
    title: 'Sanatan Dharma and content development',
    description:
      'Fund the films, sparks, articles and courses that carry Vedic knowledge to millions of seekers for free — researched by scholars, produced with care, and translated into Indian languages.',
    image: image(art({ name: 'cause-content', motif: 'lotus', palette: 'saffron', width: 800, height: 450 }), 'A saffron lotus opening in soft light'),
    buttonLabel: 'Donate Now',
    order: 10,
  },
  {
    _id: 'donationCause-vedic-research',
    _type: 'donationCause',
    title: 'Vedic research',
    description:
      'Support manuscript digitisation, AI tools for Sanskrit, research fellowships and the planned physical research campus where scholars and students will work together.',
    image: image(art({ name: 'cause-research', motif: 'book', palette: 'night', width: 800, height: 450 }), 'An ancient manuscript lit by lamplight'),
    buttonLabel: 'Donate Now',
    order: 20,
  },
];

const patron = (slug: string, name: string, level: 'chief' | 'institutional', description: string, palette: PaletteName, order: number): SeedDocument => ({
  _id: `patron-${slug}`,
  _type: 'patron',
  name,
  level,
  description,
  logo: image(art({ name: `patron-${slug}`, motif: 'mandala', palette, width: 240, height: 240 }), `Logo of ${name}`),
  order,
});

const patrons: SeedDocument[] = [
  patron('bharati-foundation', 'Bharati Heritage Foundation', 'chief', 'Our Chief Patron since 2023, the foundation underwrites the gurukula’s residential programme and the first phase of the research campus.', 'gold', 10),
  patron('ganga-educational-trust', 'Ganga Educational Trust', 'institutional', 'Supports Sanskrit scholarships for girls from rural Bengal and Odisha.', 'river', 20),
  patron('vindhya-industries', 'Vindhya Industries CSR', 'institutional', 'Funds the digitisation of palm-leaf manuscripts under its corporate social responsibility programme.', 'forest', 30),
  patron('kaveri-cooperative-bank', 'Kaveri Cooperative Bank', 'institutional', 'Sponsors the Vedas for Gen Z video series in Kannada and Tamil.', 'saffron', 40),
  patron('saraswati-vidya-sangha', 'Saraswati Vidya Sangha', 'institutional', 'A network of schools that shares teachers and curricula with the Jnanam gurukula.', 'rose', 50),
];

const faq = (slug: string, question: string, answer: string, order: number): SeedDocument => ({
  _id: `faq-${slug}`,
  _type: 'faq',
  question,
  answer: portableText(answer),
  order,
});

const faqs: SeedDocument[] = [
  faq(
    'secure',
    'Is my donation secure?',
    `Yes. Every payment page is protected with SSL encryption, and card and UPI details are handled only by our RBI-regulated payment partner — they never reach our servers.

We do not sell, rent or share your personal data with anyone. We use your details only to process your gift, send your receipt and, if you agree, tell you how your gift is used.`,
    10,
  ),
  faq(
    'tax-deductible',
    'Is my donation tax-deductible?',
    `Jnanam is run by a not-for-profit public charitable trust registered under section 12A of the Indian Income Tax Act, 1961. Donations from Indian taxpayers are eligible for deduction under section 80G where the trust’s 80G approval applies; the receipt states the approval number and the eligible amount.

Donations made in cash above ₹2,000 are not deductible, so please give online or by cheque. Donors outside India should check the rules of their own country; the trust cannot accept foreign contributions until it holds FCRA registration.`,
    20,
  ),
  faq(
    'receipt',
    'Will I receive a receipt?',
    `Yes. A receipt is e-mailed to you as soon as your payment succeeds, with the trust’s registration details, your PAN if you gave it, and the amount.

For tax purposes, the trust also files the statement of donations (Form 10BD) each year, after which you can download your certificate (Form 10BE) from your e-mail or request it from **contact@jnanam.example**.`,
    30,
  ),
  faq(
    'cancel-recurring',
    'How do I cancel a recurring donation?',
    `You can stop a monthly donation at any time. Cancel the mandate in your UPI app or bank (look for "Autopay" or "Mandates"), or write to **contact@jnanam.example** with your name and the date of your last gift and we will cancel it within two working days.

Cancelling stops future payments. Donations already made are not refundable, as our terms explain, but if a payment was taken in error please tell us within 30 days and we will put it right.`,
    40,
  ),
];

export const PAYMENT_METHODS: Omit<SeedMember<'donatePage', 'paymentMethods'>, '_type' | '_key'>[] = [
  { title: 'UPI & Cards', description: 'Google Pay, PhonePe, Paytm, BHIM and any UPI app', kind: 'upi' },
  { title: 'Credit & Debit Cards', description: 'Visa, Mastercard, RuPay and American Express', kind: 'card' },
];

const donatePage: SeedDocument = {
  _id: 'donatePage',
  _type: 'donatePage',
  banner: {
    heading: 'Give to keep Vedic knowledge free',
    text: 'Every gift, large or small, opens the wisdom of the rishis to a seeker who could not otherwise reach it.',
    image: image(art({ name: 'donate-banner', motif: 'diya', palette: 'maroon', width: 1200, height: 675 }), 'Rows of lit lamps glowing at dusk'),
  },
  intro: {
    heading: 'Full access to everything Jnanam offers',
    text: 'Your donation sustains the whole platform and gives every seeker full access to our premium offerings — free of charge for those who cannot pay. This is what your gift keeps open:',
  },
  accessTopics: keyed(
    [
      { title: 'Social Feed', text: 'A respectful community where seekers share questions, insights and practice.' },
      { title: 'Originals', text: 'Documentary series and dialogues on the Vedas, produced with scholars.' },
      { title: 'Blog', text: 'Insights articles by teachers, physicians, scientists and practitioners.' },
      { title: 'Market', text: 'Carefully chosen books on Vedic knowledge in twelve Indian languages.' },
      { title: 'Gurukul', text: 'Structured courses and a residential school for children in need.' },
      { title: 'Research', text: 'The institute of Vedic research, its AI tools and open projects.' },
    ],
    'accessTopic',
  ),
  sacredDebts: {
    heading: 'The three sacred debts',
    text: 'The Vedic tradition teaches that every person is born owing three debts — the rinas. We repay them not with money alone but with a life of gratitude, learning and giving. A gift to keep this knowledge alive honours all three.',
    debts: keyed(
      [
        { name: 'Deva Rina', owedTo: 'The Divine', text: 'Owed for the gift of life and the order of nature; repaid through worship, reverence for the earth and selfless action.' },
        { name: 'Rishi Rina', owedTo: 'The Sages', text: 'Owed to the seers who gave us knowledge; repaid by studying, preserving and passing on what they taught.' },
        { name: 'Pitri Rina', owedTo: 'Our Ancestors', text: 'Owed to those who gave us family and culture; repaid by living well and caring for the generations to come.' },
      ],
      'sacredDebt',
    ),
  },
  causesHeading: 'Choose where your gift goes',
  causes: refs(causes.map((c) => c._id)),
  topDonors: {
    heading: 'Our top donors',
    people: refs(['ramesh-agarwal', 'sunita-reddy', 'vikram-malhotra', 'priya-ghosh'].map(personId)),
  },
  patrons: {
    heading: 'Institutional patrons',
    text: 'Foundations, companies and institutions that stand behind the trust’s work for the long term.',
    ctaHeading: 'Empower Sanatan Dharma',
    ctaText: 'Become an institutional patron and help build the Vedic research campus, the gurukula and a library open to the world.',
    ctaButton: 'Become a Patron',
  },
  enquiry: {
    heading: 'Have a question about giving?',
    text: 'Tell us how you would like to help — a large gift, a legacy, a corporate partnership — and our team will write back within two working days.',
  },
  faqHeading: 'Frequently asked questions',
  faqs: refs(faqs.map((f) => f._id)),
  presetAmounts: [1001, 2001, 5001, 10001, 20001, 30001],
  phonePrefix: '+91',
  sampleBill: { amount: 2001, discount: 101 },
  gstNote: 'No GST: a donation is a gift, not a taxable supply.',
  paymentPrompt: 'Select a payment method',
  vpnNote: 'To avoid payment failure, please do not use a VPN.',
  paymentMethods: keyed(PAYMENT_METHODS, 'paymentMethod'),
};

export const donateDocuments: SeedDocument[] = [...causes, ...patrons, ...faqs, donatePage];
