import { defineQuery } from 'groq';
import { BANNER, CONTACT_FORM_TEXTS, CONTACT_SECTION, IMAGE, PAGE_ACTION, SECTION_INTRO } from '~/shared/content/fragments';
import { TOGGLE_LABELS } from './toggle';

// The projects page's query, apart from the institute's: each page carries only its own.
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
