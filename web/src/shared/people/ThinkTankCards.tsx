import { useId, useState } from 'react';
import { SanityImage, type ContentImage } from '../content/SanityImage';
import { Button } from '../ui/Button';
import { useHydrated } from '../ui/later';
import styles from './ThinkTankCards.module.css';

export interface ThinkTankMember {
  _id: string;
  name: string | null;
  role: string | null;
  bio: string | null;
  portrait: ContentImage | null;
}

/** The card buttons' words, from the studio (interfaceTexts.profiles, PROFILE_TEXTS). */
export interface ProfileTexts {
  visitProfile: string | null;
  hideProfile: string | null;
}

function MemberCard({ member, texts }: { member: ThinkTankMember; texts: ProfileTexts | null | undefined }) {
  const bioId = useId();
  const [open, setOpen] = useState(false);
  // The cards' code may load after the page's: the button waits for it rather than drop a press.
  const ready = useHydrated();
  return (
    <li className={styles.card}>
      <SanityImage image={member.portrait} aspectRatio={1} sizes="160px" className={styles.portrait} alt="" />
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      {/* No public profile pages exist yet, so Visit Profile opens the member's profile here. */}
      <Button variant="outline" size="small" aria-expanded={open} aria-controls={bioId} onClick={() => setOpen((value) => !value)} disabled={!ready}>
        {open ? texts?.hideProfile : texts?.visitProfile}
        <span className="visually-hidden"> of {member.name}</span>
      </Button>
      <p id={bioId} className={styles.bio} hidden={!open}>
        {member.bio}
      </p>
    </li>
  );
}

/** Think-tank members as profile cards (landing page and the research institute). */
export function ThinkTankCards({ members, texts }: { members: ThinkTankMember[]; texts: ProfileTexts | null | undefined }) {
  return (
    <ul className={styles.grid} aria-label="Think-tank members">
      {members.map((member) => (
        <MemberCard key={member._id} member={member} texts={texts} />
      ))}
    </ul>
  );
}
