import { defineQuery } from 'groq';
import { BANNER, CONTACT_FORM_TEXTS, CONTACT_SECTION, IMAGE, PERSON_CARD, PROFILE_TEXTS, SECTION_INTRO } from '~/shared/content/fragments';
import { TOGGLE_LABELS } from './toggle';

export const researchPageQuery = defineQuery(`*[_type == "researchPage" && _id == "researchPage"][0]{
  "banner": banner${BANNER},
  intro{ heading, body },
  "askAi": askAi${SECTION_INTRO},
  "areasIntro": areasIntro${SECTION_INTRO},
  "areas": areas[]->{ _id, title, description, details, "image": image${IMAGE} },
  "storiesIntro": storiesIntro${SECTION_INTRO},
  "stories": stories[]->{ _id, title, summary, year, "image": image${IMAGE} },
  "partnersIntro": partnersIntro${SECTION_INTRO},
  "partners": partners[]->{ _id, name, description, url, "logo": logo${IMAGE} },
  "thinkTankIntro": thinkTankIntro${SECTION_INTRO},
  "thinkTank": thinkTank[]->${PERSON_CARD},
  "contact": contact${CONTACT_SECTION},
  labels{ askAiInput, join, knowMore, showLess, viewMore, viewLess },
  "toggleLabels": ${TOGGLE_LABELS},
  "contactFormTexts": ${CONTACT_FORM_TEXTS},
  "profileTexts": ${PROFILE_TEXTS}
}`);
