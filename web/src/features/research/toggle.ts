import { ROUTES } from '@contracts/routes';

/** The Research / Projects toggle. Each page's name is content. */
export const researchProjectsToggle = (labels: { research: string | null; projects: string | null } | null | undefined) => [
  { label: labels?.research ?? '', to: ROUTES.vedicResearch },
  { label: labels?.projects ?? '', to: ROUTES.researchProjects },
];
