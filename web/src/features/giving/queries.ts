import { defineQuery } from 'groq';
import { BANNER, CONTACT_FORM_TEXTS, IMAGE, PERSON_CARD, PROFILE_TEXTS } from '~/shared/content/fragments';

/** Everything the Donate page and its donation dialog show. */
export const donatePageQuery = defineQuery(`{
  "page": *[_type == "donatePage" && _id == "donatePage"][0]{
    "banner": banner${BANNER},
    intro{ heading, text },
    accessTopics[]{ _key, title, text },
    sacredDebts{ heading, text, debts[]{ _key, name, owedTo, text } },
    causesHeading,
    "causes": causes[]->{ _id, title, description, buttonLabel, "image": image${IMAGE} },
    topDonors{ heading, "people": people[]->${PERSON_CARD} },
    patrons{ heading, text, ctaHeading, ctaText, ctaButton },
    enquiry{ heading, text },
    faqHeading,
    "faqs": faqs[]->{ _id, question, answer },
    presetAmounts,
    phonePrefix,
    gstNote,
    paymentPrompt,
    vpnNote,
    paymentMethods[]{ _key, title, description, kind }
  },
  "patrons": *[_type == "patron" && !(_id in path("drafts.**"))] | order(order asc){ _id, name, level, description, "logo": logo${IMAGE} },
  "contactFormTexts": ${CONTACT_FORM_TEXTS},
  "profileTexts": ${PROFILE_TEXTS}
}`);
