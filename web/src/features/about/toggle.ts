import { ROUTES } from '@contracts/routes';

/** The Mission / Why toggle (Mission → the mission page; Why → /about). Each page's name is content. */
export const missionWhyToggle = (labels: { mission: string | null; why: string | null } | null | undefined) => [
  { label: labels?.mission ?? '', to: ROUTES.mission },
  { label: labels?.why ?? '', to: ROUTES.about },
];
