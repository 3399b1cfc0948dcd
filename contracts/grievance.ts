/**
 * The Grievance Officer as the site settings name them (content, edited in the Studio): the footer,
 * the terms page, a suspended member's e-mail and their refused login all say it from here.
 */
export interface GrievanceOfficerDetails {
  name: string | null;
  email: string | null;
  phone?: string | null;
  address?: string | null;
  acknowledgeHours: number | null;
  resolveDays: number | null;
}

/** "Acknowledged within 24 hours and resolved within 15 days." */
export function answerTimeText({ acknowledgeHours, resolveDays }: Pick<GrievanceOfficerDetails, 'acknowledgeHours' | 'resolveDays'>): string {
  const parts = [
    acknowledgeHours ? `acknowledged within ${acknowledgeHours} ${acknowledgeHours === 1 ? 'hour' : 'hours'}` : null,
    resolveDays ? `resolved within ${resolveDays} ${resolveDays === 1 ? 'day' : 'days'}` : null,
  ].filter(Boolean);
  return parts.length ? `Grievances are ${parts.join(' and ')}.` : '';
}

/** How a member appeals a moderator's decision: a grievance to the officer, with how soon it is answered. */
export function appealText(officer: GrievanceOfficerDetails | null | undefined): string {
  if (!officer?.name || !officer.email) return 'To appeal, reply to this message or write to the trust through the About page.';
  return `To appeal, raise a grievance with our Grievance Officer, ${officer.name}, at ${officer.email}. ${answerTimeText(officer)}`.trim();
}
