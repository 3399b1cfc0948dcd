import { ROUTES } from '@contracts/routes';
import { ButtonLink } from '../ui/Button';
import { useSession } from './useSession';

/** What a logged-in member is offered where a visitor is asked to sign up. */
export const MEMBER_WAY_ON = { label: 'Continue to the stream', to: ROUTES.stream } as const;

type SignUpOrContinueProps = Omit<Parameters<typeof ButtonLink>[0], 'to' | 'children'> & { label: string | null | undefined };

/**
 * A visitor's sign-up button that becomes the member's way on once logged in: a member is not
 * sent to an empty sign-up form. The server renders the visitor's (it cannot see the session).
 */
export function SignUpOrContinue({ label, ...props }: SignUpOrContinueProps) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? (
    <ButtonLink to={MEMBER_WAY_ON.to} {...props}>
      {MEMBER_WAY_ON.label}
    </ButtonLink>
  ) : (
    <ButtonLink to={ROUTES.signUp} {...props}>
      {label}
    </ButtonLink>
  );
}
