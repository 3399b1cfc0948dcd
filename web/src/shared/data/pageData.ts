import { data } from 'react-router-dom';
import { preload } from 'swr';

/**
 * One piece of data a page reads: its SWR key (the same key the page's hook uses) and how to
 * fetch it. Route loaders start these with the route's code, so nothing waits for a first render.
 */
export interface DataRequest {
  key: readonly unknown[];
  fetch: () => Promise<unknown>;
  /**
   * The page shows this one item (an episode, an article, a book): when its answer is `null` (no
   * such item; the fetch maps the API's 404 to null) the server answers the page with status 404.
   * The page itself renders its own "not found" message from the same null answer.
   */
  notFoundWhenMissing?: boolean;
  /**
   * What members make (an episode's comments and counts): the server reads it for each page rather
   * than from its short cache of content answers, so a comment posted a moment ago is in the next
   * visitor's HTML (the browser does not fetch again what the HTML brought).
   */
  memberMade?: boolean;
}

/** On the server, loaders hand their requests to this: it fetches them and keeps the answers for the HTML. */
export interface ServerDataLoader {
  /** The answer, or undefined when it could not be fetched (the page then shows its failure state). */
  load(request: DataRequest): Promise<unknown>;
}

const isServerDataLoader = (value: unknown): value is ServerDataLoader =>
  typeof value === 'object' && value !== null && typeof (value as ServerDataLoader).load === 'function';

/**
 * A route loader's body. In the browser it primes SWR's cache and returns at once (the page shows
 * its own loading state if the data is slower than the code); on the server (`context` is the
 * renderer's loader) it waits for the data, which then goes into the HTML, and answers 404 when
 * the item a page is about does not exist.
 */
export async function startLoading(requests: DataRequest[], context: unknown) {
  if (isServerDataLoader(context)) {
    const answers = await Promise.all(requests.map((request) => context.load(request)));
    const missing = requests.some((request, index) => request.notFoundWhenMissing && answers[index] === null);
    return missing ? data(null, { status: 404 }) : null;
  }
  for (const request of requests) {
    // The page's own hook takes this promise over and shows a failure with Retry; catching here
    // only keeps a failed preload from also being an unhandled rejection.
    Promise.resolve(preload(request.key, () => request.fetch())).catch(() => undefined);
  }
  return null;
}
