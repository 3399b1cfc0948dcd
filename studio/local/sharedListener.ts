/**
 * One listener connection for the whole Studio. The Studio opens a Server-Sent Events stream per
 * listener (the open document, previews, the document list, releases…); Sanity's API answers over
 * HTTP/2, where they share one connection, but this server speaks HTTP/1.1, where a browser opens
 * at most six connections per host: five streams and the Studio stops loading anything else.
 * So the client given to the Studio opens a single stream of every change (`*`) and answers each
 * of the Studio's `listen()` calls from it, matching the call's GROQ filter here with groq-js,
 * and shaping each event as the API would (results, mutations and effects only when asked).
 */
import { evaluate, parse } from 'groq-js';
import { Observable, share } from 'rxjs';

type Doc = Record<string, unknown> & { _id: string };
type ListenEvent = Record<string, unknown> & { type: string };
interface MutationData extends Record<string, unknown> {
  documentId: string;
  result?: Doc;
  effects?: { apply: unknown; revert: unknown };
}
type StreamEvent = { kind: 'welcome' } | { kind: 'reconnect' } | { kind: 'mutation'; data: MutationData };

const RETRY_MS = 1000;

/** Reads Server-Sent Events from a fetch body (fetch, unlike EventSource, can send the session header). */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (type: string, data: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let type = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onEvent(type, data.join('\n'));
    }
  }
}

export function createSharedListener(url: () => string, token: () => string | null) {
  let open = false;
  const stream$ = new Observable<StreamEvent>((subscriber) => {
    const stop = new AbortController();
    const connect = async () => {
      while (!stop.signal.aborted) {
        try {
          const authorization = token();
          const response = await fetch(url(), {
            headers: { Accept: 'text/event-stream', ...(authorization ? { Authorization: `Bearer ${authorization}` } : {}) },
            signal: stop.signal,
          });
          if (!response.ok || !response.body) throw new Error(`listener answered ${response.status}`);
          await readEvents(response.body, (type, data) => {
            if (type === 'welcome') {
              open = true;
              subscriber.next({ kind: 'welcome' });
            } else if (type === 'mutation') {
              subscriber.next({ kind: 'mutation', data: JSON.parse(data) as MutationData });
            }
          });
        } catch {
          // ended, refused or offline: tell the listeners, and connect again shortly
        }
        if (stop.signal.aborted) return;
        if (open) subscriber.next({ kind: 'reconnect' });
        open = false;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    };
    void connect();
    return () => {
      open = false;
      stop.abort();
    };
  }).pipe(share());

  return function listen(query: string, params: Record<string, unknown> = {}, options: Record<string, unknown> = {}): Observable<ListenEvent> {
    const wanted = Array.isArray(options.events) ? (options.events as string[]) : ['mutation'];
    const tree = parse(query, { params });
    const matches = async (doc: Doc | null | undefined) => {
      if (!doc) return false;
      const value = await (await evaluate(tree, { dataset: [doc], params })).get();
      return Array.isArray(value) ? value.length > 0 : Boolean(value);
    };
    const shaped = (data: MutationData): ListenEvent => {
      const { result, mutations, effects, ...rest } = data;
      return {
        type: 'mutation',
        ...rest,
        ...(options.includeResult !== false && result ? { result } : {}),
        ...(options.includeMutations !== false ? { mutations } : {}),
        ...(options.effectFormat === 'mendoza' ? { effects } : {}),
      };
    };
    return new Observable<ListenEvent>((subscriber) => {
      const emit = (event: ListenEvent) => wanted.includes(event.type) && subscriber.next(event);
      let welcomed = false;
      const welcome = () => {
        welcomed = true;
        emit({ type: 'welcome', listenerName: 'shared' });
      };
      // Mutations are matched asynchronously; a chain keeps them in order.
      let queue = Promise.resolve();
      const subscription = stream$.subscribe((event) => {
        if (event.kind === 'welcome') return welcome();
        if (event.kind === 'reconnect') {
          welcomed = false;
          return emit({ type: 'reconnect' });
        }
        if (!welcomed) return;
        queue = queue.then(async () => {
          const revert = event.data.effects?.revert as [number, Doc | null] | undefined;
          const before = revert?.[1] ? { ...revert[1], _id: event.data.documentId } : null;
          if ((await matches(event.data.result)) || (await matches(before))) emit(shaped(event.data));
        });
      });
      // The stream is already open: this listener is welcome at once (as a fresh connection would be).
      if (open && !welcomed) queueMicrotask(() => !welcomed && welcome());
      return () => subscription.unsubscribe();
    });
  };
}

interface Listening {
  listen: unknown;
  withConfig?: (config: never) => unknown;
  clone?: () => unknown;
  observable?: Listening;
}

/** Gives a client (and every client derived from it) the shared listener. */
export function withSharedListener<C>(client: C, listen: ReturnType<typeof createSharedListener>): C {
  const target = client as unknown as Listening;
  target.listen = listen;
  for (const method of ['withConfig', 'clone'] as const) {
    const original = target[method];
    if (typeof original === 'function') {
      (target as unknown as Record<string, unknown>)[method] = (...args: never[]) =>
        withSharedListener((original as (...a: never[]) => unknown).apply(client, args), listen);
    }
  }
  if (target.observable && target.observable !== target) withSharedListener(target.observable, listen);
  return client;
}
