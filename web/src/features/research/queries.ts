import { defineQuery } from 'groq';
import { BANNER, CONTACT_FORM_TEXTS, CONTACT_SECTION, IMAGE, PAGE_ACTION, PERSON_CARD, PROFILE_TEXTS, SECTION_INTRO } from '~/shared/content/fragments';

/** Each research page names itself in the Research / Projects switch, so both pages read both names. */
const TOGGLE_LABELS = `{
  "research": *[_type == "researchPage" && _id == "researchPage"][0].labels.toggle,
  "projects": *[_type == "researchProjectsPage" && _id == "researchProjectsPage"][0].labels.toggle
}`;

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

const TOPIC = `{ _id, title }`;

export const researchProjectsPageQuery = defineQuery(`{
  "page": *[_type == "researchProjectsPage" && _id == "researchProjectsPage"][0]{
    "banner": banner${BANNER},
    statusHeadings{
      "upcoming": upcoming${SECTION_INTRO},
      "ongoing": ongoing${SECTION_INTRO},
      "complete": complete${SECTION_INTRO}
    },
    "joinIntro": joinIntro${SECTION_INTRO},
    "joinActions": joinActions[]${PAGE_ACTION},
    "panelIntro": panelIntro${SECTION_INTRO},
    "panelChips": panelChips[]${PAGE_ACTION},
    "positionsIntro": positionsIntro${SECTION_INTRO},
    "popularTopics": popularTopics[]->${TOPIC},
    applyNote,
    "contact": contact${CONTACT_SECTION},
    labels{
      seeMore, seeLess, topicSearch, topicSearchPlaceholder, popularTopics,
      positionsCount, positionsMatchCount, noPositionsMatch, apply, applySubject
    }
  },
  "toggleLabels": ${TOGGLE_LABELS},
  "contactFormTexts": ${CONTACT_FORM_TEXTS},
  "projects": *[_type == "researchProject" && !(_id in path("drafts.**"))] | order(order asc){
    _id, heading, description, status, "image": image${IMAGE}, "topics": topics[]->${TOPIC}
  },
  "positions": *[_type == "collaboratorPosition" && !(_id in path("drafts.**"))] | order(order asc){
    _id, roleTitle, description, commitment, "topics": topics[]->${TOPIC}
  },
  "contactEmail": *[_type == "siteSettings" && _id == "siteSettings"][0].contactEmail
}`);
