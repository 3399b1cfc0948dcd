import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../shared/session/SessionProvider';
import { ToastProvider } from '../shared/ui/Toast';

interface AppProps {
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
  /** Answers the server rendered the page with (SWR fallback, by serialized key). */
  fallback?: Record<string, unknown>;
}

/** The providers around the router, the same on the server and in the browser (so hydration matches). */
export function App({ children, fallback = {} }: AppProps) {
  return (
    <SWRConfig value={{ fallback }}>
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
