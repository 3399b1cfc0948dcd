import { lazy, Suspense } from 'react';
import { useSession } from '~/shared/session/useSession';
import type { CreatePostBarProps } from './CreatePostButtons';

// Only members see the bar, and only once the browser knows the session: its code loads then.
const CreatePostButtons = lazy(() => import('./CreatePostButtons'));

/** The create-post bar, for members. */
export function CreatePostBar(props: CreatePostBarProps) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <CreatePostButtons {...props} />
    </Suspense>
  );
}
