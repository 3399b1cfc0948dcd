import { lazy, memo, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page below its first screen whose code loads after the page's: React renders it into
 * the server's HTML, then hydrates it on its own when its chunk arrives. It re-renders only when its
 * props change, so an unrelated update of the page does not reach it before it has hydrated (React
 * would then throw the server's HTML away and draw it again); a page that changes its props early
 * does so in a transition, which waits for the chunk. Its styles are in the site's one stylesheet,
 * so the server's HTML is styled before the chunk arrives. `placeholder` holds its place while a
 * navigation inside the site waits for the chunk.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>, placeholder?: (props: P) => ReactNode) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Later(props: P) {
    return (
      <Suspense fallback={placeholder ? placeholder(props) : null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the server's HTML of this part, true from then on (and at once when
 * the part is drawn in the browser). A form whose code loads later uses it to take no typing and no
 * sending before that code runs: what was typed would be dropped, and the browser would send the
 * form itself.
 */
export const useHydrated = () => useSyncExternalStore(subscribeToNothing, () => true, () => false);
