import { lazy, type ReactNode, Suspense } from 'react';
import { useEmailConfirmation } from '../api/account';
import { useSession } from '../session/useSession';

// Shown to the few members not yet confirmed, once the server has said so: its code loads then, not with every page that has a box.
const ConfirmToWriteNotice = lazy(() =>
  import('./ConfirmToWriteNotice').then((module) => ({ default: module.ConfirmToWriteNotice })),
);

/**
 * Whether the member may put words before others (post, comment, write a message, publish) and, when
 * not, the notice to show instead: their e-mail address is not confirmed yet, and the server refuses
 * their words until the link is opened, so a box would only fail. The notice sends the link again.
 * A visitor may (their boxes already ask them to log in).
 */
export function useWriteGate({ compact = false } = {}): { mayWrite: boolean; notice: ReactNode; known: boolean } {
  const { isLoggedIn } = useSession();
  const { confirmed, email, failed } = useEmailConfirmation();
  // Whether the server has answered (or cannot): a write made on the member's behalf without their
  // asking, such as starting the conversation the address names, waits for it.
  const known = !isLoggedIn || failed || email !== undefined;
  // Until the server has answered (a moment after the page loads) the box stays as the first HTML
  // drew it: nearly every member is confirmed, and their page must not move.
  if (!isLoggedIn || confirmed !== false || failed || email === undefined) return { mayWrite: true, notice: null, known };
  return {
    mayWrite: false,
    known,
    notice: (
      <Suspense>
        <ConfirmToWriteNotice email={email} compact={compact} />
      </Suspense>
    ),
  };
}

/** A box for the member's words, or the notice saying their address must be confirmed first. */
export function ConfirmToWrite({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  const { mayWrite, notice } = useWriteGate({ compact });
  return mayWrite ? children : notice;
}
