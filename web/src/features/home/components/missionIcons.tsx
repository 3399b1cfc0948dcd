import type { ReactNode, SVGProps } from 'react';

/** The drawings a mission card can carry (schemas/documents/missionCard.ts MISSION_CARD_ICONS). */
const PATHS: Record<string, ReactNode> = {
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="M12 7.5v4M12 11.5l-5.5 4.5M12 11.5l5.5 4.5" />
    </>
  ),
  lamp: (
    <>
      <path d="M12 3c2 3 3 4.5 3 6.5a3 3 0 0 1-6 0C9 7.5 10 6 12 3z" />
      <path d="M4 15h16c-1 3-4 5-8 5s-7-2-8-5z" />
    </>
  ),
  bridge: (
    <>
      <path d="M2 17h20M4 17v-3M20 17v-3M2 11c4 0 6-4 10-4s6 4 10 4" />
      <path d="M8 17V9.5M12 17V7M16 17V9.5" />
    </>
  ),
  school: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5M22 9v6" />
    </>
  ),
  spark: <path d="M12 2l2.4 6.6L21 11l-6.6 2.4L12 20l-2.4-6.6L3 11l6.6-2.4zM19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8z" />,
  lotus: (
    <>
      <path d="M12 20c-4 0-8-2-9-6 3 0 6 1 9 6 3-5 6-6 9-6-1 4-5 6-9 6z" />
      <path d="M12 20c-2-3-3-6-3-9 0-2 1-4 3-6 2 2 3 4 3 6 0 3-1 6-3 9z" />
    </>
  ),
  book: <path d="M4 5a2 2 0 0 1 2-2h5v17H6a2 2 0 0 0-2 2zM20 5a2 2 0 0 0-2-2h-5v17h5a2 2 0 0 1 2 2z" />,
};

export function MissionIcon({ icon, ...props }: { icon: string | null } & SVGProps<SVGSVGElement>) {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false} {...props}>
      {PATHS[icon ?? ''] ?? PATHS.lotus}
    </svg>
  );
}
