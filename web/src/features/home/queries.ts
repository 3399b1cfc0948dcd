import { defineQuery } from 'groq';
import { BANNER, IMAGE, PAGE_ACTION, PERSON_CARD, PROFILE_TEXTS } from '~/shared/content/fragments';

export const MISSION_CARD = `{ _id, title, subtitle, description, backgroundColor, titleColor, subtitleColor, textColor, icon }`;

const CAROUSEL = `{ _id, title, "slides": slides[]{ _key, caption, "image": image${IMAGE} } }`;

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{ tagline, text, signUpLabel, downloadAppLabel, downloadAppNote },
  collage{ heading, text, "image": image${IMAGE} },
  aiSearch{ heading, text, placeholder },
  intro{ heading, body },
  institute{
    heading,
    text,
    "aiTools": aiTools[]${PAGE_ACTION},
    "missionCards": missionCards[]->${MISSION_CARD}
  },
  "carousels": carousels[]->${CAROUSEL},
  thinkTank{ heading, text, "members": members[]->${PERSON_CARD} },
  "welcome": welcome${BANNER},
  "profileTexts": ${PROFILE_TEXTS}
}`);
