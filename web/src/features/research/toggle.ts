import { ROUTES } from '../../shared/routes';

/** SPEC §2: the Research / Projects toggle. */
export const RESEARCH_PROJECTS_TOGGLE = [
  { label: 'Research', to: ROUTES.vedicResearch },
  { label: 'Projects', to: ROUTES.researchProjects },
] as const;
