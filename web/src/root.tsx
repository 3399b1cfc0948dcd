import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useMatches, useRouteLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import type { PageLoadContext } from '@contracts/pageLoadContext';
import { asksForDraftPreview } from '@contracts/routes';
import { RootLayout } from '~/app/layout/RootLayout';
import { SmoothPageOpening } from '~/app/layout/SmoothPageOpening';
import { siteSettingsQuery } from '~/app/layout/siteSettingsQuery';
import { RouteErrorPage } from '~/shared/route/RouteErrorPage';
import { contentRequest } from '~/shared/content/useContent';
import { loadAnswers, PageAnswersContext, type PageAnswers } from '~/shared/data/pageData';
import type { RootData } from '~/shared/route/head';
import { SessionProvider } from '~/shared/session/SessionProvider';
import { NowProvider } from '~/shared/time/now';
import { ToastProvider } from '~/shared/ui/Toast';
import '~/shared/styles/global.css';

const settingsRequest = contentRequest(siteSettingsQuery);

// Only staff previewing drafts see the bar: its code stays out of the download every page makes.
const PreviewBar = lazy(() => import('~/app/layout/PreviewBar').then((module) => ({ default: module.PreviewBar })));

/** The site settings (every page's header, footer and head name the site). */
export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const ctx = context as PageLoadContext;
  const { answers } = await loadAnswers([settingsRequest], ctx);
  return { answers, origin: ctx.origin, settingsKey: unstable_serialize(settingsRequest.key), nonce: ctx.nonce, renderedAt: Date.now(), preview: ctx.preview };
}

/** Site settings change rarely: a navigation does not read them again, unless it goes in or out of a draft preview. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  asksForDraftPreview(currentUrl.searchParams) !== asksForDraftPreview(nextUrl.searchParams);

/** The document around every page, also around the root's error page. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRouteLoaderData<RootData>('root')?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#7a1f2b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* A new page opens at the top (smoothly, before the router's reset); Back and Forward return to where the reader was on that page. */}
        <SmoothPageOpening />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The providers around every page. Each route's loader answers are merged into one set: pages read
 * their content from it (useContent) and SWR starts from it for members' own state.
 */
export default function Root() {
  const matches = useMatches();
  const root = useRouteLoaderData<RootData>('root');
  const renderedAt = root?.renderedAt ?? 0;
  const answers = useMemo(() => Object.assign({}, ...matches.map((match) => (match.data as PageAnswers | undefined)?.answers)) as Record<string, unknown>, [matches]);
  useEffect(() => {
    // The browser tests wait for this mark: the page answers clicks and keys from here on.
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <PageAnswersContext value={answers}>
      <SWRConfig value={{ fallback: answers }}>
        <NowProvider renderedAt={renderedAt}>
          <ToastProvider>
            <SessionProvider>
              {root?.preview ? (
                <Suspense fallback={null}>
                  <PreviewBar />
                </Suspense>
              ) : null}
              <RootLayout />
            </SessionProvider>
          </ToastProvider>
        </NowProvider>
      </SWRConfig>
    </PageAnswersContext>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
