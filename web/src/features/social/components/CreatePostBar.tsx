import { lazy, Suspense } from 'react';
import type { CreatePostBarProps } from './CreatePostButtons';

// The bar is in the first HTML for everyone (a visitor's asks them to log in), so nothing moves once the
// browser knows the session; its code loads after the posts'.
const CreatePostButtons = lazy(() => import('./CreatePostButtons'));

/** The create-post bar. */
export function CreatePostBar(props: CreatePostBarProps) {
  return (
    <Suspense fallback={null}>
      <CreatePostButtons {...props} />
    </Suspense>
  );
}
