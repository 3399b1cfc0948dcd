/** The membership page: plans, the annual offer and testimonials. */
import type { PaletteName } from '../../../contracts/art';
import { art, image, keyed, ref, refs, type SeedDocument, type SeedMember, type SeedOf } from '../helpers';
import { PAYMENT_METHODS } from './donate';

const FEATURES: NonNullable<SeedMember<'membershipPlan', 'features'>['feature']>[] = ['socialFeedConnect', 'messaging', 'booksMarketplaceCurate', 'blogs', 'gurukulAccess', 'originalsContents'];
const features = (included: boolean[]) =>
  keyed(
    FEATURES.map((feature, i) => ({ feature, included: included[i] })),
    'planFeature',
  );

const plans: SeedDocument[] = [
  {
    _id: 'membershipPlan-muktajnanam',
    _type: 'membershipPlan',
    name: 'Muktajnanam',
    tier: 'Free Plan',
    tagline: 'Begin the journey: join the community, message fellow seekers and browse the marketplace.',
    buttonLabel: 'Sign up for Free',
    action: 'signUp',
    mostPopular: false,
    features: features([true, true, true, false, false, false]),
    priceNote: 'Free forever',
    order: 10,
  },
  {
    _id: 'membershipPlan-divyajnanam',
    _type: 'membershipPlan',
    name: 'Divyajnanam',
    tier: 'Premium Plan',
    tagline: 'Everything Jnanam offers: blogs, Gurukul courses and every Original, for one seeker.',
    buttonLabel: 'Upgrade your plan',
    action: 'subscribe',
    mostPopular: true,
    features: features([true, true, true, true, true, true]),
    prices: keyed(
      [
        { period: 'yearly', oldMonthly: 149, monthly: 99 },
        { period: 'quarterly', oldMonthly: 149, monthly: 119 },
        { period: 'monthly', oldMonthly: 149, monthly: 129 },
      ],
      'planPrice',
    ),
    order: 20,
  },
  {
    _id: 'membershipPlan-sanghajnanam',
    _type: 'membershipPlan',
    name: 'Sanghajnanam',
    tier: 'Group/Enterprise Plan',
    tagline: 'For schools, satsangs, temples and companies: premium access for the whole group.',
    buttonLabel: 'Contact Us',
    action: 'contact',
    mostPopular: false,
    features: features([true, true, true, true, true, true]),
    priceNote: 'Priced for your group',
    order: 30,
  },
];

const offer: SeedDocument = {
  _id: 'offer-annual',
  _type: 'offer',
  title: 'Annual {discountPercent}% Off',
  text: 'As low as ₹{perDay} per day',
  plan: ref('membershipPlan-divyajnanam'),
  period: 'yearly',
  buttonLabel: 'Subscribe to yearly plan',
  active: true,
};

const testimonial = (slug: string, name: string, location: string, quote: string, stars: SeedOf<'testimonial'>['stars'], palette: PaletteName, order: number): SeedDocument => ({
  _id: `testimonial-${slug}`,
  _type: 'testimonial',
  name,
  location,
  quote,
  stars,
  portrait: image(art({ name: `testimonial-${slug}`, motif: 'portrait', palette, width: 400, height: 400 }), `Portrait of ${name}`),
  order,
});

const testimonials: SeedDocument[] = [
  testimonial('kiran', 'Kiran Patel', 'Teacher, Ahmedabad', 'The Gurukul courses gave my evening study a structure I never managed alone. I finally understand the Gita chapter by chapter.', 5, 'saffron', 10),
  testimonial('aditi', 'Aditi Krishnan', 'Software engineer, Singapore', 'Living abroad, Jnanam keeps my children connected to our culture. The Originals are the best thing we watch together.', 5, 'river', 20),
  testimonial('mohan', 'Mohan Verma', 'Retired engineer, Lucknow', 'Thoughtful articles, a kind community and no noise. Worth far more than ₹99 a month.', 4, 'forest', 30),
];

const membershipPage: SeedDocument = {
  _id: 'membershipPage',
  _type: 'membershipPage',
  heading: 'Choose Your Path to Awakening',
  intro: 'Three paths, one journey. Start free, or open every door of Jnanam with a premium membership.',
  plans: refs(plans.map((p) => p._id)),
  upfrontNote: 'All plans are paid upfront. The monthly rate shown is the total price divided by the number of months in the plan.',
  offer: ref(offer._id),
  gstRate: 18,
  paymentPrompt: 'Select a payment method',
  vpnNote: 'To avoid payment failure, please do not use a VPN.',
  paymentMethods: keyed(PAYMENT_METHODS, 'paymentMethod'),
  labels: {
    mostPopular: 'Most Popular',
    included: 'Included',
    notIncluded: 'Not included',
    periodsHeading: 'Choose how you pay for Divyajnanam',
    perMonth: 'a month',
    fromPrice: 'From {price} a month',
    billedAs: 'Billed {period}, paid upfront',
    panelHeading: 'Payment details',
    billHeading: 'Membership Bill',
    planLine: 'Plan',
    periodLine: 'Billing period',
    listTotalLine: '{period} total',
    discountLine: 'Discount',
    subtotalLine: 'Subtotal',
    gstLine: 'GST ({rate})',
    totalLine: 'Total',
    loginToPay: 'Log in to pay',
    loginNote: 'A membership belongs to a member account. Log in or sign up, and you will come back to this bill.',
    memberUntil: 'Premium member until {date}',
    renewalNote: 'You are a member until {date}; this period starts then, so no day is lost.',
    close: 'Close',
    checkingPayment: 'Checking your payment…',
    paidHeading: 'Welcome, premium member',
    paidText: 'Your {plan} membership runs until {date}. Your tax invoice is on its way to your e-mail.',
    unpaidText: 'Nothing was charged. You can choose a period and try again.',
    stars: '{stars} out of 5 stars',
  },
  groupEnquiry: {
    heading: 'Sanghajnanam for your group',
    text: 'Tell us about your school, satsang, temple or company and how many seekers it has; we will write back with a price for the whole group within two working days.',
  },
  testimonialsHeading: 'Trusted by Users Worldwide',
  testimonials: refs(testimonials.map((t) => t._id)),
};

export const membershipDocuments: SeedDocument[] = [...plans, offer, ...testimonials, membershipPage];
