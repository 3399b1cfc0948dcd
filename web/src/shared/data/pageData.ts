import { createContext, useContext } from 'react';
import { data, type LoaderFunctionArgs } from 'react-router';
import { unstable_serialize } from 'swr';
import type { PageLoadContext } from '@contracts/pageLoadContext';

/**
 * One piece of data a page reads: its SWR key (the same key the page's hook uses), how the server's
 * loader reads it in-process, and how the browser fetches it again (a retry, a member's own answer).
 */
export interface DataRequest {
  key: readonly unknown[];
  /** In the browser: over HTTP, as the member (SWR's fetcher). */
  fetch: () => Promise<unknown>;
  /** On the server: through the load context, as a visitor. */
  load: (context: PageLoadContext) => Promise<unknown>;
  /**
   * The page shows this one item (an episode, an article, a book): when its answer is `null` the
   * page answers with status 404 (and renders its own "not found" message from the same null).
   */
  notFoundWhenMissing?: boolean;
  /** The page names an item inside this answer (a video of a page's list): 404 when it is not there. */
  missingIn?: (answer: unknown) => boolean;
}

/** What a route's loader returns: the answers its page renders from, by serialized SWR key. */
export interface PageAnswers {
  answers: Record<string, unknown>;
}

/**
 * Reads a page's requests in-process. A request that fails is left out: the page renders its
 * failure state for that part, and the browser fetches it again.
 */
export async function loadAnswers(requests: DataRequest[], context: PageLoadContext) {
  const answers: Record<string, unknown> = {};
  let missing = false;
  await Promise.all(
    requests.map(async (request) => {
      try {
        const answer = await request.load(context);
        answers[unstable_serialize(request.key)] = answer;
        if ((request.notFoundWhenMissing && answer === null) || request.missingIn?.(answer)) missing = true;
      } catch {
        // Left to the browser, which shows the failure with a way to retry.
      }
    }),
  );
  return { answers, missing };
}

/** A route loader that reads the requests a page needs (from its params and address). */
export function pageLoader(requestsFor: (args: LoaderFunctionArgs) => DataRequest[]) {
  return async (args: LoaderFunctionArgs) => {
    const { answers, missing } = await loadAnswers(requestsFor(args), args.context as PageLoadContext);
    return data<PageAnswers>({ answers }, missing ? { status: 404 } : undefined);
  };
}

/** The answers of every route on screen, merged (the root provides them). */
export const PageAnswersContext = createContext<Record<string, unknown>>({});

/** The answer a loader brought for this key, or undefined when no loader read it. */
export function usePageAnswer(key: readonly unknown[] | null): unknown {
  const answers = useContext(PageAnswersContext);
  return key ? answers[unstable_serialize(key)] : undefined;
}

declare module 'react-router' {
  /** Loaders receive the server's in-process services (contracts/pageLoadContext.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends PageLoadContext {}
}
