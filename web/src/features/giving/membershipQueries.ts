import { defineQuery } from 'groq';
import { CONTACT_FORM_TEXTS, IMAGE } from '~/shared/content/fragments';

/** Everything the membership page shows: plans with prices, the offer, the payment panel's texts, testimonials. */
export const membershipPageQuery = defineQuery(`*[_type == "membershipPage" && _id == "membershipPage"][0]{
  heading,
  intro,
  upfrontNote,
  gstRate,
  paymentPrompt,
  vpnNote,
  "paymentMethods": paymentMethods[]{ _key, title, description, kind },
  "plans": plans[]->{
    _id, name, tier, tagline, buttonLabel, action, mostPopular, priceNote,
    "features": features[]{ _key, feature, included },
    "prices": prices[]{ _key, period, oldMonthly, monthly }
  },
  "offer": offer->{ _id, title, text, period, buttonLabel, active, "planId": plan._ref },
  labels{
    mostPopular, included, notIncluded, periodsHeading, perMonth, fromPrice, billedAs,
    panelHeading, billHeading, planLine, periodLine, listTotalLine, discountLine, subtotalLine, gstLine,
    totalLine, loginToPay, loginNote, memberUntil, renewalNote, close, stars,
    checkingPayment, paidHeading, paidText, unpaidText
  },
  groupEnquiry{ heading, text },
  testimonialsHeading,
  "testimonials": testimonials[]->{ _id, name, location, quote, stars, "portrait": portrait${IMAGE} },
  "contactFormTexts": ${CONTACT_FORM_TEXTS}
}`);
