import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydration as a transition: React hydrates the page in short slices and each Suspense boundary on
 * its own, and a part the visitor touches first is hydrated first (the event is replayed then).
 * A hydration mismatch is reported as an error (React's default), so the browser tests see it.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
