/** The Grievance Officer as the site settings name them: who, how to reach them, and how soon they answer. */
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

/**
 * The officer's name and contact, and the time to answer, on one or a few lines. `linkEmail`: the
 * address is a mailto link (the terms page); the footer writes it as text beside its one contact link.
 */
export function GrievanceOfficer({ officer, className, linkEmail = true }: { officer: GrievanceOfficerDetails | null | undefined; className?: string; linkEmail?: boolean }) {
  if (!officer?.name) return null;
  return (
    <p className={className} data-testid="grievance-officer">
      Grievance Officer: {officer.name}
      {officer.email ? (
        <>
          , {linkEmail ? <a href={`mailto:${officer.email}`}>{officer.email}</a> : officer.email}
        </>
      ) : null}
      {officer.phone ? `, ${officer.phone}` : null}
      {officer.address ? `, ${officer.address}` : null}. {answerTimeText(officer)}
    </p>
  );
}
