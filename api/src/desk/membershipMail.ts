import type { DeskMembership } from '../../../contracts/deskMemberships';
import { ROUTES } from '../../../contracts/routes';
import type { OutgoingEmail } from '../email';

/** A day as members read it in India: "29 November 2026". */
export const longDay = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export type MembershipChange = { kind: 'extended'; days: number; reason: string } | { kind: 'ended'; reason: string };

/** The member's e-mail when the trust's desk extends or ends their membership: what changed, until when, and why. */
export function membershipChangeMail(membership: DeskMembership, change: MembershipChange, origin: string): OutgoingEmail {
  const lines =
    change.kind === 'extended'
      ? [
          `The trust has extended your ${membership.planName} membership by ${change.days} day${change.days === 1 ? '' : 's'}.`,
          `It now runs until ${longDay(membership.endsAt)}.`,
        ]
      : [`The trust has ended your ${membership.planName} membership on ${longDay(membership.endsAt)}.`];
  return {
    to: membership.member.email,
    subject: change.kind === 'extended' ? `Your Jnanam membership is extended until ${longDay(membership.endsAt)}` : 'Your Jnanam membership has ended',
    text: [
      `Dear ${membership.member.name},`,
      '',
      ...lines,
      `Why: ${change.reason}`,
      '',
      `Your membership: ${origin}${ROUTES.membership}`,
      'If you have a question, reply to this e-mail.',
      '',
      'Jnanam',
    ].join('\n'),
    headers: { 'X-Jnanam-Kind': `membership-${change.kind}` },
  };
}
