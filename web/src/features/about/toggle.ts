import { ROUTES } from '../../shared/routes';

/** SPEC §2: the Mission / Why toggle (Mission → the mission page; Why → /about). */
export const MISSION_WHY_TOGGLE = [
  { label: 'Mission', to: ROUTES.mission },
  { label: 'Why', to: ROUTES.about },
] as const;
