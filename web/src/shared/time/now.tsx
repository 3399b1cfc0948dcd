import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const MINUTE_MS = 60_000;

const NowContext = createContext<number>(0);

/**
 * The moment "5 min ago" and "today" are counted from. While the page hydrates it is the moment
 * the server drew the page, so the browser draws the same words (a minute passing in between was
 * a hydration mismatch); from the browser's next whole minute on, the browser's clock.
 */
export function NowProvider({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    // Not at once: a changed context reaching parts of the page whose code is still on its way makes
    // React draw them again from scratch, dropping a press made meanwhile. A minute on, all have hydrated.
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        startTransition(() => setNow(Date.now()));
        schedule();
      }, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return <NowContext value={now}>{children}</NowContext>;
}

/** The current moment for relative dates, the same on the server and in the hydrating browser. */
export const useNow = () => useContext(NowContext);
