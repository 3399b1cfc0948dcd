import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGING_MESSAGES } from '@contracts/messagingRules';
import { loginPathReturningTo } from '@contracts/routes';
import { contentHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { Page } from '~/shared/ui/Page';

// The screen is for members only and loads after the page: a visitor's page stays light.
const MessagingScreen = lazy(() => import('../components/MessagingScreen'));

/** /message and /message?with=<handle>: the member's conversations and the open one. */
export function MessagePage() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  if (!isLoggedIn) {
    return (
      <Page title="Messages">
        <p data-testid="messages-login">
          {MESSAGING_MESSAGES.loginToMessage} <Link to={loginPathReturningTo(`${pathname}${search}`)}>Log in</Link> and you will come back here.
        </p>
      </Page>
    );
  }
  return (
    <Suspense fallback={<Page title="Messages"><p role="status">Loading your conversations…</p></Page>}>
      <MessagingScreen />
    </Suspense>
  );
}

export const meta = contentHead('message');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default MessagePage;
