import { answerTimeText, type GrievanceOfficerDetails } from '@contracts/grievance';

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
