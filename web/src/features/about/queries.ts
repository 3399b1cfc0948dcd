import { defineQuery } from 'groq';
import { BANNER, CONTACT_FORM_TEXTS, CONTACT_SECTION, IMAGE, SECTION_INTRO } from '~/shared/content/fragments';

/**
 * What the About/Why and Mission pages share. Each page names itself in the Mission / Why
 * switch, so both pages read both names.
 */
const MANIFESTO = `
  "banner": banner${BANNER},
  manifesto,
  callToAction{ joinLabel, donateLabel },
  symbol{ heading, intro, "image": image${IMAGE}, "parts": parts[]{ _key, name, meaning } },
  "contact": contact${CONTACT_SECTION},
  "contactFormTexts": ${CONTACT_FORM_TEXTS},
  "toggleLabels": {
    "mission": *[_type == "missionPage" && _id == "missionPage"][0].labels.toggle,
    "why": *[_type == "aboutPage" && _id == "aboutPage"][0].labels.toggle
  }
`;

const FRAMEWORK = `{ acronym, title, intro, "steps": steps[]{ _key, word, description } }`;

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{${MANIFESTO}}`);

export const missionPageQuery = defineQuery(`*[_type == "missionPage" && _id == "missionPage"][0]{
  ${MANIFESTO},
  wisdom{ years, label, text },
  frameworksHeading,
  "rise": rise${FRAMEWORK},
  "ignite": ignite${FRAMEWORK},
  "growthIntro": growthIntro${SECTION_INTRO},
  "stages": stages[]->{ _id, name, meaning, description, karmicPoints },
  stagePointsLabel,
  "aimsIntro": aimsIntro${SECTION_INTRO},
  "lifeAims": lifeAims[]->{ _id, name, meaning, description }
}`);
