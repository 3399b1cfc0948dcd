import { ROUTES } from '@contracts/routes';

/** Each research page names itself in the Research / Projects switch, so both pages read both names. */
export const TOGGLE_LABELS = `{
  "research": *[_type == "researchPage" && _id == "researchPage"][0].labels.toggle,
  "projects": *[_type == "researchProjectsPage" && _id == "researchProjectsPage"][0].labels.toggle
}`;

/** The Research / Projects toggle. Each page's name is content. */
export const researchProjectsToggle = (labels: { research: string | null; projects: string | null } | null | undefined) => [
  { label: labels?.research ?? '', to: ROUTES.vedicResearch },
  { label: labels?.projects ?? '', to: ROUTES.researchProjects },
];
