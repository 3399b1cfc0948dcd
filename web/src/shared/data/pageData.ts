import { preload } from 'swr';

/**
 * One piece of data a page reads: its SWR key (the same key the page's hook uses) and how to
 * fetch it. Route loaders start these with the route's code, so nothing waits for a first render.
 */
export interface DataRequest {
  key: readonly unknown[];
  fetch: () => Promise<unknown>;
  /** The page is about this item (one book): no answer (null) makes the server answer 404. */
  requiredForPage?: boolean;
}

/** On the server, loaders hand their requests to this: it fetches them and keeps the answers for the HTML. */
export interface ServerDataLoader {
  load(request: DataRequest): Promise<void>;
}

const isServerDataLoader = (value: unknown): value is ServerDataLoader =>
  typeof value === 'object' && value !== null && typeof (value as ServerDataLoader).load === 'function';

/**
 * A route loader's body. In the browser it primes SWR's cache and returns at once (the page shows
 * its own loading state if the data is slower than the code); on the server (`context` is the
 * renderer's loader) it waits for the data, which then goes into the HTML.
 */
export async function startLoading(requests: DataRequest[], context: unknown): Promise<null> {
  if (isServerDataLoader(context)) {
    await Promise.all(requests.map((request) => context.load(request)));
  } else {
    for (const request of requests) {
      // The page's own hook takes this promise over and shows a failure with Retry; catching here
      // only keeps a failed preload from also being an unhandled rejection.
      Promise.resolve(preload(request.key, () => request.fetch())).catch(() => undefined);
    }
  }
  return null;
}
